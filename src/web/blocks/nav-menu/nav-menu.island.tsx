import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { NavMenu } from './nav-menu.tsx';

export const island = defineIsland<Parameters<typeof NavMenu>[0]>({
  block: 'NavMenu',
  when: 'load',
  props: blockDataProps,
});

export default NavMenu;
