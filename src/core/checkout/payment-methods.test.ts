import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS } from './order.ts';
import { PAYMENT_METHOD_OPTIONS, defaultPaymentMethod, parsePaymentMethods } from './payment-methods.ts';

describe('payment methods', () => {
  it('lists every method with its label in the checkout order', () => {
    expect(PAYMENT_METHOD_OPTIONS.map((o) => o.value)).toEqual(['stripe', 'paypal', 'delivery', 'invoice']);
    expect(PAYMENT_METHOD_OPTIONS[0]!.label).toBe(PAYMENT_METHOD_LABELS.stripe);
  });

  it('selects the card first when offered, else the first method, else none', () => {
    const all = PAYMENT_METHOD_OPTIONS;
    expect(defaultPaymentMethod(all)).toBe('stripe');
    expect(defaultPaymentMethod(all.filter((o) => o.value !== 'stripe'))).toBe('paypal');
    expect(defaultPaymentMethod([{ value: 'invoice', label: 'x' }])).toBe('invoice');
    expect(defaultPaymentMethod([])).toBeNull();
  });

  it("keeps the server's known methods once each, in order, with a label", () => {
    const body = { methods: [{ value: 'invoice', label: 'Invoice' }, { value: 'bitcoin', label: 'B' }, { value: 'delivery' }, { value: 'invoice', label: 'again' }, null, 'stripe'], currency: 'USD' };
    expect(parsePaymentMethods(body)).toEqual([
      { value: 'delivery', label: PAYMENT_METHOD_LABELS.delivery },
      { value: 'invoice', label: 'Invoice' },
    ]);
    expect(parsePaymentMethods({})).toBeNull();
    expect(parsePaymentMethods(null)).toBeNull();
  });
});
