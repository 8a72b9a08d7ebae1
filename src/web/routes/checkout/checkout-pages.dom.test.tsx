// @vitest-environment happy-dom
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYPAL_CAPTURE_FAILED, PAYPAL_GENERIC_ERROR, PAYMENT_PROCESSING_ERROR } from '#core/checkout/messages.ts';
import { PAYMENT_CANCELLED_TEXT, PAYPAL_COMPLETING } from '#core/checkout/page-messages.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import CheckoutCancelled from './cancelled.tsx';
import PayPalReturn from './paypal-return.tsx';

const dom = setUpDomRoot();

let requests: { url: string; body: unknown }[] = [];
let answer: (url: string) => Response | Promise<Response>;
let replaced: string[] = [];
let spies: { mockRestore: () => void }[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests = [];
  replaced = [];
  answer = () => json({ error: 'Not found' }, 404);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      requests.push({ url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      return answer(String(input));
    }),
  );
  spies = [vi.spyOn(leavePage, 'replace').mockImplementation((url: string) => void replaced.push(url))];
});

afterEach(() => {
  spies.forEach((spy) => spy.mockRestore());
  vi.unstubAllGlobals();
});

async function open(path: string): Promise<void> {
  const Stub = createRoutesStub([
    { path: '/checkout/paypal-return', Component: PayPalReturn },
    { path: '/:siteSlug/checkout/paypal-return', Component: PayPalReturn },
    { path: '/:siteSlug/checkout/cancelled', Component: CheckoutCancelled },
  ]);
  await act(async () => dom.root.render(<Stub initialEntries={[path]} />));
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const text = () => dom.container.textContent ?? '';

describe('PayPal return page', () => {
  it('captures once with the order id and session, then replaces itself with the success page of the same site', async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    await open('/site-demo/checkout/paypal-return?session=tok-1&token=PP-9');
    expect(text()).toContain(PAYPAL_COMPLETING);
    expect(requests).toEqual([{ url: '/api/cart/paypal-capture', body: { orderID: 'PP-9', sessionToken: 'tok-1' } }]);
    await act(async () => release(json({ sessionToken: 'tok-1', orderReference: 'SW-23456789AB' })));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(replaced).toEqual(['/site-demo/checkout/success?paypal_session=tok-1']);
  });

  it.each([
    ["the server's error text", () => json({ error: 'The payment was declined.' }, 422), 'The payment was declined.'],
    ['a failed capture without text', () => json({}, 500), PAYPAL_CAPTURE_FAILED],
    ['no answer', () => Promise.reject(new TypeError('offline')), PAYMENT_PROCESSING_ERROR],
  ] as const)('shows %s with a way back to the shop', async (_, reply, message) => {
    answer = reply;
    await open('/checkout/paypal-return?session=tok-1&token=PP-9');
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(message);
    expect([...dom.container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(replaced).toEqual([]);
  });

  it('says something went wrong without asking the server when PayPal sent no order', async () => {
    await open('/checkout/paypal-return?session=tok-1');
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(PAYPAL_GENERIC_ERROR);
    expect(requests).toEqual([]);
  });
});

describe('checkout cancelled page', () => {
  it('cancels the pending order and says the cart is kept, linking back to the shop', async () => {
    answer = () => json({ order: { reference: 'SW-23456789AB', status: 'cancelled', homeUrl: '/site-demo' } });
    await open('/site-demo/checkout/cancelled?order=tok-1');
    expect(requests).toEqual([{ url: '/api/checkout/cancel', body: { token: 'tok-1' } }]);
    expect(text()).toContain(PAYMENT_CANCELLED_TEXT);
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/site-demo');
  });

  it('still tells the buyer the payment was cancelled when the cancel call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    spies.push(warn);
    answer = () => json({ error: 'Order not found.' }, 404);
    await open('/site-demo/checkout/cancelled?order=tok-1');
    expect(text()).toContain(PAYMENT_CANCELLED_TEXT);
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/site-demo');
    expect(warn).toHaveBeenCalled();
  });
});
