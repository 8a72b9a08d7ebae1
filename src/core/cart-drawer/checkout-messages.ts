// The words of the drawer's checkout that issue 26 added: the buyer's country, the shipping rates,
// the discount code and the server's quote (decision 065). Here, not in messages.ts, because only
// the checkout's lazily loaded code reads them: the drawer's first load stays as small as it was.

export const SHIPPING_GROUP_LABEL = 'Shipping';
export const SHIPS_TO_GROUP_LABEL = 'Countries we ship to';
export const OTHER_COUNTRIES_GROUP_LABEL = 'Other countries';
export const REGION_LABEL = 'State or region';
export const REGION_PLACEHOLDER = 'Choose your state or region';
export const ANOTHER_REGION_LABEL = 'Another state or region';
export const CHOOSE_REGION = 'Please choose your state or region: shipping and tax depend on it.';
export const POSTCODE_LABEL = 'Postcode';
export const ENTER_POSTCODE = 'Please enter your postcode: shipping depends on it.';
export const DISCOUNT_CODE_LABEL = 'Discount code';
export const APPLY_CODE_LABEL = 'Apply';
export const REMOVE_CODE_LABEL = 'Remove';
export const removeCodeLabel = (code: string): string => `Remove discount code ${code}`;
export const discountCodeApplied = (code: string): string => `Code ${code} applied.`;
export const ENTER_DISCOUNT_CODE = 'Please enter a discount code.';
/** Why a buyer using a code and not signed in is asked their email before the provider's page. */
export const CODE_EMAIL_HINT = 'Discount codes are limited per buyer: we need your email address.';
export const QUOTE_UPDATING = 'Calculating totals...';
export const QUOTE_FAILED = 'Shipping and taxes could not be calculated here; they are checked when you pay.';
export const PRICE_BREAKDOWN_LABEL = 'Price breakdown';
/** Under the card button of a shop that lets Stripe Tax tax card payments (decision 073). */
export const CARD_TAX_BY_STRIPE = 'Paying by card, the tax is calculated by Stripe from your billing address, so the total on the payment page may differ.';
