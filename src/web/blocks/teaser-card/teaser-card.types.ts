import { TEASER_CARD_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { type CardStyle } from '#core/options/card-styles.ts';
import { type LinkTarget } from '#core/options/link-targets.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface TeaserCardProps extends SiteSlugProps {
  image: string;
  /** Empty: the image is decorative (the title already says what the card is). */
  imageAlt: string;
  title: string;
  description: string;
  /** Empty: the card is not a link (spec 2 §2). Internal paths are built inside the site. */
  link: string;
  /** Visible call to action; the title link already names the destination for screen readers. */
  linkLabel: string;
  target: LinkTarget;
  variant: CardStyle;
  /** Words of the description to show; 0 shows all of it. */
  textDisplayLength: number;
  /** Set by lists of system pages (spec 2 §3): the editor's modal reads 'Revalidate page' and is read-only. */
  isSystemRevalidatePage?: boolean;
}

export const TEASER_CARD_DEFAULT_PROPS: TeaserCardProps = TEASER_CARD_DEFAULTS;
