import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { LOGO_DEFAULT_PROPS, type LogoProps } from './logo.types.ts';

function clampHeight(height: unknown): number {
  return typeof height === 'number' && Number.isFinite(height) ? Math.min(200, Math.max(12, Math.round(height))) : LOGO_DEFAULT_PROPS.height;
}

/** The site's logo, an image or a word mark, leading home unless told otherwise (spec 2 §2). */
export function Logo(props: LogoProps & { className?: string }): ReactElement {
  const { styles } = useTheme();
  const text = props.text?.trim() ?? '';
  const image = props.image?.trim() ?? '';
  // The logo names the site; without any text the link still needs a name.
  const name = props.alt?.trim() || text || 'Home';
  const height = clampHeight(props.height);
  const content =
    image !== '' ? (
      <img src={image} alt={name} style={{ height }} className="block w-auto max-w-full object-contain" decoding="async" />
    ) : (
      <span className={cx('min-w-0 text-xl font-bold tracking-tight [overflow-wrap:anywhere]', styles.title)}>{text || name}</span>
    );
  return (
    <SiteLink
      href={props.href ?? LOGO_DEFAULT_PROPS.href}
      siteSlug={siteSlugOf(props)}
      className={cx('inline-flex items-center focus-visible:outline-2 focus-visible:outline-offset-4', props.className)}
      data-logo=""
    >
      {content}
    </SiteLink>
  );
}
