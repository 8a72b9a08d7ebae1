// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#core/cart/cart-item.ts';
import { priceChangesGateMessage } from '#core/cart/messages.ts';
import { line } from '#core/cart/test-fixtures.ts';
import { LOADING_PAYMENT_METHODS, PAYMENT_METHODS_FAILED } from '#core/cart-drawer/messages.ts';
import {
  CHECKOUT_ERROR,
  CHECKOUT_SESSION_FAILED,
  CUSTOMER_ADDRESS_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_NAME_REQUIRED,
  NO_SESSION_ID,
  PAY_WITH_CARD_LABEL,
  PAY_WITH_PAYPAL_LABEL,
  PAYPAL_CHECKOUT_ERROR,
  PAYPAL_ORDER_FAILED,
  PLACE_ORDER_LABEL,
  PROCESSING_LABEL,
  STRIPE_CHECKOUT_ERROR,
} from '#core/checkout/messages.ts';
import { PAYMENT_METHOD_OPTIONS } from '#core/checkout/payment-methods.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, closeCart, openCart } from '#web/storefront/cart-store.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { CartDrawer } from './cart-drawer.tsx';

const dom = setUpDomRoot();

type Handler = (body: unknown) => Response | Promise<Response>;

/** The server as these tests see it: each route's answer, and every request in order. */
let routes: Record<string, Handler> = {};
let requests: { method: string; url: string; body: unknown }[] = [];
let assigned: string[] = [];
let spies: { mockRestore: () => void }[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ALL_METHODS = { methods: PAYMENT_METHOD_OPTIONS.map(({ value, label }) => ({ value, label })), currency: 'USD' };

// The drawer imports the section on the first Proceed; loaded here first, that import settles
// inside the test's act() instead of whenever the module finishes loading.
beforeAll(async () => {
  await import('./checkout-section.tsx');
});

beforeEach(() => {
  requests = [];
  assigned = [];
  routes = {
    'GET /api/checkout/methods': () => json(ALL_METHODS),
    'GET /api/cart': () => json({ error: 'Sign in first' }, 401),
    'POST /api/cart': () => json({ items: [] }),
  };
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
  spies = [vi.spyOn(leavePage, 'assign').mockImplementation((url: string) => void assigned.push(url))];
  sessionStore.set({ status: 'unauthenticated' });
});

afterEach(() => {
  act(() => closeCart());
  act(() => cartStore.set((state) => ({ ...state, items: [], auth: 'anonymous' })));
  spies.forEach((spy) => spy.mockRestore());
  vi.unstubAllGlobals();
});

async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const drawer = (): HTMLElement => document.body.querySelector<HTMLElement>('[role="dialog"]')!;
const section = (): HTMLElement | null => drawer().querySelector('[data-cart-checkout-section]');
const payButton = (): HTMLButtonElement => drawer().querySelector<HTMLButtonElement>('[data-checkout-pay]')!;
const radios = (): HTMLInputElement[] => [...drawer().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const errorText = (): string | null => drawer().querySelector('[data-checkout-error]')?.textContent ?? null;
const posted = (path: string) => requests.filter((r) => r.method === 'POST' && r.url.split('?')[0] === path);

/** Opens the drawer on these lines and proceeds to checkout, waiting for the section and its methods. */
async function proceed(items: CartItem[] = [line({ quantity: 2 })]): Promise<void> {
  await act(async () => dom.root.render(<CartDrawer showButton={false} corner="bottom-right" />));
  await settle();
  act(() => cartStore.set((state) => ({ ...state, items, updatedAt: Date.now() })));
  act(() => openCart());
  act(() => drawer().querySelector<HTMLButtonElement>('[data-cart-checkout]')!.click());
  // The section's code loads on this first click.
  await vi.waitFor(async () => {
    await settle();
    expect(section()).not.toBeNull();
  });
  await settle();
}

function choose(value: string): void {
  act(() => radios().find((radio) => radio.value === value)!.click());
}

function type(name: string, value: string): void {
  const field = drawer().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  field.value = value;
}

async function submitOffline(): Promise<void> {
  act(() => payButton().click());
  await settle();
}

describe('checkout section: methods and the gate', () => {
  it('says it is loading, then offers the methods with the card chosen', async () => {
    let answer: (response: Response) => void = () => {};
    routes['GET /api/checkout/methods'] = () => new Promise((resolve) => (answer = resolve));
    await proceed();
    expect(section()!.textContent).toContain(LOADING_PAYMENT_METHODS);
    expect(radios()).toHaveLength(0);
    await act(async () => answer(json(ALL_METHODS)));
    await settle();
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ['stripe', true],
      ['paypal', false],
      ['delivery', false],
      ['invoice', false],
    ]);
    expect(drawer().querySelector('legend')!.textContent).toBe('Payment method');
    expect(payButton().textContent).toBe(PAY_WITH_CARD_LABEL);
    choose('paypal');
    expect(payButton().textContent).toBe(PAY_WITH_PAYPAL_LABEL);
  });

  it('chooses the first method offered when the card is not', async () => {
    routes['GET /api/checkout/methods'] = () => json({ methods: [{ value: 'delivery', label: 'Pay on delivery' }, { value: 'invoice', label: 'Pay by invoice' }], currency: 'USD' });
    await proceed();
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ['delivery', true],
      ['invoice', false],
    ]);
    expect(payButton().textContent).toBe(PLACE_ORDER_LABEL);
  });

  it('shows a failed methods load with a way to try again', async () => {
    routes['GET /api/checkout/methods'] = () => json({ error: 'boom' }, 500);
    await proceed();
    expect(section()!.querySelector('[role="alert"]')!.textContent).toBe(PAYMENT_METHODS_FAILED);
    routes['GET /api/checkout/methods'] = () => json(ALL_METHODS);
    const retry = [...section()!.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    act(() => retry.click());
    await settle();
    expect(radios()).toHaveLength(4);
  });

  it('closes when the gate closes: its message replaces the button and shows as the error', async () => {
    await proceed([line()]);
    expect(section()).not.toBeNull();
    act(() => cartStore.set((state) => ({ ...state, items: [line({ priceChanged: true, currentPrice: 25 })], updatedAt: Date.now() })));
    expect(section()).toBeNull();
    const button = drawer().querySelector<HTMLButtonElement>('[data-cart-checkout]')!;
    expect(button.textContent).toBe(priceChangesGateMessage(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(drawer().querySelector('[role="alert"]')!.textContent).toBe(priceChangesGateMessage(1));
  });
});

describe('checkout section: card and PayPal', () => {
  it('reads Processing... while the session is made, sends the lines as checkout items and goes to the hosted page', async () => {
    let answer: (response: Response) => void = () => {};
    routes['POST /api/cart/stripe-checkout'] = () => new Promise((resolve) => (answer = resolve));
    await proceed([line({ quantity: 2, color: { value: 'red', label: 'Red' }, size: 'M' })]);
    // A double click, both before any re-render.
    act(() => {
      payButton().click();
      payButton().click();
    });
    await settle();
    expect(payButton().textContent).toBe(PROCESSING_LABEL);
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    act(() => payButton().click());
    expect(posted('/api/cart/stripe-checkout')).toHaveLength(1);
    expect(posted('/api/cart/stripe-checkout')[0]!.body).toEqual({
      items: [{ productId: 'p1', collection: 'products', quantity: 2, color: 'red', size: 'M', name: 'Shirt', price: 20, image: '/shirt.jpg' }],
      saveActivity: true,
      siteId: null,
    });
    await act(async () => answer(json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1', publishableKey: 'pk', orderReference: 'SW-2345678923' })));
    await settle();
    expect(assigned).toEqual(['https://pay.example/cs_1']);
    expect(payButton().textContent).toBe(PROCESSING_LABEL);

    // Back from the provider's page, restored as it was left: the shopper can pay again.
    act(() => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(payButton().textContent).toBe(PAY_WITH_CARD_LABEL);
    expect(payButton().getAttribute('aria-disabled')).toBe('false');
  });

  it.each([
    ['the server error text', () => json({ error: 'Only 1 of Shirt left in stock.' }, 409), 'Only 1 of Shirt left in stock.'],
    ['a failed session without text', () => json({}, 502), CHECKOUT_SESSION_FAILED],
    ['no session id', () => json({ url: 'https://pay.example/x' }), NO_SESSION_ID],
    ['a session without a page to go to', () => json({ sessionId: 'cs_1' }), STRIPE_CHECKOUT_ERROR],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), CHECKOUT_ERROR],
  ] as const)('card: shows %s and lets the shopper try again', async (_, answer, message) => {
    routes['POST /api/cart/stripe-checkout'] = answer;
    await proceed();
    act(() => payButton().click());
    await settle();
    expect(errorText()).toBe(message);
    expect(payButton().textContent).toBe(PAY_WITH_CARD_LABEL);
    expect(payButton().getAttribute('aria-describedby')).toBe(drawer().querySelector('[data-checkout-error]')!.id);
    expect(assigned).toEqual([]);
  });

  it('PayPal: sends the total and goes to the approval page; failures read as spec 3 §8 says', async () => {
    routes['POST /api/cart/paypal-checkout'] = () => json({}, 500);
    await proceed([line({ quantity: 2 })]);
    choose('paypal');
    act(() => payButton().click());
    await settle();
    expect(errorText()).toBe(PAYPAL_ORDER_FAILED);
    expect(posted('/api/cart/paypal-checkout')[0]!.body).toMatchObject({ total: 40, saveActivity: true, siteId: null });

    routes['POST /api/cart/paypal-checkout'] = () => Promise.reject(new TypeError('offline'));
    act(() => payButton().click());
    await settle();
    expect(errorText()).toBe(PAYPAL_CHECKOUT_ERROR);

    routes['POST /api/cart/paypal-checkout'] = () => json({ orderID: 'PP-1', sessionToken: 'tok', approveUrl: 'https://paypal.example/approve?token=PP-1' });
    act(() => payButton().click());
    await settle();
    expect(assigned).toEqual(['https://paypal.example/approve?token=PP-1']);
  });
});

describe('checkout section: saving the cart first', () => {
  it('saves a signed-in cart before asking for a session, and a failed save does not stop checkout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    spies.push(warn);
    routes['POST /api/cart'] = () => json({ error: 'down' }, 500);
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1' });
    await proceed();
    act(() => cartStore.set((state) => ({ ...state, auth: 'signed-in' })));
    requests = [];
    act(() => payButton().click());
    await settle();
    const order = requests.filter((r) => r.method === 'POST').map((r) => r.url.split('?')[0]);
    expect(order).toEqual(['/api/cart', '/api/cart/stripe-checkout']);
    expect(posted('/api/cart')[0]!.body).toMatchObject({ items: [expect.objectContaining({ id: 'p1', quantity: 2 })] });
    expect(warn).toHaveBeenCalled();
    expect(assigned).toEqual(['https://pay.example/cs_1']);
  });

  it('does not save an anonymous cart to the server', async () => {
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1' });
    await proceed();
    act(() => payButton().click());
    await settle();
    expect(posted('/api/cart')).toHaveLength(0);
    expect(assigned).toEqual(['https://pay.example/cs_1']);
  });
});

describe('checkout section: offline methods', () => {
  it('checks the form before sending: name, a valid email and an address, each at its field', async () => {
    await proceed();
    choose('delivery');
    expect(payButton().textContent).toBe(PLACE_ORDER_LABEL);
    type('email', 'nope');
    await submitOffline();
    const errorOf = (field: string) => drawer().querySelector(`[data-checkout-field-error="${field}"]`)?.textContent;
    expect(errorOf('name')).toBe(CUSTOMER_NAME_REQUIRED);
    expect(errorOf('email')).toBe(CUSTOMER_EMAIL_INVALID);
    expect(errorOf('address')).toBe(CUSTOMER_ADDRESS_REQUIRED);
    const name = drawer().querySelector<HTMLInputElement>('[name="name"]')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(CUSTOMER_NAME_REQUIRED);
    expect(document.activeElement).toBe(name);
    expect(posted('/api/cart/offline-checkout')).toHaveLength(0);
  });

  it("sends the buyer and the lines, shows the server's field errors, then goes to the success page", async () => {
    routes['POST /api/cart/offline-checkout'] = () => json({ error: 'Check the form.', validationErrors: { address: ['We do not deliver there.'] } }, 400);
    await proceed();
    choose('invoice');
    type('name', ' Ada ');
    type('email', 'Ada@Example.com');
    type('address', '1 Far Island');
    await submitOffline();
    expect(posted('/api/cart/offline-checkout')[0]!.body).toEqual({
      items: [expect.objectContaining({ productId: 'p1', quantity: 2 })],
      siteId: null,
      method: 'invoice',
      customer: { name: 'Ada', email: 'ada@example.com', address: '1 Far Island', phone: null },
    });
    expect(drawer().querySelector('[data-checkout-field-error="address"]')!.textContent).toBe('We do not deliver there.');
    expect(errorText()).toBe('Check the form.');

    routes['POST /api/cart/offline-checkout'] = () => json({ orderReference: 'SW-2345678923', sessionToken: 'tok', successUrl: '/checkout/success?order=tok' }, 201);
    type('address', '1 Long Road, Town');
    await submitOffline();
    expect(assigned).toEqual(['/checkout/success?order=tok']);
  });

  it("prefills a signed-in buyer's name and email", async () => {
    sessionStore.set({ status: 'authenticated', user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    await proceed();
    choose('delivery');
    await settle();
    expect(drawer().querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ada Lovelace');
    expect(drawer().querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('ada@example.com');
    expect(drawer().querySelector<HTMLInputElement>('[name="phone"]')!.value).toBe('');
  });
});
