import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { ProductList } from './product-list.tsx';

/**
 * Only the filter panel is interactive: with it, the block hydrates when the browser is idle and
 * refetches through GET /api/products; without it the first page stays static HTML. The browser
 * gets the block's fields and `_items` (teasers: only what a card shows).
 */
export const island = defineIsland<Parameters<typeof ProductList>[0]>({
  block: 'ProductList',
  when: 'idle',
  props: blockDataProps,
  interactive: (props) => props.showFilters !== false,
});

export default ProductList;
