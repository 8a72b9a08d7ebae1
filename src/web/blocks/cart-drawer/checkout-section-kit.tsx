import { act } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { CartItem } from '#core/cart/cart-item.ts';
import { line } from '#core/cart/test-fixtures.ts';
import { PAYMENT_METHOD_OPTIONS } from '#core/checkout/payment-methods.ts';
import type { QuoteApiAnswer } from '#core/checkout/quote-api.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, closeCart, openCart } from '#web/storefront/cart-store.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { CartDrawer } from './cart-drawer.tsx';

/*
 * Shared setup of the checkout section's dom tests (checkout-section*.dom.test.tsx): a fake server
 * on fetch, the page leave recorded instead of followed, and the helpers that drive the drawer.
 * Each test file calls setUpCheckoutSection() once at its top level.
 */

type Handler = (body: unknown) => Response | Promise<Response>;

/** The server as these tests see it: each route's answer, and every request in order (both reset before each test). */
export const routes: Record<string, Handler> = {};
export const requests: { method: string; url: string; body: unknown }[] = [];
/** The addresses the page was sent to. */
export const assigned: string[] = [];
/** Spies restored after each test. */
export const spies: { mockRestore: () => void }[] = [];

let domRoot: ReturnType<typeof setUpDomRoot> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The server's quote for a shop without shipping zones, tax rates or codes (as most shops in these
 * tests): nothing to ask, the subtotal is the total. The server reads prices from its catalogue;
 * here the lines' own prices stand in for it.
 */
export function noRulesQuote(body: unknown): QuoteApiAnswer {
  const items = (body as { items?: { price?: number; quantity: number }[] } | null)?.items ?? [];
  const subtotalCents = items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * item.quantity, 0);
  return {
    currency: 'USD',
    pricesIncludeTax: false,
    needsShipping: false,
    asksCountry: false,
    shipsTo: [],
    regions: [],
    asksPostcode: false,
    rates: [],
    shippingRateId: null,
    subtotalCents,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    totalCents: subtotalCents,
    discountCode: null,
    problems: {},
    cardTaxByStripe: false,
  };
}

export const ALL_METHODS = { methods: PAYMENT_METHOD_OPTIONS.map(({ value, label }) => ({ value, label })), currency: 'USD' };

/** Registers the React root, the fake server and the clean-up for every test of the calling file. */
export function setUpCheckoutSection() {
  domRoot = setUpDomRoot();

  // The drawer imports the section on the first Proceed; loaded here first, that import settles
  // inside the test's act() instead of whenever the module finishes loading.
  beforeAll(async () => {
    await import('./checkout-section.tsx');
  });

  beforeEach(() => {
    requests.length = 0;
    assigned.length = 0;
    for (const key of Object.keys(routes)) delete routes[key];
    Object.assign(routes, {
      'GET /api/checkout/methods': () => json(ALL_METHODS),
      'POST /api/checkout/quote': (body: unknown) => json(noRulesQuote(body)),
      'GET /api/cart': () => json({ error: 'Sign in first' }, 401),
      'POST /api/cart': () => json({ items: [] }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
        requests.push({ method, url, body });
        // The drawer's refresh reads the lines' products: the same as in the cart, so nothing changes.
        if (url.startsWith('/api/data/')) return json({ data: { _id: 'p1', name: 'Shirt', price: 20, stock: 10, image: '/shirt.jpg', isActive: true } });
        if (url === '/api/auth/get-session') return json(null);
        const handler = routes[`${method} ${url.split('?')[0]}`];
        return handler ? handler(body) : json({ error: 'Not found' }, 404);
      }),
    );
    spies.length = 0;
    spies.push(vi.spyOn(leavePage, 'assign').mockImplementation((url: string) => void assigned.push(url)));
    sessionStore.set({ status: 'unauthenticated' });
  });

  afterEach(() => {
    act(() => closeCart());
    act(() => cartStore.set((state) => ({ ...state, items: [], auth: 'anonymous' })));
    spies.forEach((spy) => spy.mockRestore());
    vi.unstubAllGlobals();
  });
}

export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const drawer = (): HTMLElement => document.body.querySelector<HTMLElement>('[role="dialog"]')!;
export const section = (): HTMLElement | null => drawer().querySelector('[data-cart-checkout-section]');
export const payButton = (): HTMLButtonElement => drawer().querySelector<HTMLButtonElement>('[data-checkout-pay]')!;
export const radios = (): HTMLInputElement[] => [...drawer().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
export const errorText = (): string | null => drawer().querySelector('[data-checkout-error]')?.textContent ?? null;
export const posted = (path: string) => requests.filter((r) => r.method === 'POST' && r.url.split('?')[0] === path);

/** Opens the drawer on these lines and proceeds to checkout, waiting for the section and its methods. */
export async function proceed(items: CartItem[] = [line({ quantity: 2 })]): Promise<void> {
  await act(async () => current().root.render(<CartDrawer showButton={false} corner="bottom-right" />));
  await settle();
  act(() => cartStore.set((state) => ({ ...state, items, updatedAt: Date.now() })));
  act(() => openCart());
  act(() => drawer().querySelector<HTMLButtonElement>('[data-cart-checkout]')!.click());
  // The section's code loads on this first click: its first import (transformed on demand) may take seconds on a busy machine.
  await vi.waitFor(
    async () => {
      await settle();
      expect(section()).not.toBeNull();
    },
    { timeout: 15_000, interval: 50 },
  );
  await settle();
}

export function choose(value: string): void {
  act(() => radios().find((radio) => radio.value === value)!.click());
}

export function type(name: string, value: string): void {
  const field = drawer().querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
  field.value = value;
}

export async function submitOffline(): Promise<void> {
  act(() => payButton().click());
  await settle();
}

function current() {
  if (!domRoot) throw new Error('call setUpCheckoutSection() at the top of the test file');
  return domRoot;
}
