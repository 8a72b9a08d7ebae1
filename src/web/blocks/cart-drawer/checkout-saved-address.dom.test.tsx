// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_ADDRESS_CHECKBOX, SAVED_ADDRESS_SELECT_LABEL } from '#core/cart-drawer/messages.ts';
import { SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, type SavedAddress } from '#core/shop/saved-address.ts';
import { sessionStore } from '#web/site/session-store.ts';
import { choose, drawer, json, posted, proceed, requests, routes, settle, setUpCheckoutSection, submitOffline, type } from './checkout-section-kit.tsx';

setUpCheckoutSection();

const HOME: SavedAddress = { id: 'a1', label: 'Home', name: 'Ada Home', phone: '+44 20 7946 0000', line1: '1 High Street', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB', isDefault: true, updatedAt: '2026-11-28T10:00:00.000Z' };
const WORK: SavedAddress = { ...HOME, id: 'a2', label: 'Work', phone: null, line1: '5 Work Road', city: 'Leeds', postalCode: 'LS1 4AP', isDefault: false };

const value = (name: string) => drawer().querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value;
const picker = () => drawer().querySelector<HTMLSelectElement>('[data-checkout-saved-address]');
const saveBox = () => drawer().querySelector<HTMLInputElement>('[data-checkout-save-address]');

async function pick(id: string) {
  await act(async () => {
    picker()!.value = id;
    picker()!.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

// The shop's pages on the platform's address name it: /site-demo/…
beforeEach(() => window.history.pushState({}, '', '/site-demo/shop'));
afterEach(() => window.history.pushState({}, '', '/'));

describe('checkout section: saved addresses', () => {
  it('fills an empty form with the default, fills another chosen one, and gives back what was typed for a new one', async () => {
    sessionStore.set({ status: 'authenticated', user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    routes['GET /api/account/addresses'] = () => json({ addresses: [HOME, WORK] });
    await proceed();
    choose('delivery');
    await settle();
    expect(requests.some((r) => r.url === '/api/account/addresses?site=demo')).toBe(true);
    expect(drawer().textContent).toContain(SAVED_ADDRESS_SELECT_LABEL);
    expect(picker()!.value).toBe('a1');
    expect([value('name'), value('line1'), value('city'), value('postalCode'), value('country'), value('phone'), value('email')]).toEqual(['Ada Lovelace', '1 High Street', 'London', 'SW1A 1AA', 'GB', '+44 20 7946 0000', 'ada@example.com']);

    await pick('a2');
    expect([value('name'), value('line1'), value('city'), value('phone')]).toEqual(['Ada Home', '5 Work Road', 'Leeds', '+44 20 7946 0000']);
    await pick('');
    expect([value('name'), value('line1'), value('city')]).toEqual(['Ada Lovelace', '', '']);
  });

  it('keeps an address already typed, and saves the address with the order when asked', async () => {
    sessionStore.set({ status: 'authenticated', user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    let answer: (response: Response) => void = () => {};
    routes['GET /api/account/addresses'] = () => new Promise((resolve) => (answer = resolve));
    routes['POST /api/cart/offline-checkout'] = () => json({ successUrl: '/checkout/success?token=t' }, 201);
    await proceed();
    choose('delivery');
    await settle();
    type('line1', '9 Typed Lane');
    await act(async () => answer(json({ addresses: [HOME] })));
    await settle();
    expect(value('line1')).toBe('9 Typed Lane');
    expect(picker()!.value).toBe('');

    for (const [name, text] of [['city', 'York'], ['postalCode', 'YO1 7HH'], ['country', 'GB'], ['phone', '+44 1904 000000']]) type(name!, text!);
    expect(drawer().textContent).toContain(SAVE_ADDRESS_CHECKBOX);
    act(() => saveBox()!.click());
    await submitOffline();
    expect(posted('/api/cart/offline-checkout')[0]!.body).toMatchObject({ siteId: 'demo', saveAddress: true, customer: { address: { line1: '9 Typed Lane', city: 'York' } } });
  });

  it('says when the list is full instead of offering to save', async () => {
    sessionStore.set({ status: 'authenticated', user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    routes['GET /api/account/addresses'] = () => json({ addresses: Array.from({ length: SAVED_ADDRESSES_MAX }, (_, i) => ({ ...WORK, id: `x${i}` })) });
    await proceed();
    choose('delivery');
    await settle();
    expect(saveBox()!.disabled).toBe(true);
    expect(drawer().textContent).toContain(SAVED_ADDRESSES_FULL);
  });

  it('changes nothing for a signed-out buyer', async () => {
    await proceed();
    choose('delivery');
    await settle();
    expect(picker()).toBeNull();
    expect(saveBox()).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/api/account/addresses'))).toBe(false);
  });
});
