// The owners' answers of the shop rules API (issue 26; decision 065), once for the server and the screens.
export const SHOP_RULES_FORBIDDEN = 'Only the site owner can change shipping, taxes and discount codes.';
export const SHOP_RULES_INVALID = 'Please correct the highlighted fields.';
export const SHIPPING_ZONE_NOT_FOUND = 'Shipping zone not found.';
export const SHIPPING_RATE_NOT_FOUND = 'Shipping rate not found.';
export const TAX_RATE_NOT_FOUND = 'Tax rate not found.';
export const TAX_RATE_TAKEN = 'This site already has a rate for this country, region and class.';
export const DISCOUNT_CODE_NOT_FOUND = 'Discount code not found.';
export const TAX_SETTINGS_INVALID = 'Prices include tax is true or false; the shipping tax class is standard, reduced or zero.';
