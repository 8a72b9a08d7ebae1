// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '#core/checkout/postal-address.ts';
import { SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, type SavedAddress } from '#core/shop/saved-address.ts';
import { SAVED_ADDRESSES_FAILED, SAVED_ADDRESSES_NONE } from '#core/shop/shop-account-messages.ts';
import { button, choose, click, dialog, field, json, renderServed, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/account/addresses?site=demo';
const HOME: SavedAddress = { id: 'a1', label: 'Home', name: 'Ada Buyer', phone: null, line1: '1 High Street', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB', isDefault: true, updatedAt: '2026-11-28T10:00:00.000Z' };
const WORK: SavedAddress = { ...HOME, id: 'a2', label: null, line1: '5 Work Road', city: 'Leeds', postalCode: 'LS1 4AP', isDefault: false };

const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    routes,
    <ConfirmDialogProvider>
      <SavedAddresses site="demo" />
    </ConfirmDialogProvider>,
  );

const items = () => [...document.querySelectorAll<HTMLElement>('[data-saved-address]')];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('SavedAddresses', () => {
  it('lists the addresses, the default marked, and adds one through the dialog with checkout’s rule', async () => {
    let list = [HOME];
    const sent: Record<string, unknown>[] = [];
    await render({
      [LIST]: () => json(200, { addresses: list }),
      'POST /api/account/addresses?site=demo': (init) => {
        sent.push(bodyOf(init));
        list = [HOME, WORK];
        return json(201, { address: WORK });
      },
    });
    expect(items().map((item) => item.textContent)).toEqual([expect.stringContaining('Default')]);
    expect(items()[0]!.textContent).toContain('SW1A 1AA London');

    await click(button('Add address'));
    // Nothing is sent while the form breaks checkout's rule.
    await click(button('Save address', dialog()));
    expect(sent).toEqual([]);
    expect(dialog().textContent).toContain(ADDRESS_MESSAGES.line1);

    await typeInto(field('Name'), 'Ada Buyer');
    await typeInto(field('Address line 1'), '5 Work Road');
    await typeInto(field('City'), 'Leeds');
    await typeInto(field('Postal code'), 'ls1 4ap');
    await choose(field<HTMLSelectElement>('Country'), 'GB');
    await click(button('Save address', dialog()));
    await settle();
    expect(sent).toEqual([expect.objectContaining({ name: 'Ada Buyer', line1: '5 Work Road', postalCode: 'LS1 4AP', country: 'GB', phone: null, isDefault: false })]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(items()).toHaveLength(2);
  });

  it('makes another the default and deletes one after a confirm', async () => {
    let list = [HOME, WORK];
    const calls: string[] = [];
    await render({
      [LIST]: () => json(200, { addresses: list }),
      'POST /api/account/addresses/a2/default?site=demo': () => {
        calls.push('default');
        list = [{ ...WORK, isDefault: true }, { ...HOME, isDefault: false }];
        return json(200, { addresses: list });
      },
      'DELETE /api/account/addresses/a1?site=demo': () => {
        calls.push('delete');
        list = list.filter((address) => address.id !== 'a1');
        return json(200, { deleted: true });
      },
    });
    await click(items()[1]!.querySelector<HTMLButtonElement>('button[aria-label^="Make default"]')!);
    await settle();
    expect(items()[0]!.dataset.savedAddress).toBe('a2');
    expect(items()[0]!.textContent).toContain('Default');

    await click(items()[1]!.querySelector<HTMLButtonElement>('button[aria-label^="Delete"]')!);
    await click(button('Delete', dialog()));
    await settle();
    expect(calls).toEqual(['default', 'delete']);
    expect(items().map((item) => item.dataset.savedAddress)).toEqual(['a2']);
  });

  it('says when there are none, when they could not be loaded, and when the list is full', async () => {
    await render({ [LIST]: () => json(200, { addresses: [] }) });
    expect(document.body.textContent).toContain(SAVED_ADDRESSES_NONE);
    await act(async () => dom.root.render(null));

    await render({ [LIST]: () => json(500, { error: 'boom' }) });
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(SAVED_ADDRESSES_FAILED);
    await act(async () => dom.root.render(null));

    await render({ [LIST]: () => json(200, { addresses: Array.from({ length: SAVED_ADDRESSES_MAX }, (_, i) => ({ ...WORK, id: `x${i}` })) }) });
    expect(button('Add address').disabled).toBe(true);
    expect(document.body.textContent).toContain(SAVED_ADDRESSES_FULL);
  });
});
