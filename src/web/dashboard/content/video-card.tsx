import type { ReactNode } from 'react';
import { displayableImageUrl } from '#core/media/displayable-image.ts';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import { itemText } from './content-item.ts';
import { formatBytes, itemTitle } from './item-title.ts';

/** A video's first frame as its preview; only our own or allowed hosts' files are loaded. */
export function VideoCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const isClient = useIsClient();
  const url = displayableImageUrl(itemText(item, 'url'), isClient ? window.location.origin : null);
  return (
    <CardShell
      title={itemTitle('video', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={
        url ? (
          <video src={url} preload="metadata" muted playsInline aria-hidden tabIndex={-1} className="h-full w-full object-cover" />
        ) : (
          <span className="text-sm text-fg-muted">Video</span>
        )
      }
      details={<p className="truncate text-xs text-fg-muted">{[itemText(item, 'mime'), formatBytes(item.bytes)].filter(Boolean).join(' · ')}</p>}
      actions={actions}
    />
  );
}
