import { DROPDOWN_MENU_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import type { MenuLink } from '#web/site/menu-links.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface DropdownMenuProps extends SiteSlugProps {
  /** The button's text. */
  label: string;
  items: MenuLink[];
  /** Which edge of the button the list lines up with. */
  align: 'start' | 'end';
}

export const DROPDOWN_MENU_DEFAULT_PROPS: DropdownMenuProps = DROPDOWN_MENU_DEFAULTS;
