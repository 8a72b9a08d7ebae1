import { randomId } from './fake-http.ts';
import { type FormObject, type FormValue, integer, invalid, isHttpUrl, missing, nowSeconds, obj, str, StripeRequestError } from './fake-stripe-form.ts';
import type { FakeStripeCoupon, FakeStripeLine, FakeStripeSession } from './fake-stripe-types.ts';

/**
 * A Checkout Session from a create request, validated as Stripe validates it; `baseUrl` is where its
 * hosted page lives; `couponOf` finds the account's coupons. Its amount_total is Stripe's arithmetic
 * on what was sent: the line items' sum, less the coupon (an amount off, at most the items' sum, or
 * a percent of it), plus the first shipping option's fixed amount (Stripe preselects it). With
 * `automatic_tax[enabled]` it is Stripe Tax's too: FAKE_STRIPE_TAX_PERCENT of the goods after the
 * coupon and of the shipping, added to prices that exclude it or found inside prices that include it.
 */
/** The rate the fake's Stripe Tax charges wherever the buyer is (its answer to `automatic_tax`). */
export const FAKE_STRIPE_TAX_PERCENT = 10;

type TaxBehavior = 'exclusive' | 'inclusive';

/** Stripe Tax's amount on one part of a session: added to an exclusive price, or the part of an inclusive one. */
function fakeTaxOf(amount: number, behavior: TaxBehavior): number {
  return behavior === 'exclusive' ? Math.round((amount * FAKE_STRIPE_TAX_PERCENT) / 100) : Math.round((amount * FAKE_STRIPE_TAX_PERCENT) / (100 + FAKE_STRIPE_TAX_PERCENT));
}

/** A price's tax_behavior; Stripe Tax refuses prices that do not say one (the account's default is not kept by the fake). */
function taxBehaviorOf(value: FormValue | undefined, param: string, automaticTax: boolean): TaxBehavior | null {
  const behavior = str(value);
  if (behavior === undefined) {
    if (automaticTax) throw invalid(param, 'Automatic tax needs a tax_behavior on every price (this fake keeps no default).');
    return null;
  }
  if (behavior !== 'exclusive' && behavior !== 'inclusive') throw invalid(param, `Invalid tax_behavior: ${behavior}`);
  return behavior;
}

export function buildSession(form: FormObject, baseUrl: string, couponOf: (id: string) => FakeStripeCoupon | undefined = () => undefined): FakeStripeSession {
  const mode = str(form.mode);
  if (!mode) throw missing('mode');
  if (mode !== 'payment') throw invalid('mode', `This fake only supports mode "payment", not "${mode}".`);
  const successUrl = str(form.success_url);
  if (!successUrl) throw missing('success_url');
  if (!isHttpUrl(successUrl)) throw invalid('success_url', 'Not a valid URL');
  const cancelUrl = str(form.cancel_url) ?? null;
  if (cancelUrl !== null && !isHttpUrl(cancelUrl)) throw invalid('cancel_url', 'Not a valid URL');
  const rawLines = form.line_items;
  if (!Array.isArray(rawLines) || rawLines.length === 0) throw missing('line_items');
  const automaticTax = str(obj(form.automatic_tax)?.enabled) === 'true';
  const billingAddress = str(form.billing_address_collection);
  if (billingAddress !== undefined && billingAddress !== 'auto' && billingAddress !== 'required') throw invalid('billing_address_collection', `Invalid billing_address_collection: ${billingAddress}`);
  let currency: string | null = null;
  const behaviors = new Set<TaxBehavior>();
  const lines = rawLines.map((raw, i): FakeStripeLine => {
    const line = obj(raw) ?? {};
    const param = `line_items[${i}]`;
    const priceData = obj(line.price_data);
    if (!priceData) throw missing(`${param}[price_data]`);
    const lineCurrency = str(priceData.currency);
    if (!lineCurrency) throw missing(`${param}[price_data][currency]`);
    if (!/^[a-z]{3}$/.test(lineCurrency)) throw invalid(`${param}[price_data][currency]`, `Invalid currency: ${lineCurrency}.`);
    if (currency !== null && currency !== lineCurrency) throw invalid(`${param}[price_data][currency]`, 'All line items must have the same currency.');
    currency = lineCurrency;
    const unitAmount = integer(priceData.unit_amount, `${param}[price_data][unit_amount]`);
    const behavior = taxBehaviorOf(priceData.tax_behavior, `${param}[price_data][tax_behavior]`, automaticTax);
    if (behavior) behaviors.add(behavior);
    const productData = obj(priceData.product_data);
    const name = str(productData?.name);
    if (!name) throw missing(`${param}[price_data][product_data][name]`);
    const images = (productData?.images ?? []) as FormValue[];
    for (const image of images) {
      if (typeof image !== 'string' || !isHttpUrl(image)) throw invalid(`${param}[price_data][product_data][images]`, 'Not a valid URL');
    }
    const quantity = integer(line.quantity, `${param}[quantity]`);
    if (quantity < 1) throw invalid(`${param}[quantity]`, 'This value must be greater than or equal to 1.');
    const description = str(productData?.description);
    return { name, unitAmount, quantity, images: images as string[], ...(description ? { description } : {}) };
  });
  const now = nowSeconds();
  let expiresAt = now + 24 * 3600;
  if (form.expires_at !== undefined) {
    expiresAt = integer(form.expires_at, 'expires_at');
    if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600 + 5) {
      throw invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    }
  }
  const customerEmail = str(form.customer_email) ?? null;
  const total = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
  const shippingCost = shippingOf(form, currency!, automaticTax);
  const discounts = discountsOf(form, currency!, couponOf);
  const coupon = discounts[0];
  const discount = !coupon ? 0 : coupon.amount_off !== null ? Math.min(coupon.amount_off, total) : Math.round((total * (coupon.percent_off ?? 0)) / 100);
  const shipping = shippingCost?.amount_total ?? 0;
  let tax = 0;
  let added = 0;
  if (automaticTax) {
    if (behaviors.size !== 1) throw invalid('line_items', 'This fake taxes line items of one tax_behavior only.');
    const goods: TaxBehavior = behaviors.has('exclusive') ? 'exclusive' : 'inclusive';
    const goodsTax = fakeTaxOf(total - discount, goods);
    const shippingTax = shippingCost ? fakeTaxOf(shipping, shippingCost.tax_behavior ?? goods) : 0;
    tax = goodsTax + shippingTax;
    added = (goods === 'exclusive' ? goodsTax : 0) + (shippingCost?.tax_behavior === 'exclusive' ? shippingTax : 0);
  }
  const id = randomId('cs_test_', 58);
  const session: FakeStripeSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: total,
    amount_total: total - discount + shipping + added,
    total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: tax },
    automatic_tax: { enabled: automaticTax },
    billing_address_collection: billingAddress ?? null,
    shipping_cost: shippingCost,
    discounts: coupon ? [{ coupon: coupon.id }] : [],
    currency: currency!,
    client_reference_id: str(form.client_reference_id) ?? null,
    metadata: Object.fromEntries(Object.entries(obj(form.metadata) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
    customer_email: customerEmail,
    customer_details: null,
    success_url: successUrl,
    cancel_url: cancelUrl,
    expires_at: expiresAt,
    created: now,
    url: `${baseUrl}/pay/${id}`,
    payment_intent: null,
    livemode: false,
    line_items: lines,
  };
  return session;
}

/** The first of `shipping_options` (only inline fixed-amount rates: the fake keeps no shipping rate objects). */
function shippingOf(form: FormObject, currency: string, automaticTax: boolean): FakeStripeSession['shipping_cost'] {
  const options = form.shipping_options;
  if (options === undefined) return null;
  if (!Array.isArray(options) || options.length === 0) throw invalid('shipping_options', 'Invalid array');
  if (options.length > 5) throw invalid('shipping_options', 'You may only specify up to 5 shipping options.');
  const costs = options.map((raw, i) => {
    const param = `shipping_options[${i}][shipping_rate_data]`;
    const data = obj(obj(raw)?.shipping_rate_data);
    if (!data) throw invalid(`shipping_options[${i}]`, 'This fake supports shipping_rate_data only.');
    if (str(data.type) !== 'fixed_amount') throw invalid(`${param}[type]`, 'Invalid shipping rate type.');
    const name = str(data.display_name);
    if (!name) throw missing(`${param}[display_name]`);
    const fixed = obj(data.fixed_amount);
    if (!fixed) throw missing(`${param}[fixed_amount]`);
    const amount = integer(fixed.amount, `${param}[fixed_amount][amount]`);
    if (str(fixed.currency) !== currency) throw invalid(`${param}[fixed_amount][currency]`, 'The shipping rate currency must match the currency of the line items.');
    const behavior = taxBehaviorOf(data.tax_behavior, `${param}[tax_behavior]`, automaticTax);
    return { amount_total: amount, display_name: name, ...(behavior ? { tax_behavior: behavior } : {}) };
  });
  return costs[0]!;
}

/** `discounts`: at most one coupon of the account, in the session's currency when it takes an amount off. */
function discountsOf(form: FormObject, currency: string, couponOf: (id: string) => FakeStripeCoupon | undefined): FakeStripeCoupon[] {
  const raw = form.discounts;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalid('discounts', 'Invalid array');
  if (raw.length > 1) throw invalid('discounts', 'You may only specify one discount.');
  return raw.map((entry, i) => {
    const id = str(obj(entry)?.coupon);
    if (!id) throw invalid(`discounts[${i}]`, 'This fake supports coupons only.');
    const coupon = couponOf(id);
    if (!coupon) throw new StripeRequestError(400, { type: 'invalid_request_error', code: 'resource_missing', param: `discounts[${i}][coupon]`, message: `No such coupon: '${id}'` });
    if (coupon.currency !== null && coupon.currency !== currency) throw invalid(`discounts[${i}][coupon]`, `The coupon's currency (${coupon.currency}) does not match the session's (${currency}).`);
    return coupon;
  });
}

/** A coupon from a create request, validated as Stripe validates it. */
export function buildCoupon(form: FormObject): FakeStripeCoupon {
  const amountOff = form.amount_off === undefined ? null : integer(form.amount_off, 'amount_off');
  const percentOff = form.percent_off === undefined ? null : Number(str(form.percent_off));
  if ((amountOff === null) === (percentOff === null)) throw invalid('amount_off', 'You must pass exactly one of amount_off and percent_off.');
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) throw invalid('percent_off', 'percent_off must be above 0 and at most 100.');
  if (amountOff !== null && amountOff < 1) throw invalid('amount_off', 'amount_off must be at least 1.');
  const currency = str(form.currency) ?? null;
  if (amountOff !== null && !currency) throw missing('currency');
  const duration = str(form.duration) ?? 'once';
  if (!['once', 'repeating', 'forever'].includes(duration)) throw invalid('duration', `Invalid duration: ${duration}`);
  const name = str(form.name) ?? null;
  if (name !== null && name.length > 40) throw invalid('name', 'Name must be at most 40 characters.');
  return {
    id: randomId('', 8),
    object: 'coupon',
    amount_off: amountOff,
    percent_off: percentOff,
    currency,
    duration: duration as FakeStripeCoupon['duration'],
    max_redemptions: form.max_redemptions === undefined ? null : integer(form.max_redemptions, 'max_redemptions'),
    name,
    metadata: Object.fromEntries(Object.entries(obj(form.metadata) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
    valid: true,
  };
}
