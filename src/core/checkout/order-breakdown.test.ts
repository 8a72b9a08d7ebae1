import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/currency.ts';
import { breakdownAmount, orderBreakdown, type BreakdownFigures } from './order-breakdown.ts';

const older: BreakdownFigures = { subtotalCents: 3499, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 3499, taxIncluded: false, discountCode: null, shippingName: null };
const usd = (cents: number) => formatMoney(cents, 'USD', 'en');
const shown = (figures: BreakdownFigures, options?: Parameters<typeof orderBreakdown>[1]) => orderBreakdown(figures, options).map((row) => `${row.label}: ${breakdownAmount(row, usd)}`);

describe('orderBreakdown', () => {
  it('shows an order without discount, shipping or tax as its total alone (as orders read before issue 26)', () => {
    expect(shown(older)).toEqual(['Total: $34.99']);
    // The invoice always had its subtotal.
    expect(shown(older, { subtotal: 'always' })).toEqual(['Subtotal: $34.99', 'Total: $34.99']);
  });

  it('adds tax to an exclusive order: subtotal, discount with its code, shipping with its rate, tax, total', () => {
    const figures = { ...older, subtotalCents: 6000, discountCents: 600, discountCode: 'SAVE10', shippingCents: 495, shippingName: 'Standard', taxCents: 1120, totalCents: 7015 };
    expect(shown(figures)).toEqual(['Subtotal: $60.00', 'Discount (SAVE10): \u2212$6.00', 'Shipping (Standard): $4.95', 'Tax: $11.20', 'Total: $70.15']);
    expect(breakdownAmount(orderBreakdown(figures)[1]!, usd, { ascii: true })).toBe('-$6.00');
  });

  it('writes included tax as "incl. VAT" after the total, not as a row added to it', () => {
    const figures = { ...older, subtotalCents: 5950, shippingCents: 595, shippingName: 'DHL', taxCents: 1045, totalCents: 6545, taxIncluded: true };
    expect(shown(figures)).toEqual(['Subtotal: $59.50', 'Shipping (DHL): $5.95', 'Total: $65.45', 'incl. VAT: $10.45']);
  });

  it('keeps a chosen rate that costs nothing, as Free, and leaves zero rows out', () => {
    expect(shown({ ...older, shippingName: 'Local pickup' })).toEqual(['Subtotal: $34.99', 'Shipping (Local pickup): Free', 'Total: $34.99']);
    expect(shown({ ...older, taxIncluded: true })).toEqual(['Total: $34.99']);
  });
});
