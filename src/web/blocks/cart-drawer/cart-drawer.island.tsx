import { defineIsland } from '#web/islands/define-island.ts';
import { CartDrawer } from './cart-drawer.tsx';

export const island = defineIsland<Parameters<typeof CartDrawer>[0]>({
  block: 'CartDrawer',
  // The button is there from the first paint; only its badge and the drawer need the script.
  when: 'load',
  props: ({ showButton, corner }) => ({ showButton, corner }),
});

export default CartDrawer;
