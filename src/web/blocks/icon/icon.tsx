import type { CSSProperties, ReactElement } from 'react';
import { ICON_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { tokenCss } from '#core/options/token-option.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { ICON_DEFAULT_PROPS, type IconProps } from './icon.types.ts';
import { safeCssColor } from './safe-css-color.ts';

/** Custom icons arrive as SVG data URLs; anything else (javascript:, remote URLs) is not shown. */
function isSvgDataUrl(src: unknown): src is string {
  return typeof src === 'string' && /^data:image\/svg\+xml[;,]/i.test(src);
}

/**
 * An icon from server-prepared markup: `_svg` (built-in sets) or `_src` (custom icons). The block
 * never imports react-icons, so visitors download no icon library.
 */
export function Icon({ size, color, label, _svg, _src }: IconProps): ReactElement {
  const { styles } = useTheme();
  const name = typeof label === 'string' ? label.trim() : '';
  const style: CSSProperties = {
    fontSize: tokenCss(ICON_SIZE_SCALE, size) ?? tokenCss(ICON_SIZE_SCALE, ICON_DEFAULT_PROPS.size),
    color: safeCssColor(color),
  };
  const className = cx('inline-flex shrink-0 items-center justify-center leading-none', styles.icon);

  if (typeof _svg === 'string' && _svg !== '') {
    return (
      <span
        className={className}
        style={style}
        role={name !== '' ? 'img' : undefined}
        aria-label={name !== '' ? name : undefined}
        aria-hidden={name === '' ? true : undefined}
        data-icon=""
        dangerouslySetInnerHTML={{ __html: _svg }}
      />
    );
  }
  if (isSvgDataUrl(_src)) {
    return (
      <img
        src={_src}
        alt={name}
        className={cx(className, 'size-[1em]')}
        style={style}
        data-icon=""
        decoding="async"
        loading="lazy"
      />
    );
  }
  // No prepared markup: an unknown or deleted icon. Nothing is better than a broken box.
  return <></>;
}
