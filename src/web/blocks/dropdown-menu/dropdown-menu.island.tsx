import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { DropdownMenu } from './dropdown-menu.tsx';

export const island = defineIsland<Parameters<typeof DropdownMenu>[0]>({
  block: 'DropdownMenu',
  when: 'load',
  props: blockDataProps,
});

export default DropdownMenu;
