import { defineIsland } from '#web/islands/define-island.ts';
import { NavActions } from './nav-actions.tsx';
import { hasNavActions, type NavActionsProps } from './nav-menu.types.ts';

/**
 * The navigation is static HTML but for its interactive end (the side menu's button and the
 * visitor's buttons): that part is the island, rendered by NavMenu through islandBlock and hydrated on load.
 * A navigation with no links and no buttons ships no script.
 */
export const island = defineIsland<NavActionsProps>({
  block: 'NavMenu',
  when: 'load',
  props: ({ panelId, sideMenuOnDesktop, cart, wishlist, login, userMenu }) => ({ panelId, sideMenuOnDesktop, cart, wishlist, login, userMenu }),
  // Called with the NavMenu block's props too (islandsOnPage): the names are the same.
  interactive: hasNavActions,
});

export default NavActions;
