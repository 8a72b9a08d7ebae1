// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import { CARD_TAX_BY_STRIPE, CHOOSE_REGION, ENTER_POSTCODE, QUOTE_UPDATING } from '#core/cart-drawer/checkout-messages.ts';
import { CUSTOMER_EMAIL_INVALID } from '#core/checkout/messages.ts';
import type { QuoteApiAnswer, QuoteApiRequest } from '#core/checkout/quote-api.ts';
import { DISCOUNT_PROBLEMS, minimumNotMet } from '#core/shop-rules/discounts.ts';
import { SHIPPING_MESSAGES } from '#core/shop-rules/shipping.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { assigned, choose, drawer, json, payButton, posted, proceed, routes, settle, setUpCheckoutSection, submitOffline, type } from './checkout-section-kit.tsx';

setUpCheckoutSection();

// The section's questions wait 300 ms after a change: these tests let real time pass.
const SLOW = { timeout: 20_000 };

/*
 * The drawer's checkout against a shop with shipping zones, tax and codes (issue 26): the server's
 * quote answers as POST /api/checkout/quote will (quote-api.ts), priced here by a small stand-in
 * for the shop's rules: it ships to Germany and Austria (Standard €4.95, Pickup free), charges 19 %
 * on goods and shipping, and has the codes SAVE10 (10 %) and BIG50 (10 %, from a $50.00 subtotal).
 */

const STANDARD = { id: 'rate-standard', name: 'Standard', kind: 'flat' as const, priceCents: 495 };
const PICKUP = { id: 'rate-pickup', name: 'Pickup', kind: 'pickup' as const, priceCents: 0 };

function shopQuote(request: QuoteApiRequest, { inclusive = false, cardTaxByStripe = false } = {}): QuoteApiAnswer {
  const subtotalCents = request.items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * item.quantity, 0);
  const country = request.customer?.country ?? null;
  // Canada: only Toronto's postcodes (M…) in Ontario are served, by Standard.
  const inToronto = country === 'CA' && request.customer?.region === 'CA-ON' && (request.customer.postalCode ?? '').startsWith('M');
  const served = country === 'DE' || country === 'AT' || inToronto;
  const rates = inToronto ? [STANDARD] : served ? [PICKUP, STANDARD] : [];
  const rate = rates.find((entry) => entry.id === request.shippingRateId) ?? null;
  const problems: QuoteApiAnswer['problems'] = {};
  let discountCents = 0;
  let discountCode: string | null = null;
  const code = request.discountCode?.toUpperCase() ?? null;
  if (code === 'SAVE10' || (code === 'BIG50' && subtotalCents >= 5000)) {
    discountCents = Math.round(subtotalCents / 10);
    discountCode = code;
  } else if (code === 'BIG50') problems.discountCode = minimumNotMet('$50.00');
  else if (code !== null) problems.discountCode = DISCOUNT_PROBLEMS.unknown;
  if (country !== null && !served) problems.country = SHIPPING_MESSAGES.notServed;
  else if (served && !rate) problems.shippingRateId = SHIPPING_MESSAGES.rateRequired;
  const shippingCents = rate?.priceCents ?? 0;
  const taxed = subtotalCents - discountCents + shippingCents;
  const taxCents = country === null ? 0 : inclusive ? Math.round((taxed * 19) / 119) : Math.round((taxed * 19) / 100);
  return {
    currency: 'USD',
    pricesIncludeTax: inclusive,
    needsShipping: true,
    asksCountry: true,
    shipsTo: ['DE', 'AT'],
    regions: country === 'CA' ? ['CA-BC', 'CA-ON'] : [],
    asksPostcode: country === 'CA',
    rates,
    shippingRateId: rate?.id ?? null,
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: taxed + (inclusive ? 0 : taxCents),
    discountCode,
    problems,
    cardTaxByStripe,
  };
}

const quotes = () => posted('/api/checkout/quote').map((request) => request.body as QuoteApiRequest);
const lastQuote = () => quotes().at(-1)!;
const countrySelect = () => drawer().querySelector<HTMLSelectElement>('select[name="country"]')!;
const breakdown = () => [...drawer().querySelectorAll('[data-breakdown-row]')].map((row) => row.textContent);
const fieldError = (field: string) => drawer().querySelector(`[data-checkout-field-error="${field}"]`)?.textContent ?? null;
const byLabel = (text: string) => [...drawer().querySelectorAll('label')].find((label) => label.textContent === text)!;
const button = (text: string) => [...drawer().querySelectorAll('button')].find((b) => b.textContent === text)!;

function pickCountry(code: string) {
  act(() => {
    const select = countrySelect();
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function typeInto(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function applyCode(code: string) {
  typeInto(document.getElementById(byLabel('Discount code').htmlFor) as HTMLInputElement, code);
  // As a browser does, the click focuses the button.
  act(() => {
    button('Apply').focus();
    button('Apply').click();
  });
}

/** Lets `ms` pass inside act(): the section's later questions wait 300 ms, the drawer's refresh 500 ms. */
const pass = (ms: number) => act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));

/** Waits until the answer to the quote as it stands is in and `check` holds. */
async function quoted(check: () => void = () => {}) {
  for (let waited = 0; ; waited += 50) {
    await pass(50);
    await settle();
    try {
      expect(drawer().querySelector('[data-checkout-quote-updating]')).toBeNull();
      check();
      return;
    } catch (error) {
      if (waited > 8000) throw error;
    }
  }
}

describe('checkout section: the server’s quote', () => {
  it('asks the country first (the shop’s countries first), then offers the rates, and shows the server’s breakdown', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest));
    await proceed([line({ quantity: 2 })]);
    await quoted();
    // The first question has no destination yet; nothing may be paid without a country.
    expect(quotes()[0]).toMatchObject({ siteId: null, customer: null, shippingRateId: null, discountCode: null, items: [expect.objectContaining({ productId: 'p1', quantity: 2 })] });
    expect(byLabel('Country').htmlFor).toBe(countrySelect().id);
    const groups = [...countrySelect().querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Countries we ship to', 'Other countries']);
    expect([...groups[0]!.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Austria', 'Germany']);
    expect(groups[1]!.querySelector('option[value="DE"]')).toBeNull();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    act(() => payButton().click());
    expect(posted('/api/cart/stripe-checkout')).toHaveLength(0);

    pickCountry('DE');
    // The rates come with the country; the priced one (none yet) falls to the cheapest, asked again.
    await quoted(() => expect(lastQuote()).toMatchObject({ customer: { country: 'DE' }, shippingRateId: 'rate-pickup' }));
    const rates = drawer().querySelector('[data-checkout-rates]')!;
    expect(rates.querySelector('legend')!.textContent).toBe('Shipping');
    expect([...rates.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['PickupFree', 'Standard$4.95']);
    expect(breakdown()).toEqual(['Subtotal$40.00', 'Shipping (Pickup)Free', 'Tax$7.60', 'Total$47.60']);

    choose('rate-standard');
    await quoted(() => expect(breakdown()).toEqual(['Subtotal$40.00', 'Shipping (Standard)$4.95', 'Tax$8.54', 'Total$53.49']));
    expect(payButton().getAttribute('aria-disabled')).toBe('false');
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' });
    act(() => payButton().click());
    await settle();
    expect(posted('/api/cart/stripe-checkout')[0]!.body).toMatchObject({ customer: { country: 'DE' }, shippingRateId: 'rate-standard' });
    expect(posted('/api/cart/stripe-checkout')[0]!.body).not.toHaveProperty('discountCode');
    expect(assigned).toEqual(['https://checkout.stripe.test/cs_1']);
  });

  it('tells a buyer outside every zone before paying, and lets them pay once they choose a country it serves', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest));
    await proceed();
    await quoted();
    pickCountry('US');
    await quoted(() => expect(fieldError('country')).toBe(SHIPPING_MESSAGES.notServed));
    expect(countrySelect().getAttribute('aria-invalid')).toBe('true');
    expect(drawer().querySelector('[data-checkout-rates]')).toBeNull();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    // The button says why to screen readers.
    const reasons = payButton().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(reasons).toContain(SHIPPING_MESSAGES.notServed);
    act(() => payButton().click());
    await settle();
    expect(posted('/api/cart/stripe-checkout')).toHaveLength(0);

    pickCountry('AT');
    await quoted(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
    expect(fieldError('country')).toBeNull();
  });

  it('applies one code: the server’s reason at the field when it does not apply, the discount and Remove when it does; a signed-out card buyer gives their email', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest));
    await proceed([line({ quantity: 2 })]);
    await quoted();
    pickCountry('DE');
    await quoted(() => expect(lastQuote().shippingRateId).toBe('rate-pickup'));

    applyCode('big50');
    await quoted(() => expect(fieldError('discountCode')).toBe('This discount code needs a subtotal of at least $50.00.'));
    const input = document.getElementById(byLabel('Discount code').htmlFor) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The refused code is out of the question again: the figures and the payment go on without it.
    await quoted(() => expect(lastQuote().discountCode).toBeNull());
    expect(payButton().getAttribute('aria-disabled')).toBe('false');
    typeInto(input, 'SAVE10');
    expect(fieldError('discountCode')).toBeNull();

    act(() => button('Apply').click());
    await quoted(() => expect(drawer().querySelector('[data-checkout-code-applied]')?.textContent).toContain('Code SAVE10 applied.'));
    expect(breakdown()).toEqual(['Subtotal$40.00', 'Discount (SAVE10)\u2212$4.00', 'Shipping (Pickup)Free', 'Tax$6.84', 'Total$42.84']);

    // Signed out with a code: the card payment waits for an email address.
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_2', url: 'https://checkout.stripe.test/cs_2' });
    act(() => payButton().click());
    await settle();
    expect(fieldError('email')).toBe(CUSTOMER_EMAIL_INVALID);
    expect(posted('/api/cart/stripe-checkout')).toHaveLength(0);
    typeInto(drawer().querySelector<HTMLInputElement>('input[name="email"]')!, 'Ada@Example.com');
    // The email goes to the quote too (the code's per-buyer limit).
    await quoted(() => expect(lastQuote().customer).toEqual({ country: 'DE', email: 'ada@example.com' }));
    act(() => payButton().click());
    await settle();
    expect(posted('/api/cart/stripe-checkout')[0]!.body).toMatchObject({ customer: { country: 'DE', email: 'ada@example.com' }, shippingRateId: 'rate-pickup', discountCode: 'SAVE10' });

  });

  it('asks the state or region and the postcode where the shop’s zones for the country name them, and sends them with the payment', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest));
    await proceed([line({ quantity: 2 })]);
    await quoted();
    pickCountry('CA');
    const regionSelect = () => drawer().querySelector<HTMLSelectElement>('select[name="region"]')!;
    const postcodeInput = () => drawer().querySelector<HTMLInputElement>('input[name="postalCode"]')!;
    await quoted(() => expect(regionSelect()).not.toBeNull());
    expect([...regionSelect().options].map((option) => option.textContent)).toEqual(['Choose your state or region', 'BC', 'ON', 'Another state or region']);
    // Nothing can be paid yet, and the button says why; the country is not called unserved for want of them.
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    const reasons = () => payButton().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(reasons()).toContain(CHOOSE_REGION);
    expect(fieldError('country')).toBeNull();
    act(() => {
      regionSelect().value = 'CA-ON';
      regionSelect().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await quoted(() => expect(reasons()).toContain(ENTER_POSTCODE));
    typeInto(postcodeInput(), 'm5v 2t6');
    await quoted(() => expect(lastQuote().customer).toEqual({ country: 'CA', region: 'CA-ON', postalCode: 'M5V 2T6' }));
    await quoted(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
    routes['POST /api/cart/stripe-checkout'] = () => json({ sessionId: 'cs_ca', url: 'https://checkout.stripe.test/cs_ca' });
    act(() => payButton().click());
    await settle();
    expect(posted('/api/cart/stripe-checkout')[0]!.body).toMatchObject({ customer: { country: 'CA', region: 'CA-ON', postalCode: 'M5V 2T6' }, shippingRateId: 'rate-standard' });
  });

  it('tells a card buyer that Stripe calculates the tax where the shop lets Stripe Tax tax card payments', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest, { cardTaxByStripe: true }));
    await proceed([line({ quantity: 2 })]);
    await quoted();
    pickCountry('DE');
    await quoted(() => expect(lastQuote().shippingRateId).toBe('rate-pickup'));
    const note = drawer().querySelector('[data-checkout-stripe-tax]')!;
    expect(note.textContent).toBe(CARD_TAX_BY_STRIPE);
    expect(payButton().getAttribute('aria-describedby')!.split(' ')).toContain(note.id);
  });

  it('asks a signed-in buyer no email, and says "incl. VAT" where prices include tax', SLOW, async () => {
    sessionStore.set({ status: 'authenticated', user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' } as never });
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest, { inclusive: true }));
    await proceed([line({ quantity: 2 })]);
    await quoted();
    pickCountry('AT');
    await quoted(() => expect(lastQuote().shippingRateId).toBe('rate-pickup'));
    applyCode('SAVE10');
    await quoted(() => expect(breakdown()).toEqual(['Subtotal$40.00', 'Discount (SAVE10)\u2212$4.00', 'Shipping (Pickup)Free', 'Total$36.00', 'incl. VAT$5.75']));
    expect(drawer().querySelector('input[name="email"]')).toBeNull();
    // Apply's button is gone: focus is on Remove, not lost to the page.
    const remove = drawer().querySelector<HTMLButtonElement>('[aria-label="Remove discount code SAVE10"]')!;
    expect(document.activeElement).toBe(remove);

    // Remove takes the code off and prices again; focus goes back to the field.
    act(() => {
      remove.click();
      remove.blur();
    });
    await quoted(() => expect(breakdown()).toEqual(['Subtotal$40.00', 'Shipping (Pickup)Free', 'Total$40.00', 'incl. VAT$6.39']));
    expect(lastQuote().discountCode).toBeNull();
    expect(drawer().querySelector<HTMLLabelElement>('[data-checkout-code-form] label')!.textContent).toBe('Discount code');
    expect(document.activeElement).toBe(drawer().querySelector('input[name="discountCode"]'));
  });

  it('shows only the answer to the latest question: a late answer to an earlier one is dropped', SLOW, async () => {
    const held: ((response: Response) => void)[] = [];
    routes['POST /api/checkout/quote'] = (body) => {
      const request = body as QuoteApiRequest;
      // Austria's answer is slow; Germany's comes at once.
      if (request.customer?.country === 'AT' && request.shippingRateId === null) return new Promise((resolve) => held.push(() => resolve(json(shopQuote(request)))));
      return json(shopQuote(request));
    };
    await proceed();
    await quoted();
    pickCountry('AT');
    await pass(400);
    expect(held).toHaveLength(1);
    expect(drawer().querySelector('[data-checkout-quote-updating]')?.textContent).toBe(QUOTE_UPDATING);
    pickCountry('DE');
    await quoted(() => expect(lastQuote()).toMatchObject({ customer: { country: 'DE' }, shippingRateId: 'rate-pickup' }));
    const before = breakdown();
    held[0]!(new Response());
    await settle();
    expect(breakdown()).toEqual(before);
    expect(countrySelect().value).toBe('DE');
  });

  it('keeps one country field for an offline order: the address takes the country asked above the form', SLOW, async () => {
    routes['POST /api/checkout/quote'] = (body) => json(shopQuote(body as QuoteApiRequest));
    routes['POST /api/cart/offline-checkout'] = () => json({ orderReference: 'SW-2345678923', sessionToken: 'tok', successUrl: '/checkout/success?order=tok' }, 201);
    await proceed();
    await quoted();
    choose('invoice');
    expect(drawer().querySelectorAll('select[name="country"]')).toHaveLength(1);
    expect(drawer().querySelector('[data-checkout-offline-form] select[name="country"]')).toBeNull();
    pickCountry('DE');
    await quoted(() => expect(lastQuote().shippingRateId).toBe('rate-pickup'));
    type('name', 'Ada');
    type('email', 'ada@example.com');
    type('line1', '1 Hauptstraße');
    type('city', 'Berlin');
    type('postalCode', '10115');
    type('phone', '030 1234567');
    await submitOffline();
    expect(posted('/api/cart/offline-checkout')[0]!.body).toMatchObject({
      method: 'invoice',
      customer: { name: 'Ada', address: { line1: '1 Hauptstraße', city: 'Berlin', postalCode: '10115', country: 'DE' }, country: 'DE' },
      shippingRateId: 'rate-pickup',
    });
    expect(assigned).toEqual(['/checkout/success?order=tok']);
  });
});
