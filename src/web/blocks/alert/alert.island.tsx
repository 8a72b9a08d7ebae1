import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { Alert } from './alert.tsx';

export const island = defineIsland<Parameters<typeof Alert>[0]>({
  block: 'Alert',
  when: 'idle',
  props: blockDataProps,
  interactive: (props) => props.dismissible === true,
});

export default Alert;
