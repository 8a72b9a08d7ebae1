import { randomId } from './fake-http.ts';
import { invalidRequest, type Json, record, toCents, unprocessable } from './fake-paypal-errors.ts';

export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  /** The request's purchase_units, as sent (snake_case). */
  purchase_units: Record<string, unknown>[];
  currency: string;
  /** amount.value, as sent ("12.50"). */
  value: string;
  returnUrl: string | null;
  cancelUrl: string | null;
  payer: { email_address: string; payer_id: string } | null;
  captureId: string | null;
  /** The capture's status once captured: PENDING while PayPal holds the money, then COMPLETED or DECLINED. */
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** Refunds of the capture, in minor units, with the PayPal-Request-Id each was made under. */
  refunds: { id: string; cents: number; requestId: string | null }[];
  /** What the next capture does instead of completing (test hook): PayPal's INSTRUMENT_DECLINED, a capture DECLINED, or one PayPal holds (PENDING). */
  captureOutcome: 'complete' | 'instrument-declined' | 'declined' | 'pending';
}

/** PayPal's currencies without decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

/** An amount the fake keeps in hundredths, as PayPal writes it in `currency` ('12.50'; '1200' in yen). */
export function paypalValue(hundredths: number, currency: string): string {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? String(Math.round(hundredths / 100)) : (hundredths / 100).toFixed(2);
}

/** An order from a create request, validated as PayPal validates it. */
export function buildOrder(body: Json): FakePaypalOrder {
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') throw invalidRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) throw invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  const unit = record(units[0]) ?? {};
  const amount = record(unit.amount);
  const currency = amount?.currency_code;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw invalidRequest('/purchase_units/@reference_id==\'default\'/amount/currency_code', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  }
  const totalCents = toCents(amount!.value, '/purchase_units/0/amount/value');
  // As PayPal: a currency without minor units (the yen) takes no decimals anywhere in the order.
  if (ZERO_DECIMAL_CURRENCIES.has(currency) && JSON.stringify(unit).match(/"value":"\d+\./)) {
    throw unprocessable('DECIMALS_NOT_SUPPORTED', 'Currency does not support decimals.');
  }
  const items = Array.isArray(unit.items) ? unit.items.map((i) => record(i) ?? {}) : [];
  const itemTotal = record(record(amount!.breakdown)?.item_total);
  if (items.length > 0 && !itemTotal) throw unprocessable('ITEM_TOTAL_REQUIRED', 'If item details are specified, then item_total in amount breakdown is required.');
  if (itemTotal) {
    const itemTotalCents = toCents(itemTotal.value, '/purchase_units/0/amount/breakdown/item_total/value');
    let sum = 0;
    items.forEach((item, i) => {
      if (typeof item.name !== 'string' || item.name.length === 0 || item.name.length > 127) {
        throw invalidRequest(`/purchase_units/0/items/${i}/name`, 'INVALID_STRING_LENGTH', 'The value of a field is either too short or too long.');
      }
      if (typeof item.quantity !== 'string' || !/^[1-9]\d*$/.test(item.quantity)) {
        throw invalidRequest(`/purchase_units/0/items/${i}/quantity`, 'INVALID_PARAMETER_SYNTAX', 'The value of a field does not conform to the expected format.');
      }
      sum += toCents(record(item.unit_amount)?.value, `/purchase_units/0/items/${i}/unit_amount/value`) * Number(item.quantity);
    });
    if (sum !== itemTotalCents) throw unprocessable('ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.');
  }
  // As PayPal: with a breakdown, the amount must be its parts' sum, each part in the order's currency.
  const breakdown = record(amount!.breakdown);
  if (breakdown) {
    const part = (name: string): number => {
      const money = record(breakdown[name]);
      if (!money) return 0;
      if (money.currency_code !== currency) throw unprocessable('CURRENCY_MISMATCH', 'Currency code should be the same across the purchase unit.');
      return toCents(money.value, `/purchase_units/0/amount/breakdown/${name}/value`);
    };
    const parts = part('item_total') + part('tax_total') + part('shipping') + part('handling') + part('insurance') - part('shipping_discount') - part('discount');
    if (parts !== totalCents) throw unprocessable('AMOUNT_MISMATCH', 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.');
  }
  const experience = record(record(record(body.payment_source)?.paypal)?.experience_context);
  const legacy = record(body.application_context);
  const context = experience ?? legacy;
  const order: FakePaypalOrder = {
    id: randomId('', 17).toUpperCase(),
    status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    intent: body.intent,
    purchase_units: units.map((u) => record(u) ?? {}),
    currency,
    value: amount!.value as string,
    returnUrl: typeof context?.return_url === 'string' ? context.return_url : null,
    cancelUrl: typeof context?.cancel_url === 'string' ? context.cancel_url : null,
    payer: null,
    captureId: null,
    captureStatus: 'COMPLETED',
    refunds: [],
    captureOutcome: 'complete',
  };
  return order;
}
