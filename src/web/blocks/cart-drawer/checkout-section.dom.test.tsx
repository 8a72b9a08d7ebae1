// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { priceChangesGateMessage } from '#core/cart/messages.ts';
import { line } from '#core/cart/test-fixtures.ts';
import { CHECKOUT_TEST_MODE_NOTICE, LOADING_PAYMENT_METHODS, PAYMENT_METHODS_FAILED } from '#core/cart-drawer/messages.ts';
import { PAY_WITH_CARD_LABEL, PAY_WITH_PAYPAL_LABEL, PLACE_ORDER_LABEL } from '#core/checkout/messages.ts';
import { cartStore } from '#web/storefront/cart-store.ts';
import { ALL_METHODS, assigned, choose, drawer, json, payButton, posted, proceed, radios, requests, routes, section, settle, setUpCheckoutSection, spies } from './checkout-section-kit.tsx';

setUpCheckoutSection();

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

  it('moves focus from the Proceed button (gone) to the checkout heading, not to the page body', async () => {
    await proceed();
    expect(document.activeElement).toBe(drawer().querySelector('[data-checkout-heading]'));
    expect(document.activeElement?.textContent).toBe('Checkout');
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

  it('shows the test-mode badge only while the server says an offered online method uses test keys', async () => {
    routes['GET /api/checkout/methods'] = () => json({ ...ALL_METHODS, testMode: true });
    await proceed();
    expect(section()!.querySelector('[data-checkout-test-mode]')!.textContent).toBe(CHECKOUT_TEST_MODE_NOTICE);
  });

  it('shows no test-mode badge with live keys', async () => {
    routes['GET /api/checkout/methods'] = () => json({ ...ALL_METHODS, testMode: false });
    await proceed();
    expect(radios()).toHaveLength(4);
    expect(section()!.querySelector('[data-checkout-test-mode]')).toBeNull();
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

describe('checkout section: saving the cart first', () => {
  it('saves a signed-in cart before asking for a session, and a failed save does not stop checkout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    spies.push(warn);
    routes['POST /api/cart'] = () => json({ error: 'down' }, 500);
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1' });
    await proceed();
    act(() => cartStore.set((state) => ({ ...state, auth: 'signed-in' })));
    requests.length = 0;
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
