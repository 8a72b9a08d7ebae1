// The product blocks' user-facing strings (spec 3 §2, §8), once, for the blocks and the server.

export const PRODUCT_UNAVAILABLE_TITLE = 'This product is currently unavailable';
export const PRODUCT_UNAVAILABLE_TEXT = 'Please check back later or contact us for more information.';
export const OUT_OF_STOCK_LABEL = 'Out of stock';
export const lowStockMessage = (n: number): string => `Only ${n} left in stock.`;
export const NO_IMAGE_LABEL = 'No Image';

export const NO_PRODUCTS_TITLE = 'No Products Found';
export const BROWSE_ALL_PRODUCTS = 'Browse All Products';
/** Where the empty state's Browse All Products link goes (spec 3 §2). */
export const BROWSE_ALL_PRODUCTS_HREF = '/products';
export const PRODUCTS_LOAD_ERROR_TITLE = 'Unable to Load Products';
export const RETRY_LABEL = 'Retry';
