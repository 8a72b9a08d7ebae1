// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDED_TO_CART_EVENT, CART_OPEN_EVENT } from '#core/cart/cart-constants.ts';
import { product } from '#core/cart/test-fixtures.ts';
import { PageContext } from '#web/islands/island-context.tsx';
import {
  acceptCartPriceChange,
  acceptCartProductChange,
  acknowledgeCartQuantityAdjustment,
  addToCart,
  cartItemKey,
  cartStore,
  clearCart,
  closeCart,
  openCart,
  refreshCart,
  removeFromCart,
  removeUnavailableFromCart,
  resetCartForTests,
  startCart,
  toggleCart,
  updateCartQuantity,
  useCart,
  type CartView,
} from './cart-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let products: Record<string, { status: number; body?: unknown }>;
let requests: { url: string; init: RequestInit }[];

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/site-shop/products');
  requests = [];
  products = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, init });
      // Signed in as far as the session says, but the cart answers 401 (the session ended): no server list.
      if (url === '/api/auth/get-session') return new Response(JSON.stringify({ user: { name: 'Ada', email: 'ada@example.com' } }), { status: 200 });
      if (url.startsWith('/api/cart')) return new Response('{"error":"Authentication required"}', { status: 401 });
      const answer = products[url] ?? { status: 404, body: { error: 'Record not found' } };
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
});

afterEach(() => {
  resetCartForTests();
  vi.unstubAllGlobals();
});

describe('addToCart', () => {
  it('adds, saves locally for the page’s site, opens the cart and dispatches added-to-cart then cart-open', async () => {
    const events: string[] = [];
    const onAdded = (e: Event) => events.push(`${e.type}:${(e as CustomEvent<{ quantity: number }>).detail.quantity}`);
    const onOpen = (e: Event) => events.push(e.type);
    window.addEventListener(ADDED_TO_CART_EVENT, onAdded);
    window.addEventListener(CART_OPEN_EVENT, onOpen);
    const result = addToCart(product({ site: 'shop' }), { quantity: 2 });
    window.removeEventListener(ADDED_TO_CART_EVENT, onAdded);
    window.removeEventListener(CART_OPEN_EVENT, onOpen);
    expect(result).toMatchObject({ ok: true, message: 'Added to cart', quantity: 2 });
    expect(events).toEqual(['added-to-cart:2', 'cart-open']);
    expect(cartStore.get().items).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('sitewright-cart:shop')!).items[0]).toMatchObject({ id: 'p1', quantity: 2 });
    await vi.waitFor(() => expect(requests.find((r) => r.url.startsWith('/api/cart'))?.url).toBe('/api/cart?siteId=shop'));
  });

  it('answers a blocked add with its message and dispatches nothing', () => {
    const events: string[] = [];
    const onAny = (e: Event) => events.push(e.type);
    window.addEventListener(ADDED_TO_CART_EVENT, onAny);
    const result = addToCart(product({ stock: 1 }), { quantity: 2 });
    window.removeEventListener(ADDED_TO_CART_EVENT, onAny);
    expect(result).toEqual({ ok: false, reason: 'not_enough_stock', message: "Only 1 left in stock. You can't add 2 more." });
    expect(events).toEqual([]);
    expect(cartStore.get().items).toEqual([]);
  });
});

describe('cart actions', () => {
  it('updates, removes and clears by identity within the drawer rules', () => {
    addToCart(product({ stock: 3 }), { color: 'red', quantity: 1 });
    const key = cartItemKey(cartStore.get().items[0]!);
    updateCartQuantity(key, 99);
    expect(cartStore.get().items[0]?.quantity).toBe(3);
    updateCartQuantity(key, 0);
    expect(cartStore.get().items[0]?.quantity).toBe(1);
    addToCart(product({ id: 'p2' }));
    removeFromCart(key);
    expect(cartStore.get().items.map((i) => i.id)).toEqual(['p2']);
    clearCart();
    expect(cartStore.get().items).toEqual([]);
  });

  it('opens, closes and toggles the drawer', () => {
    let view: CartView | null = null;
    function Probe() {
      view = useCart();
      return null;
    }
    const container = document.createElement('div');
    let root: Root;
    act(() => {
      root = createRoot(container);
      root.render(
        <PageContext value={{ siteSlug: 'site-shop', language: 'en', currency: 'USD' }}>
          <Probe />
        </PageContext>,
      );
    });
    const opened: string[] = [];
    const onOpen = (e: Event) => opened.push(e.type);
    window.addEventListener(CART_OPEN_EVENT, onOpen);
    act(() => openCart());
    expect(view!.isOpen).toBe(true);
    act(() => toggleCart());
    expect(view!.isOpen).toBe(false);
    act(() => toggleCart());
    act(() => closeCart());
    expect(view!.isOpen).toBe(false);
    window.removeEventListener(CART_OPEN_EVENT, onOpen);
    expect(opened).toEqual(['cart-open', 'cart-open']);
    act(() => root.unmount());
  });

  it('useCart gives count, total and the checkout gate, and starts the page site’s cart', async () => {
    let view: CartView | null = null;
    function Probe() {
      view = useCart();
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <PageContext value={{ siteSlug: 'site-shop', language: 'en', currency: 'USD' }}>
          <Probe />
        </PageContext>,
      );
    });
    expect(view!).toMatchObject({ count: 0, total: 0, auth: 'anonymous', checkout: { reason: 'cart_empty', message: 'Your cart is empty.' } });
    await act(async () => {
      addToCart(product({ price: 10, discount_price: 7.5 }), { quantity: 2 });
    });
    expect(view!).toMatchObject({ count: 2, total: 15, checkout: { canProceed: true, message: 'Ready to checkout.' } });
    expect(requests.find((r) => r.url.startsWith('/api/cart'))?.url).toBe('/api/cart?siteId=shop');
    act(() => root.unmount());
  });
});

describe('refreshCart', () => {
  it('re-reads every product uncached and applies the refresh rules and actions', async () => {
    await startCart('shop');
    addToCart(product({ id: 'a', price: 10, stock: 5 }), { quantity: 4 });
    addToCart(product({ id: 'b', name: 'Bag' }));
    addToCart(product({ id: 'gone' }));
    addToCart(product({ id: 'flaky' }));
    products['/api/data/products/a'] = { status: 200, body: { data: { id: 'a', name: 'Shirt', price: 12, stock: 2, image: '/shirt.jpg' } } };
    products['/api/data/products/b'] = { status: 200, body: { data: { id: 'b', name: 'Big bag', price: 20, stock: 10, image: '/shirt.jpg' } } };
    products['/api/data/products/flaky'] = { status: 503, body: { error: 'down' } };
    await refreshCart();
    const reads = requests.filter((r) => r.url.startsWith('/api/data/'));
    expect(reads.map((r) => r.url).sort()).toEqual(['/api/data/products/a', '/api/data/products/b', '/api/data/products/flaky', '/api/data/products/gone']);
    expect(reads.every((r) => r.init.cache === 'no-store')).toBe(true);
    const byId = Object.fromEntries(cartStore.get().items.map((i) => [i.id, i]));
    expect(byId.a).toMatchObject({ quantity: 2, quantityAdjusted: true, priceChanged: true, currentPrice: 12 });
    expect(byId.b).toMatchObject({ nameChanged: true, currentName: 'Big bag' });
    expect(byId.gone).toMatchObject({ isAvailable: false });
    expect(byId.flaky).toMatchObject({ refreshError: 'HTTP 503' });
    expect(byId.flaky?.isAvailable).toBeUndefined();

    acceptCartPriceChange(cartItemKey(byId.a!));
    acknowledgeCartQuantityAdjustment(cartItemKey(byId.a!));
    acceptCartProductChange(cartItemKey(byId.b!));
    removeUnavailableFromCart();
    const after = Object.fromEntries(cartStore.get().items.map((i) => [i.id, i]));
    expect(Object.keys(after).sort()).toEqual(['a', 'b', 'flaky']);
    expect(after.a).toMatchObject({ price: 12, priceChanged: false, quantityAdjusted: false });
    expect(after.b).toMatchObject({ name: 'Big bag', nameChanged: false });
  });

  it('does nothing for an empty cart', async () => {
    await startCart('shop');
    await refreshCart();
    expect(requests.filter((r) => r.url.startsWith('/api/data/'))).toEqual([]);
  });

  it('keeps a change the shopper made while the products were read', async () => {
    await startCart('shop');
    addToCart(product({ id: 'a', stock: 10 }), { quantity: 1 });
    products['/api/data/products/a'] = { status: 200, body: { data: { id: 'a', name: 'Shirt', price: 30, stock: 10, image: '/shirt.jpg' } } };
    const refreshing = refreshCart();
    updateCartQuantity(cartItemKey(cartStore.get().items[0]!), 3);
    await refreshing;
    expect(cartStore.get().items[0]).toMatchObject({ quantity: 3 });
    expect(cartStore.get().items[0]?.priceChanged).toBeUndefined();
  });
});
