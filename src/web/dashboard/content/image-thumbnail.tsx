import { useState, type ReactNode } from 'react';
import { FALLBACK_NO_IMAGE } from '#core/content/messages.ts';
import { displayableImageUrl } from '#core/media/displayable-image.ts';
import { useIsClient } from '#web/ui/use-is-client.ts';

/**
 * An image from our own media or an allowed host (spec 2 §5); anything else, and an image that
 * fails to load, shows the 'No image' placeholder instead.
 */
export function ImageThumbnail({ src, className = 'h-full w-full object-cover' }: { src: unknown; className?: string }): ReactNode {
  const isClient = useIsClient();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = displayableImageUrl(src, isClient ? window.location.origin : null);
  if (url === null || failedSrc === url) {
    return <span className="text-sm text-fg-muted">{FALLBACK_NO_IMAGE}</span>;
  }
  // Decorative: the card's title names the image.
  return <img src={url} alt="" loading="lazy" decoding="async" className={className} onError={() => setFailedSrc(url)} />;
}
