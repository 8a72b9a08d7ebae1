import { useState, type CSSProperties, type ReactNode } from 'react';
import { iconColorCss } from '#core/content/gallery-filters.ts';
import { tokenCss } from '#core/options/token-option.ts';
import { ICON_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { itemText, type ContentItem } from './content-item.ts';

/** The server renders one built-in icon as SVG, so the dashboard never downloads a whole react-icons set. */
export function builtInIconUrl(set: string, name: string): string {
  return `/api/system_icons/svg?${new URLSearchParams({ set, name })}`;
}

/**
 * An icon at the gallery's size and colour. Custom icons are their sanitised SVG (data URL);
 * built-in icons are the server's SVG used as a mask, so the colour filter paints them. When the
 * SVG cannot be had, the icon's name is shown instead.
 */
export function IconGlyph({ item, size, color }: { item: ContentItem; size: string; color: string }): ReactNode {
  const [failed, setFailed] = useState(false);
  const dimension = `min(${tokenCss(ICON_SIZE_SCALE, size) ?? '3.75rem'}, 6rem)`;
  const set = itemText(item, 'set');
  const name = itemText(item, 'iconName', 'name');
  const src = itemText(item, 'src');
  if (set === 'custom' || src) {
    return src && !failed ? (
      <img src={src} alt="" style={{ width: dimension, height: dimension }} className="object-contain" onError={() => setFailed(true)} />
    ) : (
      <span className="text-xs text-fg-muted">{name}</span>
    );
  }
  if (failed) return <span className="font-mono text-xs text-fg-muted">{name}</span>;
  return <IconMask url={builtInIconUrl(set, name)} dimension={dimension} color={color} onError={() => setFailed(true)} />;
}

/**
 * A built-in icon's server SVG as a mask of `dimension`, painted in the gallery colour `color`;
 * `onError` hears when the SVG cannot be loaded. `data-icon-preview` marks the detail dialog's one.
 */
export function IconMask({ url, dimension, color, onError, ...data }: { url: string; dimension: string; color: string; onError(): void; 'data-icon-preview'?: string }): ReactNode {
  const mask: CSSProperties = {
    width: dimension,
    height: dimension,
    backgroundColor: iconColorCss(color),
    maskImage: `url("${url}")`,
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    maskSize: 'contain',
  };
  return (
    <>
      <span aria-hidden="true" {...data} style={mask} />
      {/* A mask cannot report a failed load; this probe (same URL, same cache) can. */}
      <img src={url} alt="" hidden onError={onError} />
    </>
  );
}
