// @vitest-environment happy-dom
import { accountInvoicePath } from '#core/paths/invoices.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ORDERS_YET, ORDERS_LOAD_FAILED } from '#core/checkout/page-messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { AccountOrders, type AccountOrder } from './account-orders.tsx';

const dom = setUpDomRoot();
let answer: () => Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const order = (reference: string, overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id: reference,
  reference,
  invoiceNumber: null,
  status: 'fulfilled',
  method: 'delivery',
  lines: [{ productId: 'p1', collection: 'products', name: 'Mug', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 3, unitCents: 1250, lineCents: 3750 }],
  subtotalCents: 3750,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  taxIncluded: false,
  discountCode: null,
  shippingName: null,
  totalCents: 3750,
  refundedCents: 0,
  currency: 'USD',
  email: 'ada@example.com',
  address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' },
  createdAt: '2026-11-20T10:00:00.000Z',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  siteTitle: 'Demo Shop',
  ...overrides,
});

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
});
afterEach(() => vi.unstubAllGlobals());

async function render(shop: NonNullable<Parameters<typeof AccountOrders>[0]>['shop'] = null): Promise<void> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <AccountOrders shop={shop} />
      </QueryClientProvider>,
    ),
  );
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the buyer’s orders', () => {
  it('lists each order with its reference, date, status, method, total and lines, as the server orders them', async () => {
    answer = () => json({ orders: [order('SW-BBBBBBBBBB', { status: 'paid', method: 'stripe', invoiceNumber: 7 }), order('SW-AAAAAAAAAA')] });
    await render();
    const cards = [...dom.container.querySelectorAll('[data-account-order]')];
    expect(cards.map((card) => card.getAttribute('data-account-order'))).toEqual(['SW-BBBBBBBBBB', 'SW-AAAAAAAAAA']);
    const first = cards[0]!.textContent ?? '';
    expect(first).toContain('Nov 20, 2026');
    expect(first).toContain('Paid');
    expect(first).toContain('Credit Card');
    expect(first).toContain('$37.50');
    expect(first).toContain('Mug');
    expect(first).toContain('Demo Shop');
    expect(cards[1]!.textContent).toContain('Fulfilled');
    // A paid order's invoice (decision 062); an order without one has no link.
    expect(cards[0]!.querySelector('[data-account-invoice]')?.getAttribute('href')).toBe(accountInvoicePath('SW-BBBBBBBBBB'));
    expect(cards[1]!.querySelector('[data-account-invoice]')).toBeNull();
  });

  it('breaks an order with a discount, shipping and tax down as the success page does; older orders show their total alone', async () => {
    answer = () =>
      json({
        orders: [
          order('SW-EEEEEEEEEE', { subtotalCents: 3750, discountCents: 375, discountCode: 'MUGS10', shippingCents: 500, shippingName: 'Standard', taxCents: 364, totalCents: 4239 }),
          order('SW-FFFFFFFFFF'),
        ],
      });
    await render();
    const [adjusted, older] = [...dom.container.querySelectorAll('[data-account-order]')];
    const rows = [...adjusted!.querySelectorAll('[data-breakdown-row]')].map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$37.50', 'Discount (MUGS10)\u2212$3.75', 'Shipping (Standard)$5.00', 'Tax$3.64', 'Total$42.39']);
    expect(adjusted!.querySelector('[data-order-breakdown]')!.getAttribute('aria-label')).toBe('Price breakdown: SW-EEEEEEEEEE');
    expect(older!.querySelector('[data-order-breakdown]')).toBeNull();
  });

  it('shows each order in its own currency, for the shop’s language (decision 060)', async () => {
    const yen = { unitCents: 1200, lineCents: 3600 };
    answer = () =>
      json({
        orders: [
          order('SW-CCCCCCCCCC', { currency: 'JPY', totalCents: 3600, subtotalCents: 3600, lines: [{ ...order('x').lines[0]!, ...yen }] }),
          order('SW-DDDDDDDDDD', { currency: 'EUR' }),
        ],
      });
    await render({ uniqueId: 'tea', home: '/site-tea', language: 'de' });
    const cards = [...dom.container.querySelectorAll('[data-account-order]')].map((card) => (card.textContent ?? '').replace(/\u00a0/g, ' '));
    expect(cards[0]).toContain('3.600 ¥');
    expect(cards[0]).not.toContain('36,00');
    expect(cards[1]).toContain('37,50 €');
  });

  it('has an empty state with a way home, and says when the list cannot be read', async () => {
    answer = () => json({ orders: [] });
    await render();
    expect(dom.container.textContent).toContain(NO_ORDERS_YET);
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/');

    answer = () => json({ error: 'boom' }, 500);
    await act(async () => dom.root.render(<></>));
    await render();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(ORDERS_LOAD_FAILED);
  });
});
