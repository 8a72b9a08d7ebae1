import { randomId } from './fake-http.ts';
import { type FormObject, type FormValue, integer, invalid, isHttpUrl, missing, nowSeconds, obj, str } from './fake-stripe-form.ts';
import type { FakeStripeLine, FakeStripeSession } from './fake-stripe-types.ts';

/** A Checkout Session from a create request, validated as Stripe validates it; `baseUrl` is where its hosted page lives. */
export function buildSession(form: FormObject, baseUrl: string): FakeStripeSession {
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
  let currency: string | null = null;
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
    const productData = obj(priceData.product_data);
    const name = str(productData?.name);
    if (!name) throw missing(`${param}[price_data][product_data][name]`);
    const images = (productData?.images ?? []) as FormValue[];
    for (const image of images) {
      if (typeof image !== 'string' || !isHttpUrl(image)) throw invalid(`${param}[price_data][product_data][images]`, 'Not a valid URL');
    }
    const quantity = integer(line.quantity, `${param}[quantity]`);
    if (quantity < 1) throw invalid(`${param}[quantity]`, 'This value must be greater than or equal to 1.');
    return { name, unitAmount, quantity, images: images as string[] };
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
  const id = randomId('cs_test_', 58);
  const session: FakeStripeSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: total,
    amount_total: total,
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
