// The product list's own labels (the spec's texts — No Products Found, Unable to Load Products,
// Browse All Products, Retry — are in core/products/messages.ts).

export const PRODUCTS_LABEL = 'Products';
export const FILTERS_HEADING = 'Filter products';
export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search products';
export const CATEGORY_LABEL = 'Category';
export const PRICE_LABEL = 'Price';
export const AVAILABILITY_LABEL = 'Availability';
export const IN_STOCK_LABEL = 'In stock';
export const OUT_OF_STOCK_FILTER_LABEL = 'Out of stock';
export const TAGS_LABEL = 'Tags';
export const RESET_FILTERS = 'Reset filters';
export const PREVIOUS_PAGE = 'Previous';
export const NEXT_PAGE = 'Next';
export const LOADING_PRODUCTS = 'Loading products…';
export const COLOURS_LABEL = 'Colours';
export const PRODUCT_LIST_NO_SOURCE = 'Please select a product source to display products. Choose the collection that holds your products in the editor settings.';

export const productCountText = (total: number): string => (total === 1 ? '1 product' : `${total} products`);
export const pageText = (page: number, pages: number): string => `Page ${page} of ${pages}`;
export const moreColoursText = (n: number): string => (n === 1 ? '1 more colour' : `${n} more colours`);
export const SORT_LABEL = 'Sort by';
/** The block's own order (set in the editor) when it is none of the visitor's sorts. */
export const SHOP_ORDER_LABEL = 'Featured';
/** The phone's button that shows and hides the filter panel, with how many filters are on. */
export const filtersButtonText = (active: number): string => (active > 0 ? `Filters (${active})` : 'Filters');
