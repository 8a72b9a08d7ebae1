import { createServer } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from '#server/testing/fake-http.ts';
import { type FakePaypal, startFakePaypal } from '#server/testing/fake-paypal.ts';
import { createPaypalGateway } from './paypal.ts';
import { PAYPAL_NOT_APPROVED } from './port.ts';
import { PaymentProviderError, type PaypalGateway, type PaypalOrderInput } from './port.ts';

const logger = pino({ level: 'silent' });
let fake: FakePaypal;
let gateway: PaypalGateway;

beforeAll(async () => {
  fake = await startFakePaypal();
  gateway = createPaypalGateway({ clientId: 'client-id', clientSecret: 'client-secret', environment: 'sandbox', apiUrl: fake.url, logger });
});

afterAll(async () => {
  await fake.close();
});

let orderCounter = 0;
function input(overrides: Partial<PaypalOrderInput> = {}): PaypalOrderInput {
  orderCounter++;
  return {
    orderId: `00000000-0000-4000-8000-${String(orderCounter).padStart(12, '0')}`,
    orderReference: 'SW-ABCDEFGHJK',
    currency: 'USD',
    lines: [
      { name: 'Linen shirt', unitCents: 4500, quantity: 2, image: null },
      { name: 'Canvas tote', unitCents: 1299, quantity: 1, image: null },
    ],
    totalCents: 10299,
    returnUrl: 'http://shop.test/checkout/paypal/return?order=1',
    cancelUrl: 'http://shop.test/checkout/cancelled',
    ...overrides,
  };
}

/** The buyer on PayPal's page: approve, and where PayPal sends them back. */
async function approveInBrowser(approveUrl: string): Promise<URL> {
  const page = await fetch(approveUrl);
  expect(await page.text()).toMatch(/<button type="submit">Approve<\/button>/);
  const approved = await fetch(approveUrl, { method: 'POST', redirect: 'manual' });
  expect(approved.status).toBe(303);
  return new URL(approved.headers.get('location')!);
}

describe('PayPal gateway: orders', () => {
  it('creates a CAPTURE order with our reference, amount, item total and lines, and the page where the buyer approves', async () => {
    const request = input();
    const order = await gateway.createOrder(request);

    expect(order.approveUrl).toBe(`${fake.url}/approve/${order.id}`);
    const stored = fake.orders.get(order.id)!;
    expect(stored.intent).toBe('CAPTURE');
    expect(stored.returnUrl).toBe(request.returnUrl);
    expect(stored.cancelUrl).toBe(request.cancelUrl);
    expect(stored.purchase_units).toEqual([
      {
        reference_id: request.orderId,
        custom_id: 'SW-ABCDEFGHJK',
        invoice_id: 'SW-ABCDEFGHJK',
        amount: { currency_code: 'USD', value: '102.99', breakdown: { item_total: { currency_code: 'USD', value: '102.99' } } },
        items: [
          { name: 'Linen shirt', unit_amount: { currency_code: 'USD', value: '45.00' }, quantity: '2' },
          { name: 'Canvas tote', unit_amount: { currency_code: 'USD', value: '12.99' }, quantity: '1' },
        ],
      },
    ]);
  });

  it('sends the shipping, added tax and discount in a breakdown that adds up, and PayPal refuses one that does not (decision 066)', async () => {
    // 102.99 − 10.00 + 4.90 shipping + 8.75 tax = 106.64.
    const amounts = { totalCents: 10664, discountCents: 1000, discountCode: 'SAVE', shipping: { name: 'Standard', amountCents: 490 }, addedTaxCents: 875 };
    const order = await gateway.createOrder(input({ totalCents: 10664, amounts }));
    expect(fake.orders.get(order.id)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'USD',
      value: '106.64',
      breakdown: {
        item_total: { currency_code: 'USD', value: '102.99' },
        shipping: { currency_code: 'USD', value: '4.90' },
        tax_total: { currency_code: 'USD', value: '8.75' },
        discount: { currency_code: 'USD', value: '10.00' },
      },
    });
    const wrong = gateway.createOrder(input({ totalCents: 10665, amounts: { ...amounts, totalCents: 10665 } }));
    await expect(wrong).rejects.toThrow(PaymentProviderError);
    await expect(wrong).rejects.toMatchObject({ reason: 'AMOUNT_MISMATCH' });
  });

  it('cuts an item name to the 127 characters PayPal takes', async () => {
    const order = await gateway.createOrder(input({ lines: [{ name: 'x'.repeat(200), unitCents: 500, quantity: 1, image: null }], totalCents: 500 }));
    const items = fake.orders.get(order.id)!.purchase_units[0]!.items as { name: string }[];
    expect(items[0]!.name).toHaveLength(127);
  });

  it('creates one PayPal order per order however often it is asked (PayPal-Request-Id)', async () => {
    const request = input();
    const first = await gateway.createOrder(request);
    const again = await gateway.createOrder(request);
    expect(again.id).toBe(first.id);
  });

  it('turns PayPal refusing the order (a total that is not the lines) into a PaymentProviderError', async () => {
    await expect(gateway.createOrder(input({ totalCents: 100 }))).rejects.toThrow(PaymentProviderError);
    await expect(gateway.createOrder(input({ totalCents: 100 }))).rejects.toThrow(/AMOUNT_MISMATCH/);
  });
});

describe('PayPal gateway: capture', () => {
  it('create, approve on PayPal, capture: completed with the amount and the payer; a second capture is already-captured', async () => {
    const request = input();
    const order = await gateway.createOrder(request);

    const back = await approveInBrowser(order.approveUrl!);
    expect(back.origin + back.pathname).toBe('http://shop.test/checkout/paypal/return');
    expect(back.searchParams.get('order')).toBe('1');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toBeTruthy();

    const capture = await gateway.captureOrder(order.id);
    expect(capture).toEqual({ status: 'completed', captureId: fake.orders.get(order.id)!.captureId, amountCents: 10299, currency: 'USD', payerEmail: 'buyer@example.com' });
    expect(await gateway.captureOrder(order.id)).toEqual({ status: 'already-captured' });
  });

  it('declines a capture the buyer has not approved, and captures once they have', async () => {
    const order = await gateway.createOrder(input());
    expect(await gateway.captureOrder(order.id)).toEqual({ status: 'declined', reason: PAYPAL_NOT_APPROVED });
    fake.approve(order.id, 'grace@example.com');
    expect(await gateway.captureOrder(order.id)).toMatchObject({ status: 'completed', payerEmail: 'grace@example.com' });
  });

  it('declines when PayPal refuses the funding source or declines the capture', async () => {
    const refused = await gateway.createOrder(input());
    fake.approve(refused.id);
    fake.orders.get(refused.id)!.captureOutcome = 'instrument-declined';
    expect(await gateway.captureOrder(refused.id)).toEqual({ status: 'declined', reason: 'INSTRUMENT_DECLINED' });

    const declined = await gateway.createOrder(input());
    fake.approve(declined.id);
    fake.orders.get(declined.id)!.captureOutcome = 'declined';
    expect(await gateway.captureOrder(declined.id)).toEqual({ status: 'declined', reason: 'CAPTURE_DECLINED' });
  });

  it('reports an order PayPal does not know as a PaymentProviderError', async () => {
    await expect(gateway.captureOrder('NOSUCHORDER')).rejects.toThrow(PaymentProviderError);
  });

  it('sends a buyer who cancels on PayPal back to the cancel URL', async () => {
    const order = await gateway.createOrder(input());
    const cancelled = await fetch(`${order.approveUrl}/cancel`, { redirect: 'manual' });
    const back = new URL(cancelled.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://shop.test/checkout/cancelled');
    expect(back.searchParams.get('token')).toBe(order.id);
  });
});

describe('PayPal gateway: unreachable PayPal', () => {
  it('reports a host that does not answer as a PaymentProviderError', async () => {
    const gone = createServer();
    const url = await listen(gone);
    await closeServer(gone);
    const unreachable = createPaypalGateway({ clientId: 'id', clientSecret: 'secret', environment: 'sandbox', apiUrl: url, logger });
    await expect(unreachable.createOrder(input())).rejects.toThrow(PaymentProviderError);
    await expect(unreachable.captureOrder('ANY')).rejects.toThrow(PaymentProviderError);
  });
});
