// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import { ADDRESS_MESSAGES } from '#core/checkout/postal-address.ts';
import {
  CHECKOUT_ERROR,
  CHECKOUT_SESSION_FAILED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_NAME_REQUIRED,
  NO_SESSION_ID,
  PAY_WITH_CARD_LABEL,
  PAYPAL_CHECKOUT_ERROR,
  PAYPAL_ORDER_FAILED,
  PLACE_ORDER_LABEL,
  PROCESSING_LABEL,
  STRIPE_CHECKOUT_ERROR,
} from '#core/checkout/messages.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { assigned, choose, drawer, errorText, json, payButton, posted, proceed, routes, settle, setUpCheckoutSection, submitOffline, type } from './checkout-section-kit.tsx';

setUpCheckoutSection();

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

describe('checkout section: offline methods', () => {
  it('checks the form before sending: name, a valid email, each part of the address and a phone, each at its field', async () => {
    await proceed();
    choose('delivery');
    expect(payButton().textContent).toBe(PLACE_ORDER_LABEL);
    type('email', 'nope');
    await submitOffline();
    const errorOf = (field: string) => drawer().querySelector(`[data-checkout-field-error="${field}"]`)?.textContent;
    expect(errorOf('name')).toBe(CUSTOMER_NAME_REQUIRED);
    expect(errorOf('email')).toBe(CUSTOMER_EMAIL_INVALID);
    expect(errorOf('line1')).toBe(ADDRESS_MESSAGES.line1);
    expect(errorOf('line2')).toBeUndefined();
    expect(errorOf('city')).toBe(ADDRESS_MESSAGES.city);
    expect(errorOf('postalCode')).toBe(ADDRESS_MESSAGES.postalCode);
    expect(errorOf('country')).toBe(ADDRESS_MESSAGES.country);
    expect(errorOf('phone')).toBe(ADDRESS_MESSAGES.phone);
    const name = drawer().querySelector<HTMLInputElement>('[name="name"]')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(CUSTOMER_NAME_REQUIRED);
    expect(document.activeElement).toBe(name);
    expect(posted('/api/cart/offline-checkout')).toHaveLength(0);
  });

  it("sends the buyer and the lines, shows the server's field errors, then goes to the success page", async () => {
    routes['POST /api/cart/offline-checkout'] = () => json({ error: 'Check the form.', validationErrors: { postalCode: ['We do not deliver there.'] } }, 400);
    await proceed();
    choose('invoice');
    type('name', ' Ada ');
    type('email', 'Ada@Example.com');
    type('line1', '1 Far Island');
    type('city', 'Port Town');
    type('postalCode', 'zz 99');
    type('country', 'IE');
    type('phone', '+353 1 234 5678');
    await submitOffline();
    expect(posted('/api/cart/offline-checkout')[0]!.body).toEqual({
      items: [expect.objectContaining({ productId: 'p1', quantity: 2 })],
      siteId: null,
      method: 'invoice',
      // customer.country beside the address, as every method's body carries it (issue 26).
      customer: { name: 'Ada', email: 'ada@example.com', address: { line1: '1 Far Island', line2: null, city: 'Port Town', postalCode: 'ZZ 99', country: 'IE' }, phone: '+353 1 234 5678', country: 'IE' },
    });
    expect(drawer().querySelector('[data-checkout-field-error="postalCode"]')!.textContent).toBe('We do not deliver there.');
    expect(errorText()).toBe('Check the form.');

    routes['POST /api/cart/offline-checkout'] = () => json({ orderReference: 'SW-2345678923', sessionToken: 'tok', successUrl: '/checkout/success?order=tok' }, 201);
    type('postalCode', 'D02 X285');
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
