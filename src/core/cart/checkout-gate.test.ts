import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.ts';
import { validateCheckout } from './checkout-gate.ts';
import { line } from './test-fixtures.ts';

describe('checkout gate (spec 1 §4)', () => {
  it('cart_empty: Your cart is empty.', () => {
    expect(validateCheckout([])).toEqual({
      canProceed: false,
      reason: 'cart_empty',
      message: 'Your cart is empty.',
      priority: 1,
      conditions: { isEmpty: true, outOfStockCount: 0, priceChangeCount: 0, productChangeCount: 0 },
    });
  });

  it('out_of_stock with singular and plural forms', () => {
    expect(validateCheckout([line({ isAvailable: false }), line({ id: 'b' })])).toMatchObject({ reason: 'out_of_stock', message: '1 item is out of stock.', priority: 2, canProceed: false });
    expect(validateCheckout([line({ quantity: 0 }), line({ id: 'b', isAvailable: false })]).message).toBe('2 items are out of stock.');
  });

  it('unaccepted_price_changes', () => {
    expect(validateCheckout([line({ priceChanged: true })])).toMatchObject({ reason: 'unaccepted_price_changes', message: 'Price changes on 1 item(s) need your approval.', priority: 3 });
    expect(validateCheckout([line({ priceChanged: true }), line({ id: 'b', priceChanged: true })]).message).toBe('Price changes on 2 item(s) need your approval.');
  });

  it('unaccepted_product_changes', () => {
    expect(validateCheckout([line({ nameChanged: true }), line({ id: 'b', imageChanged: true })])).toMatchObject({
      reason: 'unaccepted_product_changes',
      message: 'Product changes on 2 item(s) need your approval.',
      priority: 4,
    });
  });

  it('ready: Ready to checkout.', () => {
    expect(validateCheckout([line({ stockChanged: true })])).toMatchObject({ canProceed: true, reason: 'ready', message: 'Ready to checkout.', priority: 5 });
  });

  it('answers with the first failing condition in priority order (property)', () => {
    const item = fc.record({
      isAvailable: fc.boolean(),
      quantity: fc.integer({ min: 0, max: 3 }),
      priceChanged: fc.boolean(),
      nameChanged: fc.boolean(),
      imageChanged: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), (flags) => {
        const items: CartItem[] = flags.map((f, i) => line({ id: `p${i}`, ...f }));
        const result = validateCheckout(items);
        const out = items.filter((i) => i.isAvailable === false || i.quantity <= 0).length;
        const prices = items.filter((i) => i.priceChanged).length;
        const products = items.filter((i) => i.nameChanged || i.imageChanged).length;
        const expected = items.length === 0 ? 1 : out > 0 ? 2 : prices > 0 ? 3 : products > 0 ? 4 : 5;
        expect(result.priority).toBe(expected);
        expect(result.canProceed).toBe(expected === 5);
        expect(result.conditions).toEqual({ isEmpty: items.length === 0, outOfStockCount: out, priceChangeCount: prices, productChangeCount: products });
      }),
    );
  });
});
