import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { Button } from './button.tsx';

export const island = defineIsland<Parameters<typeof Button>[0]>({
  block: 'Button',
  when: 'load',
  props: blockDataProps,
  // A plain link needs no JavaScript; only a button that opens a dialog does.
  interactive: (props) => props.modal?.enabled === true,
});

export default Button;
