import { describe, expect, it } from 'vitest';
import { REFUND_AMOUNT_INVALID, REFUND_TOO_LARGE, refundableCents, refundAmountProblem, refundChannel, refundInputToCents } from './refunds.ts';

describe('refunds', () => {
  it('leaves to refund what was paid and not given back, and only of a paid order', () => {
    expect(refundableCents({ status: 'paid', totalCents: 2500, refundedCents: 0 })).toBe(2500);
    expect(refundableCents({ status: 'partially_refunded', totalCents: 2500, refundedCents: 1000 }, 500)).toBe(1000);
    expect(refundableCents({ status: 'fulfilled', totalCents: 2500, refundedCents: 0 }, 3000)).toBe(0);
    for (const status of ['pending', 'failed', 'cancelled', 'refunded'] as const) expect(refundableCents({ status, totalCents: 2500, refundedCents: 0 })).toBe(0);
  });

  it('takes whole positive minor units up to what is left', () => {
    expect(refundAmountProblem(1, 10)).toBeNull();
    expect(refundAmountProblem(10, 10)).toBeNull();
    expect(refundAmountProblem(11, 10)).toBe(REFUND_TOO_LARGE);
    for (const bad of [0, -1, 1.5, '5', null, undefined, Number.NaN, 2 ** 60]) expect(refundAmountProblem(bad, 10)).toBe(REFUND_AMOUNT_INVALID);
  });

  it('reads what an owner types as minor units', () => {
    expect(refundInputToCents('12.5', 'USD')).toBe(1250);
    expect(refundInputToCents(' 12,05 ', 'EUR')).toBe(1205);
    expect(refundInputToCents('7', 'GBP')).toBe(700);
    expect(refundInputToCents('1200', 'JPY')).toBe(1200);
    expect(refundInputToCents('12.5', 'JPY')).toBeNull();
    for (const bad of ['', '1.234', '-1', 'ten', '1e3', '1.']) expect(refundInputToCents(bad, 'USD')).toBeNull();
  });

  it('sends card and PayPal refunds through their provider and records offline ones', () => {
    expect(refundChannel('stripe')).toBe('stripe');
    expect(refundChannel('paypal')).toBe('paypal');
    expect(refundChannel('invoice')).toBe('recorded');
    expect(refundChannel('delivery')).toBe('recorded');
  });
});
