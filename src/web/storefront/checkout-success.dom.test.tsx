// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import { ORDER_THANK_YOU, orderPlacedMessage } from '#core/checkout/messages.ts';
import type { OrderSummary } from '#core/checkout/order.ts';
import { ORDER_NOT_FOUND_TEXT, PAYMENT_CONFIRMING, PENDING_POLL_MS } from '#core/checkout/page-messages.ts';
import { CHECKOUT_CLEARED_STORAGE_KEY } from '#core/constants.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, resetCartForTests, startCart } from './cart-store.ts';
import { CheckoutSuccess } from './checkout-success.tsx';

const dom = setUpDomRoot();

let order: (OrderSummary & { siteId: string | null; homeUrl: string }) | null;
let orderReads = 0;
let cartSaves: unknown[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function anOrder(overrides: Partial<OrderSummary> = {}): OrderSummary & { siteId: string | null; homeUrl: string } {
  return {
    id: 'o1',
    reference: 'SW-23456789AB',
    invoiceNumber: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    status: 'paid',
    method: 'stripe',
    lines: [
      { productId: 'p1', collection: 'products', name: 'Shirt', image: null, color: 'red', size: 'm', colorLabel: 'Red', sizeLabel: 'M', quantity: 2, unitCents: 2000, lineCents: 4000 },
    ],
    subtotalCents: 4000,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    taxIncluded: false,
    discountCode: null,
    shippingName: null,
    totalCents: 4000,
    refundedCents: 0,
    currency: 'USD',
    email: 'ada@example.com',
    address: null,
    createdAt: '2026-11-23T04:00:00.000Z',
    siteId: 'demo',
    homeUrl: '/site-demo',
    ...overrides,
  };
}

beforeEach(() => {
  order = anOrder();
  orderReads = 0;
  cartSaves = [];
  localStorage.clear();
  resetCartForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/checkout/order?token=')) {
        orderReads += 1;
        return order && url.endsWith('=tok-1') ? json({ order }) : json({ error: 'Order not found.' }, 404);
      }
      if (url === '/api/auth/get-session') return json({ user: { name: 'Ada', email: 'ada@example.com' } });
      if (url.startsWith('/api/cart')) {
        if (init?.method === 'POST') {
          cartSaves.push(JSON.parse(String(init.body)));
          return json({ items: [] });
        }
        return json({ items: [line({ addedAt: Date.now() })] });
      }
      return json({ error: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  resetCartForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function render(token: string | null): Promise<void> {
  await act(async () => dom.root.render(<CheckoutSuccess token={token} homeFallback="/" />));
  await settle();
}

describe('checkout success page', () => {
  it('thanks the buyer and shows the reference, lines, total, status, method and the way back', async () => {
    await render('tok-1');
    const text = dom.container.textContent ?? '';
    expect(dom.container.querySelector('h1')!.textContent).toBe(ORDER_THANK_YOU);
    expect(text).toContain(orderPlacedMessage('SW-23456789AB'));
    expect(dom.container.querySelector('[data-order-total]')!.textContent).toBe('$40.00');
    expect(dom.container.querySelector('[data-order-status]')!.textContent).toBe('Paid');
    expect(text).toContain('Credit Card');
    expect(dom.container.querySelector('[data-order-line]')!.textContent).toContain('Shirt');
    expect(dom.container.querySelector('[data-order-line]')!.textContent).toContain('Red / M');
    const back = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'Continue shopping')!;
    expect(back.getAttribute('href')).toBe('/site-demo');
  });

  it('breaks the total down into subtotal, discount with its code, shipping with its rate and tax; an order without them shows no breakdown', async () => {
    await render('tok-1');
    expect(dom.container.querySelector('[data-order-breakdown]')).toBeNull();
    order = anOrder({ subtotalCents: 4000, discountCents: 400, discountCode: 'SAVE10', shippingCents: 495, shippingName: 'Standard', taxCents: 720, totalCents: 4815 });
    await act(async () => dom.root.render(<></>));
    await render('tok-1');
    const rows = [...dom.container.querySelectorAll('[data-breakdown-row]')].map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$40.00', 'Discount (SAVE10)\u2212$4.00', 'Shipping (Standard)$4.95', 'Tax$7.20', 'Total$48.15']);
    expect(dom.container.querySelector('[data-order-total]')!.textContent).toBe('$48.15');
  });

  it('says how much of an inclusive order’s total is VAT instead of adding it', async () => {
    order = anOrder({ subtotalCents: 4000, shippingCents: 0, shippingName: 'Local pickup', taxCents: 639, taxIncluded: true, totalCents: 4000 });
    await render('tok-1');
    const rows = [...dom.container.querySelectorAll('[data-breakdown-row]')].map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$40.00', 'Shipping (Local pickup)Free', 'Total$40.00', 'incl. VAT$6.39']);
  });

  it('shows the total and lines in the order’s currency for the shop’s language (decision 060)', async () => {
    order = anOrder({ currency: 'JPY', totalCents: 2400, subtotalCents: 2400, lines: [{ ...anOrder().lines[0]!, unitCents: 1200, lineCents: 2400 }] });
    await act(async () => dom.root.render(<CheckoutSuccess token="tok-1" homeFallback="/" language="ja" />));
    await settle();
    expect(dom.container.querySelector('[data-order-total]')!.textContent).toBe('￥2,400');
    expect(dom.container.querySelector('[data-order-line]')!.textContent).toContain('￥2,400');
  });

  it("clears that site's cart once, the server's too when signed in, and not again on a second visit", async () => {
    await render('tok-1');
    expect(cartStore.get().items).toEqual([]);
    expect(cartSaves).toEqual([{ items: [] }]);
    expect(JSON.parse(localStorage.getItem(CHECKOUT_CLEARED_STORAGE_KEY)!)).toEqual(['tok-1']);

    // Later the buyer has a new cart and opens the same success page again.
    await act(async () => dom.root.render(<></>));
    resetCartForTests();
    await act(async () => startCart('demo'));
    expect(cartStore.get().items).toHaveLength(1);
    await act(async () => dom.root.render(<CheckoutSuccess key="again" token="tok-1" homeFallback="/" />));
    await settle();
    expect(dom.container.querySelector('[data-order-reference]')!.textContent).toBe('SW-23456789AB');
    expect(cartStore.get().items).toHaveLength(1);
    expect(cartSaves).toHaveLength(1);
  });

  it('shows the carrier and tracking number once the owner fulfilled the order, and no tracking before', async () => {
    await render('tok-1');
    expect(dom.container.querySelector('[data-order-tracking]')).toBeNull();
    await act(async () => dom.root.render(<></>));
    order = anOrder({ status: 'fulfilled', carrier: 'DHL', trackingNumber: 'JD0146000099' });
    await render('tok-1');
    expect(dom.container.querySelector('[data-order-tracking]')!.textContent).toBe('DHL, tracking number JD0146000099');
    expect(dom.container.querySelector('[data-order-status]')!.textContent).toBe('Fulfilled');
    expect(dom.container.querySelector('[data-order-tracking-url]')).toBeNull();
    // With the carrier's page the owner gave: a link to it, opened apart from the shop.
    await act(async () => dom.root.render(<></>));
    order = anOrder({ status: 'fulfilled', carrier: 'DHL', trackingNumber: 'JD0146000099', trackingUrl: 'https://track.example/JD0146000099' });
    await render('tok-1');
    const link = dom.container.querySelector<HTMLAnchorElement>('a[data-order-tracking-url]')!;
    expect(link.href).toBe('https://track.example/JD0146000099');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Track the parcel (https://track.example/JD0146000099)');
  });

  it('keeps the cart of a cancelled order', async () => {
    order = anOrder({ status: 'cancelled' });
    await render('tok-1');
    expect(cartSaves).toEqual([]);
    expect(localStorage.getItem(CHECKOUT_CLEARED_STORAGE_KEY)).toBeNull();
  });

  it('re-reads a card order while its payment is pending, and stops once it is paid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    order = anOrder({ status: 'pending' });
    await act(async () => {
      dom.root.render(<CheckoutSuccess token="tok-1" homeFallback="/" />);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(dom.container.textContent).toContain(PAYMENT_CONFIRMING);
    expect(dom.container.querySelector('[data-order-status]')!.textContent).toBe('Pending');
    expect(orderReads).toBe(1);
    order = anOrder({ status: 'paid' });
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_POLL_MS + 10));
    expect(orderReads).toBe(2);
    expect(dom.container.querySelector('[data-order-status]')!.textContent).toBe('Paid');
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3));
    expect(orderReads).toBe(2);
  });

  it('says clearly when the token names no order', async () => {
    await render('unknown');
    expect(dom.container.querySelector('[data-order-not-found]')!.textContent).toBe(ORDER_NOT_FOUND_TEXT);
    expect(cartSaves).toEqual([]);
  });
});
