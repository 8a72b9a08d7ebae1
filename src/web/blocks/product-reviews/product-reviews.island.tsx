import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { ProductReviews, reviewsProductId } from './product-reviews.tsx';
import type { ProductReviewsProps } from './product-reviews.types.ts';

/**
 * The reviews block is interactive throughout (stats and reviews load in the browser, votes,
 * reports, the review modal): the whole block is the island, hydrated when it scrolls into view
 * (it sits below the product). The browser gets the product id the server resolved (the bound
 * record's, else the setting), the settings and the bot challenge's public config.
 */
export const island = defineIsland<ProductReviewsProps>({
  block: 'ProductReviews',
  when: 'visible',
  props: (props) => {
    const { _productId: _bound, ...data } = blockDataProps(props);
    return { ...data, productId: reviewsProductId(props), _challenge: props._challenge ?? null };
  },
});

export default ProductReviews;
