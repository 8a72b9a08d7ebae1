import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { Lineup } from './lineup.tsx';

/**
 * Only the carousel layout is interactive (Swiper, loaded after hydration); a grid stays static
 * HTML. The browser gets the block's fields and `_items` (the records' title, description, image
 * and id, not the whole records).
 */
export const island = defineIsland<Parameters<typeof Lineup>[0]>({
  block: 'Lineup',
  when: 'visible',
  props: blockDataProps,
  interactive: (props) => props.layout === 'carousel',
});

export default Lineup;
