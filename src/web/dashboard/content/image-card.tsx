import type { ReactNode } from 'react';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import { itemText } from './content-item.ts';
import { ImageThumbnail } from './image-thumbnail.tsx';
import { formatBytes, itemTitle } from './item-title.ts';

export function ImageCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const size = typeof item.width === 'number' && typeof item.height === 'number' ? `${item.width}×${item.height}` : '';
  return (
    <CardShell
      title={itemTitle('image', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={<ImageThumbnail src={itemText(item, 'webpUrl', 'url')} />}
      details={<p className="truncate text-xs text-fg-muted">{[size, formatBytes(item.bytes)].filter(Boolean).join(' · ')}</p>}
      actions={actions}
    />
  );
}
