import { describe, expect, it } from 'vitest';
import { line } from '../cart/test-fixtures.ts';
import {
  checkoutItemOf,
  checkoutSuccessPath,
  customerErrorsOf,
  serverErrorOr,
  siteBaseOf,
  successTokenOf,
} from './checkout-request.ts';

describe('checkoutItemOf', () => {
  it('sends the product id, collection, quantity, variant values and the price the shopper sees', () => {
    const item = line({ id: 'p9', product_id: 'p9', collection: 'shoes', quantity: 3, price: 20, currentPrice: 18, color: { value: 'red', label: 'Red' }, size: 'M' });
    expect(checkoutItemOf(item)).toEqual({ productId: 'p9', collection: 'shoes', quantity: 3, color: 'red', size: 'M', name: item.name, price: 18, image: item.image });
  });

  it('falls back to the id when product_id is empty and sends null for a missing variant', () => {
    const item = line({ id: 'p2', product_id: '', color: null, size: undefined });
    expect(checkoutItemOf(item)).toMatchObject({ productId: 'p2', color: null, size: null });
  });
});

describe('offline buyer', () => {
  it("reads the server's field errors, known fields with text only", () => {
    expect(customerErrorsOf({ error: 'x', validationErrors: { name: ['Too short'], email: 'Bad', address: [3, ''], phone: ['Too long'], other: ['?'] } })).toEqual({ name: ['Too short'], email: ['Bad'], phone: ['Too long'] });
    expect(customerErrorsOf({ error: 'x' })).toEqual({});
    expect(customerErrorsOf(null)).toEqual({});
  });
});

describe('answers and addresses', () => {
  it("prefers the server's error text", () => {
    expect(serverErrorOr({ error: 'Only 1 of Shirt left in stock.' }, 'fallback')).toBe('Only 1 of Shirt left in stock.');
    expect(serverErrorOr({ error: ' ' }, 'fallback')).toBe('fallback');
    expect(serverErrorOr('oops', 'fallback')).toBe('fallback');
    expect(serverErrorOr(null, 'fallback')).toBe('fallback');
  });

  it('names the site base of a slugged page and none elsewhere', () => {
    expect(siteBaseOf('/site-demo/checkout/paypal-return')).toBe('/site-demo');
    expect(siteBaseOf('/checkout/paypal-return')).toBe('');
    expect(siteBaseOf('/site-/x')).toBe('');
    expect(siteBaseOf('/')).toBe('');
  });

  it('builds and reads success addresses', () => {
    expect(checkoutSuccessPath('/site-demo', 'a b')).toBe('/site-demo/checkout/success?order=a%20b');
    expect(checkoutSuccessPath('', 'tok', 'paypal')).toBe('/checkout/success?paypal_session=tok');
    expect(successTokenOf(new URLSearchParams('order=t1'))).toBe('t1');
    expect(successTokenOf(new URLSearchParams('paypal_session=t2'))).toBe('t2');
    expect(successTokenOf(new URLSearchParams('order='))).toBeNull();
    expect(successTokenOf(new URLSearchParams(''))).toBeNull();
  });
});
