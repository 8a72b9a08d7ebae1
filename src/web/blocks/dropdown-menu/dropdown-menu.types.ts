import { DEFAULT_LINK_TARGET } from '#core/options/link-targets.ts';
import type { MenuLink } from '#web/site/menu-links.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface DropdownMenuProps extends SiteSlugProps {
  /** The button's text. */
  label: string;
  items: MenuLink[];
  /** Which edge of the button the list lines up with. */
  align: 'start' | 'end';
}

export const DROPDOWN_MENU_DEFAULT_PROPS: DropdownMenuProps = {
  label: 'Menu',
  items: [
    { label: 'First link', href: '/', target: DEFAULT_LINK_TARGET },
    { label: 'Second link', href: '/about', target: DEFAULT_LINK_TARGET },
  ],
  align: 'start',
};
