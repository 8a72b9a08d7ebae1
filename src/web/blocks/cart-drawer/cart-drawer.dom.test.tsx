// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_REFRESH_DELAY_MS, CART_REFRESH_INTERVAL_MS, UPDATED_FLAG_MS } from '#core/cart/cart-constants.ts';
import type { CartItem } from '#core/cart/cart-item.ts';
import {
  CART_EMPTY_TEXT,
  CART_EMPTY_TITLE,
  CHECKING_FOR_UPDATES,
  CLEAR_CART_CONFIRM,
  outOfStockGateMessage,
  outOfStockNotice,
  priceChangeNotice,
  priceChangesGateMessage,
  productUpdateNotice,
  quantityAdjustedNotice,
} from '#core/cart/messages.ts';
import { line } from '#core/cart/test-fixtures.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, closeCart, openCart } from '#web/storefront/cart-store.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { PageContext } from '#web/islands/island-context.tsx';
import { CartDrawer } from './cart-drawer.tsx';

const dom = setUpDomRoot();

/** Products the refresh reads (GET /api/data/{collection}/{id}); null answers 404. */
let products: Record<string, Record<string, unknown> | null> = {};
let productReads = 0;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  products = {};
  productReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.startsWith('/api/data/')) {
        productReads += 1;
        const id = decodeURIComponent(url.split('/').at(-1) ?? '');
        const product = products[id];
        return product ? json({ data: { _id: id, ...product } }) : json({ error: 'Not found' }, 404);
      }
      if (url === '/api/auth/get-session') return json(null);
      return json({ error: 'Sign in first' }, 401);
    }),
  );
  sessionStore.set({ status: 'unauthenticated' });
});
afterEach(() => {
  act(() => closeCart());
  act(() => cartStore.set((state) => ({ ...state, items: [] })));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

async function renderDrawer(items: CartItem[]): Promise<void> {
  await act(async () => dom.root.render(<CartDrawer showButton corner="bottom-right" />));
  await flush();
  act(() => cartStore.set((state) => ({ ...state, items, updatedAt: Date.now() })));
}

const drawer = (): HTMLElement | null => document.body.querySelector('[role="dialog"]');
const buttonNamed = (name: string): HTMLButtonElement =>
  [...(drawer()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name || button.getAttribute('aria-label') === name)!;
const checkoutButton = (): HTMLButtonElement => drawer()!.querySelector<HTMLButtonElement>('[data-cart-checkout]')!;

describe('CartDrawer floating button', () => {
  it('shows the item count as a badge, 99+ above 99, and names the count', async () => {
    await renderDrawer([line({ quantity: 5 })]);
    const button = dom.container.querySelector<HTMLButtonElement>('[data-cart-button]')!;
    expect(button.querySelector('[data-badge]')!.textContent).toBe('5');
    expect(button.getAttribute('aria-label')).toBe('Cart, 5 items');
    act(() => cartStore.set((state) => ({ ...state, items: [line({ quantity: 99 })] })));
    expect(button.querySelector('[data-badge]')!.textContent).toBe('99');
    act(() => cartStore.set((state) => ({ ...state, items: [line({ quantity: 60 }), line({ id: 'p2', product_id: 'p2', quantity: 40 })] })));
    expect(button.querySelector('[data-badge]')!.textContent).toBe('99+');
    act(() => cartStore.set((state) => ({ ...state, items: [] })));
    expect(button.querySelector('[data-badge]')).toBeNull();
  });

  it('opens the drawer, which shows the empty state for an empty cart, and closes with Escape', async () => {
    await renderDrawer([]);
    act(() => dom.container.querySelector<HTMLButtonElement>('[data-cart-button]')!.click());
    expect(drawer()!.textContent).toContain(CART_EMPTY_TITLE);
    expect(drawer()!.textContent).toContain(CART_EMPTY_TEXT);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(drawer()).toBeNull();
  });

  it('opens on a cart-open event, and closes when the visitor signs in', async () => {
    await renderDrawer([line()]);
    act(() => {
      window.dispatchEvent(new CustomEvent('cart-open'));
    });
    expect(drawer()).not.toBeNull();
    expect(drawer()!.querySelector('a')!.getAttribute('href')).toBe('/data/products/p1');
    act(() => sessionStore.set({ status: 'authenticated', user: { name: 'Ada', email: 'ada@example.com' } }));
    expect(drawer()).toBeNull();
    // The signed-in cart is read from the server again (here still 401: nothing to merge).
    await flush();
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/cart').length).toBeGreaterThanOrEqual(1);
  });
});

describe('CartDrawer refresh (spec 3 §4, §9)', () => {
  it('refreshes 500 ms after opening, then every 120 s while open, and not after closing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    products = { p1: { name: 'Shirt', price: 20, stock: 10, image: '/shirt.jpg' } };
    await renderDrawer([line()]);
    act(() => openCart());
    await act(async () => vi.advanceTimersByTime(CART_REFRESH_DELAY_MS - 1));
    expect(productReads).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(productReads).toBe(1);
    await act(async () => vi.advanceTimersByTime(CART_REFRESH_INTERVAL_MS - 1));
    expect(productReads).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(productReads).toBe(2);
    act(() => closeCart());
    await act(async () => vi.advanceTimersByTime(CART_REFRESH_INTERVAL_MS * 3));
    expect(productReads).toBe(2);
  });

  it("shows 'Checking for updates...' while refreshing and 'Updated' on a clean line for 3 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    products = { p1: { name: 'Shirt', price: 20, stock: 10, image: '/shirt.jpg' } };
    const plain = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input).startsWith('/api/data/')) await gate;
      return plain(input);
    });
    await renderDrawer([line({ lastRefreshed: 1 })]);
    act(() => openCart());
    await act(async () => vi.advanceTimersByTime(CART_REFRESH_DELAY_MS));
    expect(drawer()!.textContent).toContain(CHECKING_FOR_UPDATES);
    answer();
    await flush();
    await flush();
    expect(drawer()!.textContent).not.toContain(CHECKING_FOR_UPDATES);
    expect(drawer()!.querySelector('[data-cart-updated]')?.textContent).toBe('Updated');
    // A change meanwhile (another quantity) does not keep the flag beyond its 3 s.
    act(() => cartStore.set((state) => ({ ...state, items: state.items.map((item) => ({ ...item, quantity: 2 })) })));
    await act(async () => vi.advanceTimersByTime(UPDATED_FLAG_MS - 1));
    expect(drawer()!.querySelector('[data-cart-updated]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(drawer()!.querySelector('[data-cart-updated]')).toBeNull();
  });
});

describe('CartDrawer notifications and their actions', () => {
  const changed = (): CartItem[] => [
    line({ id: 'a', product_id: 'a', name: 'Price', price: 20, currentPrice: 25, priceChanged: true }),
    line({ id: 'b', product_id: 'b', name: 'Qty', quantity: 2, quantityAdjusted: true, originalQuantity: 5 }),
    line({ id: 'c', product_id: 'c', name: 'Gone', isAvailable: false, quantity: 0 }),
    line({ id: 'd', product_id: 'd', name: 'Old name', currentName: 'New name', nameChanged: true }),
  ];

  it('lists the four kinds with their texts, and the gate message replaces the checkout button text', async () => {
    await renderDrawer(changed());
    act(() => openCart());
    const notices = [...drawer()!.querySelectorAll('[data-cart-notice] > span:first-child')].map((n) => n.textContent);
    expect(notices).toEqual([priceChangeNotice(1), quantityAdjustedNotice(1), outOfStockNotice(1), productUpdateNotice(1)]);
    expect(checkoutButton().getAttribute('aria-disabled')).toBe('true');
    expect(checkoutButton().textContent).toBe(outOfStockGateMessage(1));
    expect(drawer()!.querySelector('[role="alert"]')!.textContent).toBe(outOfStockGateMessage(1));
    // It stays focusable (a refresh may close the gate under the focus), but does nothing.
    act(() => checkoutButton().click());
    expect(drawer()!.querySelector('[data-cart-checkout-section]')).toBeNull();
  });

  it('Remove drops unavailable lines; Accept copies the current price and the product details; OK acknowledges', async () => {
    await renderDrawer(changed());
    act(() => openCart());
    act(() => buttonNamed('Remove').click());
    expect(cartStore.get().items.map((item) => item.id)).toEqual(['a', 'b', 'd']);
    expect(checkoutButton().textContent).toBe(priceChangesGateMessage(1));

    act(() => buttonNamed('Accept').click());
    expect(cartStore.get().items.find((item) => item.id === 'a')).toMatchObject({ price: 25, priceChanged: false });
    act(() => buttonNamed('OK').click());
    expect(cartStore.get().items.find((item) => item.id === 'b')?.quantityAdjusted).toBe(false);
    act(() => buttonNamed('Accept').click());
    expect(cartStore.get().items.find((item) => item.id === 'd')).toMatchObject({ name: 'New name', nameChanged: false });

    expect(drawer()!.querySelectorAll('[data-cart-notice]')).toHaveLength(0);
    expect(checkoutButton().getAttribute('aria-disabled')).toBe('false');
    expect(checkoutButton().textContent).toBe('Proceed to checkout');
  });

  it('Dismiss hides a notice but the gate still blocks checkout', async () => {
    await renderDrawer([line({ currentPrice: 30, priceChanged: true })]);
    act(() => openCart());
    act(() => buttonNamed('Dismiss').click());
    expect(drawer()!.querySelectorAll('[data-cart-notice]')).toHaveLength(0);
    expect(checkoutButton().textContent).toBe(priceChangesGateMessage(1));
  });
});

describe('CartDrawer lines, clearing and checkout', () => {
  it('keeps quantities within the drawer rules: never below 1, not above the stock', async () => {
    await renderDrawer([line({ quantity: 1, stock: 2 })]);
    act(() => openCart());
    const decrease = buttonNamed('Decrease quantity of Shirt');
    const increase = buttonNamed('Increase quantity of Shirt');
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    act(() => decrease.click());
    expect(cartStore.get().items[0]?.quantity).toBe(1);
    act(() => increase.click());
    expect(cartStore.get().items[0]?.quantity).toBe(2);
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    act(() => increase.click());
    expect(cartStore.get().items[0]?.quantity).toBe(2);
    expect(decrease.getAttribute('aria-disabled')).toBe('false');
  });

  it('asks before clearing the cart; Cancel keeps it', async () => {
    await renderDrawer([line()]);
    act(() => openCart());
    act(() => buttonNamed('Clear cart').click());
    expect(drawer()!.textContent).toContain(CLEAR_CART_CONFIRM);
    act(() => buttonNamed('Cancel').click());
    expect(cartStore.get().items).toHaveLength(1);
    act(() => buttonNamed('Clear cart').click());
    act(() => buttonNamed('Yes, clear it').click());
    expect(cartStore.get().items).toHaveLength(0);
    expect(drawer()!.textContent).toContain(CART_EMPTY_TITLE);
  });
  // The checkout section itself: checkout-section.dom.test.tsx.
});

describe('CartDrawer prices', () => {
  it('shows lines and the total in the site’s currency for the page’s language, whatever prefix a line was added with (decision 060)', async () => {
    await act(async () =>
      dom.root.render(
        <PageContext value={{ siteSlug: 'site-tea', language: 'de', currency: 'EUR' }}>
          <CartDrawer showButton corner="bottom-right" />
        </PageContext>,
      ),
    );
    await flush();
    act(() => cartStore.set((state) => ({ ...state, items: [line({ price: 24.95, quantity: 2, pricePrefix: '$' })], updatedAt: Date.now() })));
    act(() => openCart());
    await flush();
    const text = (drawer()!.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('24,95 €');
    expect(drawer()!.querySelector('[data-cart-total]')!.textContent!.replace(/\u00a0/g, ' ')).toBe('49,90 €');
    expect(text).not.toContain('$');
  });
});
