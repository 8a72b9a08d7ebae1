// The product page's own labels (the spec's texts — unavailable notice, stock messages — are in
// core/products/messages.ts; add-to-cart results in core/cart/messages.ts).

export const DESCRIPTION_HEADING = 'Description';
export const COLOUR_LABEL = 'Colour';
export const SIZE_LABEL = 'Size';
export const QUANTITY_LABEL = 'Quantity';
export const DECREASE_QUANTITY = 'Decrease quantity';
export const INCREASE_QUANTITY = 'Increase quantity';
export const ADD_TO_CART_LABEL = 'Add to cart';
export const ADD_TO_WISHLIST = 'Add to wishlist';
export const REMOVE_FROM_WISHLIST = 'Remove from wishlist';
export const SIZE_GUIDE_LABEL = 'Size guide';
export const PAYMENT_OPTIONS_LABEL = 'Payment options';
export const PRODUCT_IMAGES_LABEL = 'Product images';
export const showImageText = (n: number): string => `Show image ${n}`;
export const percentOffText = (percent: number): string => `${percent}% off`;
export const ORIGINAL_PRICE_LABEL = 'Original price:';
export const reviewCountText = (n: number): string => (n === 1 ? '1 review' : `${n} reviews`);
