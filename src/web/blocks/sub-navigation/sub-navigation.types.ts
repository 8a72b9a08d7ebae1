import { SUB_NAVIGATION_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import type { MenuLink } from '#web/site/menu-links.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface SubNavigationProps extends SiteSlugProps {
  /** Optional heading above the items. */
  title: string;
  /** Optional line under the title. */
  subtitle: string;
  /** Shown in one horizontal row (scrolling sideways when it does not fit); none: a skeleton. */
  items: MenuLink[];
}

export const SUB_NAVIGATION_DEFAULT_PROPS: SubNavigationProps = SUB_NAVIGATION_DEFAULTS;
