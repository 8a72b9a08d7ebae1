// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDED_TO_CART_EVENT, CART_OPEN_EVENT } from '#core/cart/cart-constants.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { TEE_VARIANTS } from '#core/testing/tee-variants.ts';
import { cartStore, clearCart } from '#web/storefront/cart-store.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ProductPurchase } from './product-purchase.tsx';

const dom = setUpDomRoot();

const product = normalizeProduct({
  id: 'tee',
  name: 'Tee',
  price: 20,
  ...TEE_VARIANTS,
})!;

beforeEach(() => {
  // Signed out: the cart stays local.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Authentication required"}', { status: 401 })));
  localStorage.clear();
  clearCart();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const input = (selector: string) => dom.container.querySelector(selector) as HTMLInputElement;
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
async function type(element: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('ProductPurchase', () => {
  it('follows the chosen colour and size: stock message, quantity limit, out of stock disables buying', async () => {
    await act(async () => dom.root.render(<ProductPurchase product={product} />));
    expect(input('[data-stock-message]').textContent).toBe('Only 3 left in stock.');
    await type(input('input[type="number"]'), '7');
    expect(input('input[type="number"]').value).toBe('3');
    await act(async () => input('input[value="m"]').click());
    expect(input('[data-stock-message]').textContent).toBe('');
    await type(input('input[type="number"]'), '0');
    expect(input('input[type="number"]').value).toBe('1');
    await act(async () => input('input[value="sage"]').click());
    await act(async () => input('input[value="s"]').click());
    expect(input('[data-stock-message]').textContent).toBe('Out of stock');
    expect(button('Add to cart').disabled).toBe(true);
  });

  it('adds the chosen variant and quantity to the shared cart, with the events and the message', async () => {
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    window.addEventListener(ADDED_TO_CART_EVENT, listener);
    window.addEventListener(CART_OPEN_EVENT, listener);
    try {
      await act(async () => dom.root.render(<ProductPurchase product={product} />));
      await act(async () => input('input[value="m"]').click());
      await act(async () => button('Increase quantity').click());
      await act(async () => button('Add to cart').click());
      expect(cartStore.get().items.map((item) => [item.product_id ?? item.id, item.quantity])).toEqual([['tee', 2]]);
      expect(events).toEqual([ADDED_TO_CART_EVENT, CART_OPEN_EVENT]);
      expect(dom.container.querySelector('[data-purchase-message]')?.getAttribute('role')).toBe('status');
      // More than the variant's stock is refused with the spec's message.
      await type(input('input[type="number"]'), '9');
      await act(async () => button('Add to cart').click());
      const message = dom.container.querySelector('[data-purchase-message]')!;
      expect(message.getAttribute('role')).toBe('alert');
      expect(message.textContent).toBe("Only 7 left in stock. You can't add 9 more.");
    } finally {
      window.removeEventListener(ADDED_TO_CART_EVENT, listener);
      window.removeEventListener(CART_OPEN_EVENT, listener);
    }
  });
});
