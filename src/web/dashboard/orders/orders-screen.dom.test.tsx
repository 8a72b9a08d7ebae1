// @vitest-environment happy-dom
import { ownerCreditNotePath } from '#core/paths/invoices.ts';
import { PAGER_NEXT } from '#core/ui/messages.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderStatus } from '#core/checkout/order.ts';
import { ORDERS_SCREEN_MESSAGES as M, OWNER_ACTION_LABELS, RESTOCK_LABEL, orderApi, orderRestockApi, orderStatusApi } from '#core/checkout/orders-dashboard.ts';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { REFUND_AMOUNT_INVALID, REFUND_LABELS, REFUND_TOO_LARGE, orderRefundApi } from '#core/checkout/refunds.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { button, choose, click, dialog, dialogTitle, renderServed, type serveFetch, json, queryButton, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { OrdersScreen } from './orders-screen.tsx';
import type { OwnerOrderRow } from './orders-requests.ts';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => vi.clearAllMocks());

const lines = [
  { productId: 'p1', collection: 'products', name: 'Linen shirt', image: null, color: 'red', size: 'm', colorLabel: 'Red', sizeLabel: 'M', quantity: 2, unitCents: 2500, lineCents: 5000 },
  { productId: 'p2', collection: 'products', name: 'Cap', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 1, unitCents: 1250, lineCents: 1250 },
];

const row = (overrides: Partial<OwnerOrderRow> = {}): OwnerOrderRow => ({
  id: 'o1',
  reference: 'SW-ABCDEFGHJK',
  invoiceNumber: null,
  status: 'pending',
  method: 'delivery',
  lines,
  subtotalCents: 6250,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  taxIncluded: false,
  discountCode: null,
  shippingName: null,
  totalCents: 6250,
  refundedCents: 0,
  currency: 'USD',
  email: 'ada@buyer.test',
  address: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  customerName: 'Ada Lovelace',
  ...overrides,
});

const detail = (status: OrderStatus, ownerTransitions: OrderStatus[], history: OrderDetail['history'], mayRefund = true): OrderDetail => ({
  ...row({ status }),
  refunds: [],
  refundableCents: ['paid', 'fulfilled', 'partially_refunded'].includes(status) ? 6250 : 0,
  mayRefund,
  customer: { name: 'Ada Lovelace', email: 'ada@buyer.test', address: '1 Analytical Row\nLondon', phone: '+44 1' },
  providerRef: null,
  providerPaymentRef: null,
  history,
  ownerTransitions,
  canRestock: false,
  privateNote: null,
});

const placed = { fromStatus: null, toStatus: 'pending' as const, source: 'checkout' as const, note: null, actorName: null, createdAt: '2026-11-22T10:00:00.000Z' };
const list = (query: string) => `GET /api/orders?siteId=acme${query}`;
const FIRST = list('&page=0&limit=20');

const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    routes,
    <ConfirmDialogProvider>
      <OrdersScreen siteId="acme" heading="Acme: orders" />
    </ConfirmDialogProvider>,
  );

const page = (orders: OwnerOrderRow[], total = orders.length) => ({ orders, total, page: 0, limit: 20 });
const urls = (fetcher: ReturnType<typeof serveFetch>) => fetcher.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const statusSelect = () => dom.container.querySelector<HTMLSelectElement>('select[name="status"]')!;
const searchBox = () => dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;

describe('OrdersScreen', () => {
  it('lists orders with their reference, customer, item count, total, payment and status', async () => {
    await render({ [FIRST]: () => json(200, page([row()])) });
    const cells = [...dom.container.querySelectorAll('tbody tr td')].map((cell) => cell.textContent);
    expect(cells[0]).toBe('SW-ABCDEFGHJK');
    expect(cells[2]).toBe('Ada Lovelaceada@buyer.test');
    expect(cells.slice(3)).toEqual(['3', '$62.50', 'Pay on delivery', 'Pending']);
  });

  it('says when there are no orders yet, and when none match the filters', async () => {
    await render({ [FIRST]: () => json(200, page([])), [list('&status=paid&page=0&limit=20')]: () => json(200, page([])) });
    expect(dom.container.textContent).toContain(M.empty);
    await choose(statusSelect(), 'paid');
    await settle();
    expect(dom.container.textContent).toContain(M.noMatch);
    await click(button(M.clearFilters));
    await settle();
    expect(statusSelect().value).toBe('');
    expect(dom.container.textContent).toContain(M.empty);
  });

  it('shows a failed load with the server’s message and loads again on Retry', async () => {
    let calls = 0;
    await render({ [FIRST]: () => (++calls === 1 ? json(403, { error: 'Forbidden' }) : json(200, page([row()]))) });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('Forbidden');
    await click(button('Retry'));
    await settle();
    expect(dom.container.querySelector('tbody')?.textContent).toContain('SW-ABCDEFGHJK');
  });

  it('sends the status filter, the search once typing stops, and the page, starting again on page 1 when a filter changes', async () => {
    const fetcher = await render({
      [FIRST]: () => json(200, page([row()], 45)),
      [list('&page=1&limit=20')]: () => json(200, { ...page([row({ id: 'o2', reference: 'SW-PAGETWO222' })], 45), page: 1 }),
      [list('&status=fulfilled&page=0&limit=20')]: () => json(200, page([row({ status: 'fulfilled' })])),
      [list('&status=fulfilled&q=ada%40buyer.test&page=0&limit=20')]: () => json(200, page([row({ status: 'fulfilled' })])),
    });
    expect(dom.container.textContent).toContain('Page 1 of 3');
    await click(button(PAGER_NEXT));
    await settle();
    expect(dom.container.querySelector('tbody')?.textContent).toContain('SW-PAGETWO222');

    await choose(statusSelect(), 'fulfilled');
    await settle();
    expect(urls(fetcher).at(-1)).toBe(list('&status=fulfilled&page=0&limit=20'));

    await typeInto(searchBox(), 'ada');
    await typeInto(searchBox(), ' ada@buyer.test ');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    await settle();
    // One request for the whole typing, with the trimmed text.
    expect(urls(fetcher).filter((url) => url.includes('q='))).toEqual([list('&status=fulfilled&q=ada%40buyer.test&page=0&limit=20')]);
    expect(dom.container.querySelector('tbody')?.textContent).toContain('Fulfilled');
  });

  it('opens an order with its lines, customer and history, offering only the allowed changes', async () => {
    await render({
      [FIRST]: () => json(200, page([row()])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: detail('pending', ['paid', 'fulfilled', 'cancelled'], [placed]) }),
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    expect(dialogTitle()).toBe('Order SW-ABCDEFGHJK');
    const text = dialog().textContent;
    expect(text).toContain('Linen shirt');
    expect(text).toContain('Red / M');
    expect(text).toContain('2 × $25.00');
    expect(text).toContain('$62.50');
    expect(text).toContain('1 Analytical Row');
    expect(text).toContain('+44 1');
    expect(dialog().querySelector('[data-order-history]')?.textContent).toContain('Pending · Checkout');
    expect([...dialog().querySelectorAll('[role="group"] button')].map((b) => b.textContent)).toEqual([
      OWNER_ACTION_LABELS.paid,
      OWNER_ACTION_LABELS.fulfilled,
      OWNER_ACTION_LABELS.cancelled,
      M.close,
    ]);
    expect(queryButton(OWNER_ACTION_LABELS.refunded, dialog())).toBeUndefined();
  });

  it('marks an order fulfilled with a note, toasts, shows the new history and refetches the list', async () => {
    let status: OrderStatus = 'pending';
    const fulfilled = { fromStatus: 'pending' as const, toStatus: 'fulfilled' as const, source: 'owner' as const, note: 'Left with the neighbour', actorName: 'Owner Olga', createdAt: '2026-11-22T12:00:00.000Z' };
    const fetcher = await render({
      [FIRST]: () => json(200, page([row({ status })])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: status === 'pending' ? detail('pending', ['paid', 'fulfilled', 'cancelled'], [placed]) : detail('fulfilled', [], [placed, fulfilled]) }),
      [`POST ${orderStatusApi('o1')}`]: () => {
        status = 'fulfilled';
        return json(200, { order: detail('fulfilled', [], [placed, fulfilled]) });
      },
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    await typeInto(dialog().querySelector('textarea[name="note"]')!, '  Left with the neighbour ');
    await typeInto(dialog().querySelector('input[name="carrier"]')!, ' DHL ');
    const listLoads = urls(fetcher).filter((url) => url === FIRST).length;
    await click(button(OWNER_ACTION_LABELS.fulfilled, dialog()));
    await settle();

    const post = fetcher.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ status: 'fulfilled', note: 'Left with the neighbour', carrier: 'DHL' });
    expect(notify.success).toHaveBeenCalledWith('Order SW-ABCDEFGHJK: Fulfilled');
    expect(dialog().querySelector('[data-order-status]')?.textContent).toBe('Fulfilled');
    const history = dialog().querySelector('[data-order-history]')?.textContent;
    expect(history).toContain('Pending → Fulfilled · Dashboard, by Owner Olga');
    expect(history).toContain('Left with the neighbour');
    // No status move is left: a refund (made with its amount) is.
    expect(dialog().textContent).toContain(M.noActions);
    expect(queryButton(REFUND_LABELS.open, dialog())).toBeDefined();
    expect(urls(fetcher).filter((url) => url === FIRST).length).toBe(listLoads + 1);
    expect(dom.container.querySelector('tbody')?.textContent).toContain('Fulfilled');
  });

  it('asks before cancelling, sends nothing when kept, and toasts the server’s refusal', async () => {
    const fetcher = await render({
      [FIRST]: () => json(200, page([row()])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: detail('pending', ['paid', 'fulfilled', 'cancelled'], [placed]) }),
      [`POST ${orderStatusApi('o1')}`]: () => json(409, { error: 'This order cannot be cancelled any more.' }),
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    await click(button(OWNER_ACTION_LABELS.cancelled, dialog()));
    expect(dialog().textContent).toContain('Its items go back into stock.');
    await click(button(M.keepOrder, dialog()));
    expect(fetcher.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await click(button(OWNER_ACTION_LABELS.cancelled, dialog()));
    await click(button(OWNER_ACTION_LABELS.cancelled, dialog()));
    await settle();
    expect(JSON.parse(String(fetcher.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body))).toEqual({ status: 'cancelled' });
    expect(notify.error).toHaveBeenCalledWith('This order cannot be cancelled any more.');
    expect(dialogTitle()).toBe('Order SW-ABCDEFGHJK');
  });

  it('refunds an amount in a dialog of its own (checked before it is sent), with the restock choice and a note, then restocks an order refunded earlier', async () => {
    const refund = { id: 'r1', amountCents: 2000, status: 'succeeded' as const, source: 'owner' as const, provider: null, note: 'Scratched', failure: null, createdAt: '2026-11-22T12:00:00.000Z', creditNoteNumber: 1 };
    const partly: OrderDetail = { ...detail('partially_refunded', ['fulfilled'], [placed]), refundedCents: 2000, refundableCents: 4250, refunds: [refund] };
    const refunded: OrderDetail = { ...detail('refunded', [], [placed]), refundedCents: 6250, refundableCents: 0, canRestock: true, refunds: [refund, { ...refund, id: 'r2', amountCents: 4250, note: null }] };
    let current: OrderDetail = detail('paid', ['fulfilled', 'cancelled'], [placed]);
    let answer = () => json(200, { order: (current = partly) });
    const fetcher = await render({
      [FIRST]: () => json(200, page([row({ status: current.status })])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: current }),
      [`POST ${orderRefundApi(orderApi('o1'))}`]: () => answer(),
      [`POST ${orderRestockApi('o1')}`]: () => json(200, { order: (current = { ...refunded, canRestock: false }) }),
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    expect(queryButton(OWNER_ACTION_LABELS.refunded, dialog())).toBeUndefined();
    await click(button(REFUND_LABELS.open, dialog()));
    expect(dialogTitle()).toBe(REFUND_LABELS.title('SW-ABCDEFGHJK'));
    expect(dialog().textContent).toContain(REFUND_LABELS.channel.recorded);
    const amount = () => dialog().querySelector<HTMLInputElement>('input[name="amount"]')!;
    expect(amount().value).toBe('62.50');

    await typeInto(amount(), '70');
    await click(button(REFUND_LABELS.submit, dialog()));
    expect(dialog().textContent).toContain(REFUND_TOO_LARGE);
    await typeInto(amount(), 'ten');
    await click(button(REFUND_LABELS.submit, dialog()));
    expect(dialog().textContent).toContain(REFUND_AMOUNT_INVALID);
    expect(fetcher.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await typeInto(amount(), '20');
    await click(dialog().querySelector<HTMLInputElement>('input[name="restock"]')!);
    await typeInto(dialog().querySelector('textarea[name="refundNote"]')!, 'Scratched');
    await click(button(REFUND_LABELS.submit, dialog()));
    await settle();
    expect(JSON.parse(String(fetcher.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url) === orderRefundApi(orderApi('o1')))?.[1]?.body))).toEqual({ amountCents: 2000, restock: true, note: 'Scratched' });
    expect(notify.success).toHaveBeenCalledWith(REFUND_LABELS.done('SW-ABCDEFGHJK'));
    expect(dialogTitle()).toBe('Order SW-ABCDEFGHJK');
    expect(dialog().querySelector('[data-order-refunds]')?.textContent).toContain('$20.00 · Refunded');
    expect(dialog().querySelector('[data-order-refunded]')?.textContent).toBe('−$20.00');
    // The succeeded refund's credit note, downloaded from the owners' API (decision 062).
    expect(dialog().querySelector('[data-credit-note="1"]')?.getAttribute('href')).toBe(ownerCreditNotePath('o1', 'r1'));

    // The provider refuses the rest: the owner is told why, the dialog stays open with the amount.
    answer = () => json(502, { error: 'PayPal refused the refund: CAPTURE_FULLY_REFUNDED' });
    await click(button(REFUND_LABELS.open, dialog()));
    expect(amount().value).toBe('42.50');
    await click(button(REFUND_LABELS.submit, dialog()));
    await settle();
    expect(notify.error).toHaveBeenCalledWith('PayPal refused the refund: CAPTURE_FULLY_REFUNDED');
    expect(dialogTitle()).toBe(REFUND_LABELS.title('SW-ABCDEFGHJK'));
    answer = () => json(200, { order: (current = refunded) });
    await click(button(REFUND_LABELS.submit, dialog()));
    await settle();
    expect(queryButton(REFUND_LABELS.open, dialog())).toBeUndefined();

    // Its items are still out; the owner may put them back once.
    await click(button(RESTOCK_LABEL, dialog()));
    await click(button(RESTOCK_LABEL, dialog()));
    await settle();
    expect(urls(fetcher)).toContain(`POST ${orderRestockApi('o1')}`);
    expect(notify.success).toHaveBeenCalledWith('Order SW-ABCDEFGHJK: its items are back in stock');
    expect(queryButton(RESTOCK_LABEL, dialog())).toBeUndefined();
  });

  it('offers no refund to a member the server says may not make one', async () => {
    await render({
      [FIRST]: () => json(200, page([row({ status: 'paid' })])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: detail('paid', ['fulfilled', 'cancelled'], [placed], false) }),
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    expect(queryButton(OWNER_ACTION_LABELS.fulfilled, dialog())).toBeDefined();
    expect(queryButton(REFUND_LABELS.open, dialog())).toBeUndefined();
  });

  it('says when an order allows no further change', async () => {
    await render({
      [FIRST]: () => json(200, page([row({ status: 'cancelled' })])),
      [`GET ${orderApi('o1')}`]: () => json(200, { order: detail('cancelled', [], [placed]) }),
    });
    await click(button('SW-ABCDEFGHJK'));
    await settle();
    expect(dialog().textContent).toContain(M.noActions);
    expect(dialog().querySelector('textarea[name="note"]')).toBeNull();
  });
});
