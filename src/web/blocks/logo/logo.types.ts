import { LOGO_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface LogoProps extends SiteSlugProps {
  /** Logo image URL; empty shows `text` as a word mark. */
  image: string;
  /** The image's alternative text; defaults to `text`. */
  alt: string;
  text: string;
  /** Spec 2 §2: a logo links to '/' by default (built inside the site). Empty: no link. */
  href: string;
  /** Image height in px; the width follows the image's proportions. */
  height: number;
}

export const LOGO_DEFAULT_PROPS: LogoProps = LOGO_DEFAULTS;
