import { defineIsland } from '#web/islands/define-island.ts';
import type { ProductPurchaseProps } from './product-details.types.ts';
import { ProductPurchase } from './product-purchase.tsx';

/**
 * A product page is static HTML but for its purchase panel (colour, size, quantity, add to cart,
 * wishlist): that panel is the island, rendered by ProductDetails through islandBlock and hydrated
 * on load. The browser gets the product without its description.
 */
export const island = defineIsland<ProductPurchaseProps>({
  block: 'ProductDetails',
  when: 'load',
  props: ({ product }) => ({ product }),
});

export default ProductPurchase;
