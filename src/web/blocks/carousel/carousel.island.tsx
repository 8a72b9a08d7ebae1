import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { Carousel } from './carousel.tsx';

export const island = defineIsland<Parameters<typeof Carousel>[0]>({
  block: 'Carousel',
  when: 'visible',
  props: blockDataProps,
});

export default Carousel;
