import { PRODUCT_CARD_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import type { ProductTeaser } from '#core/product-list/product-teaser.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/** Spec 3 §2: the product teaser card: a product's image, name, price and colours, linking to its page. */
/** The teaser's fields; the product's id is `productId` (a block's own `id` is its Puck id). */
export interface ProductCardProps extends Omit<ProductTeaser, 'id'>, SiteSlugProps {
  productId: string;
  /** The heading level of the name: 3 inside a list with a heading, 2 on its own. */
  headingLevel?: 2 | 3;
  /** The first cards of a list are in the first screen: their pictures load at once. */
  eagerImage?: boolean;
}

export const PRODUCT_CARD_DEFAULT_PROPS: ProductCardProps = PRODUCT_CARD_DEFAULTS;
