// Default props of the shop blocks (ProductList, ProductCard, ProductDetails, ProductReviews,
// CartDrawer): what the editor puts in a new block, and what the seed starts from. Pure data
// (decision 044).

import { BLOCK_LIST_DEFAULT_LIMIT } from '#core/content/block-records.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { REVIEW_STAR_ACTIVE_COLOR, REVIEW_STAR_INACTIVE_COLOR } from '#core/reviews/constants.ts';
import { REVIEWS_HEADING } from '#core/reviews/messages.ts';

export const PRODUCT_LIST_DEFAULTS = {
  heading: '',
  collection: PRODUCTS_COLLECTION,
  limit: BLOCK_LIST_DEFAULT_LIMIT,
  sort: 'desc' as const,
  sortField: 'created_at' as const,
  columns: 3 as const,
  showFilters: true,
  filterTags: [],
};

export const PRODUCT_CARD_DEFAULTS = {
  productId: '',
  name: 'Product name',
  image: null,
  price: 49,
  discount_price: null,
  price_prefix: '$',
  colors: [],
  collection: PRODUCTS_COLLECTION,
};

/** No product typed in the editor: on a collection's view template the block shows the page's record. */
export const NO_TYPED_PRODUCT = {
  id: '',
  name: '',
  subtitle: '',
  description: '',
  price: 0,
  discount_price: 0,
  price_prefix: '$',
  stock: '' as const,
  image: '',
  promotion: '',
  shippingInfo: '',
  size_guide_url: '',
  variants: { colors: [], sizes: [], variant_stock: [] },
};

export const PRODUCT_DETAILS_DEFAULTS = { collection: '', product: NO_TYPED_PRODUCT };

export const PRODUCT_REVIEWS_DEFAULTS = {
  productId: '',
  title: REVIEWS_HEADING,
  showErrors: false,
  requireOrderVerification: false,
  activeColor: REVIEW_STAR_ACTIVE_COLOR,
  inactiveColor: REVIEW_STAR_INACTIVE_COLOR,
};

export const CART_DRAWER_DEFAULTS = { showButton: true, corner: 'bottom-right' as const };
