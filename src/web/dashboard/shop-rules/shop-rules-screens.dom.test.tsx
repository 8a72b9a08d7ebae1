// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCOUNT_FIELD_MESSAGES } from '#core/shop-rules/discounts.ts';
import { SHOP_RULES_FORBIDDEN, SHOP_RULES_INVALID, TAX_RATE_TAKEN } from '#core/shop-rules/messages.ts';
import type { DiscountCodeView, ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import { DISCOUNT_SCREEN as D, SHIPPING_SCREEN as S, SHOP_RULES_COMMON as C, TAXES_SCREEN as T } from '#core/shop-rules/screen-messages.ts';
import { POSTCODE_PATTERN_INVALID, SHIPPING_MESSAGES } from '#core/shop-rules/shipping.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { button, choose, click, dialog, field, json, queryButton, renderServed, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { DiscountCodesScreen } from './discount-codes-screen.tsx';
import { ShippingScreen } from './shipping-screen.tsx';
import { TaxesScreen } from './taxes-screen.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/sites/acme';
const ZONE: ZoneWithRates = {
  id: 'z1',
  name: 'Europe',
  countries: ['DE', 'FR', 'AT', 'NL', 'BE'],
  regions: [],
  postcodes: [],
  position: 1,
  rates: [{ id: 'r1', zoneId: 'z1', name: 'Standard', kind: 'flat', amountCents: 490, freeOverCents: null, minGrams: null, maxGrams: null, position: 0 }],
};
const CODE: DiscountCodeView = {
  id: 'c1',
  code: 'WELCOME10',
  kind: 'percent',
  value: 12.5,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 10,
  perEmailLimit: null,
  productIds: [],
  categories: [],
  active: true,
  uses: 0,
};

const sent = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const withConfirm = (node: React.ReactNode) => <ConfirmDialogProvider>{node}</ConfirmDialogProvider>;
const text = () => document.body.textContent ?? '';
const rowHeaders = () => [...dom.container.querySelectorAll('th[scope="row"]')].map((cell) => cell.textContent);
const byLabel = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

describe('ShippingScreen', () => {
  it('lists zones with their country names, rate counts and positions, and each zone’s rates priced in the shop’s currency', async () => {
    await renderServed(dom.root, { [`GET ${BASE}/shipping-zones`]: () => json(200, { data: [ZONE], error: null }) }, withConfirm(<ShippingScreen siteId="acme" heading="Shipping" currency="EUR" />));
    expect(rowHeaders()).toEqual(['Europe', 'Standard']);
    const zoneRow = dom.container.querySelector('tbody tr')!;
    expect(zoneRow.textContent).toContain('Germany, France, Austria, Netherlands and 1 more');
    expect(zoneRow.textContent).toContain('1');
    expect(text()).toContain('€4.90');
  });

  it('says when there are no zones yet, and when the server refuses an editor (no retry)', async () => {
    await renderServed(dom.root, { [`GET ${BASE}/shipping-zones`]: () => json(200, { data: [], error: null }) }, withConfirm(<ShippingScreen siteId="acme" heading="Shipping" currency="EUR" />));
    expect(text()).toContain(S.empty);
    await renderServed(dom.root, { [`GET /api/sites/other/shipping-zones`]: () => json(403, { error: SHOP_RULES_FORBIDDEN }) }, withConfirm(<ShippingScreen siteId="other" heading="Shipping" currency="EUR" />));
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(`${C.forbiddenTitle}${SHOP_RULES_FORBIDDEN}`);
    expect(queryButton('Retry')).toBeUndefined();
    expect(queryButton(S.newZone)).toBeUndefined();
  });

  it('creates a zone with countries picked by typing and Enter, regions and postcodes as lists; names a bad pattern without sending; shows the server’s field error at the field', async () => {
    let answer: Route = (init) => json(201, { zone: { ...ZONE, id: 'z2', name: 'Islands', ...sent(init), rates: [] }, error: null });
    const fetcher = await renderServed(
      dom.root,
      { [`GET ${BASE}/shipping-zones`]: () => json(200, { data: [], error: null }), [`POST ${BASE}/shipping-zones`]: (init) => answer(init) },
      withConfirm(<ShippingScreen siteId="acme" heading="Shipping" currency="EUR" />),
    );
    await click(button(S.newZone));
    await typeInto(field(S.name), 'Islands');
    const search = dialog().querySelector<HTMLInputElement>('input[type="search"]')!;
    await typeInto(search, 'spain');
    await act(async () => search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(text()).toContain(C.countriesChosen(1));
    await typeInto(field<HTMLTextAreaElement>(S.regions), 'ES-CN');
    await typeInto(field<HTMLTextAreaElement>(S.postcodes), '35*, 38*\nSW1**');
    await click(button(S.saveZone));
    await settle();
    expect(field<HTMLTextAreaElement>(S.postcodes).getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain(POSTCODE_PATTERN_INVALID('SW1**'));
    expect(fetcher.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await typeInto(field<HTMLTextAreaElement>(S.postcodes), '35*, 38*');
    answer = () => json(400, { error: SHOP_RULES_INVALID, validationErrors: { regions: [SHIPPING_MESSAGES.region] } });
    await click(button(S.saveZone));
    await settle();
    expect(field<HTMLTextAreaElement>(S.regions).getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain(SHIPPING_MESSAGES.region);
    const post = fetcher.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(sent(post[1])).toEqual({ name: 'Islands', countries: ['ES'], regions: ['ES-CN'], postcodes: ['35*', '38*'], position: 0 });
    // Every country's checkbox is rendered in happy-dom: slow on a busy machine.
  }, 20_000);

  it('deletes a zone only once its confirm is answered Delete', async () => {
    const fetcher = await renderServed(
      dom.root,
      { [`GET ${BASE}/shipping-zones`]: () => json(200, { data: [ZONE], error: null }), [`DELETE ${BASE}/shipping-zones/z1`]: () => json(200, { deleted: true, error: null }) },
      withConfirm(<ShippingScreen siteId="acme" heading="Shipping" currency="EUR" />),
    );
    const deletes = () => fetcher.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
    await click(byLabel(S.deleteZoneLabel('Europe')));
    expect(dialog().textContent).toContain(S.deleteZoneTitle('Europe'));
    await click(button(C.cancel, dialog()));
    await settle();
    expect(deletes()).toBe(0);
    await click(byLabel(S.deleteZoneLabel('Europe')));
    await click(button(C.deleteConfirm, dialog()));
    await settle();
    expect(deletes()).toBe(1);
  });

  it('sends a rate’s amounts in minor units of the shop’s currency and a weight band in grams', async () => {
    const fetcher = await renderServed(
      dom.root,
      { [`GET ${BASE}/shipping-zones`]: () => json(200, { data: [ZONE], error: null }), [`POST ${BASE}/shipping-zones/z1/rates`]: () => json(201, { zone: ZONE, error: null }) },
      withConfirm(<ShippingScreen siteId="acme" heading="Shipping" currency="EUR" />),
    );
    await click(byLabel(S.newRateLabel('Europe')));
    await typeInto(field(S.name), 'Heavy');
    await choose(field<HTMLSelectElement>(S.kind), 'weight');
    await typeInto(field(`${S.amount} (€)`), '12,5');
    await typeInto(field(S.minKg), '2');
    await typeInto(field(S.maxKg), '0.5');
    await click(button(S.saveRate));
    await settle();
    // The band's upper end below its lower one: core's message, nothing sent.
    expect(dialog().textContent).toContain(SHIPPING_MESSAGES.gramsOrder);
    await typeInto(field(S.maxKg), '10.25');
    await click(button(S.saveRate));
    await settle();
    const post = fetcher.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(sent(post[1])).toEqual({ name: 'Heavy', kind: 'weight', amountCents: 1250, minGrams: 2000, maxGrams: 10250, position: 0 });
  });
});

describe('TaxesScreen', () => {
  const routes = (extra: Record<string, Route> = {}): Record<string, Route> => ({
    [`GET ${BASE}/taxes`]: () => json(200, { settings: { pricesIncludeTax: false, shippingTaxClass: 'standard' }, rates: [{ id: 't1', country: 'DE', region: null, taxClass: 'standard', rate: '19', ratePpm: 190_000 }], error: null }),
    ...extra,
  });

  it('lists the rates as percent, saves the settings, and shows a rate already taken at the country', async () => {
    const fetcher = await renderServed(
      dom.root,
      routes({
        [`PUT ${BASE}/taxes/settings`]: (init) => json(200, { settings: sent(init), error: null }),
        [`POST ${BASE}/taxes/rates`]: () => json(409, { error: TAX_RATE_TAKEN, validationErrors: { country: [TAX_RATE_TAKEN] } }),
      }),
      withConfirm(<TaxesScreen siteId="acme" heading="Taxes" />),
    );
    expect(rowHeaders()).toEqual(['Germany']);
    expect(dom.container.querySelector('tbody')!.textContent).toContain('19 %');
    await click(field(T.pricesIncludeTax, document));
    await choose(field<HTMLSelectElement>(T.shippingTaxClass, document), 'reduced');
    await click(button(T.saveSettings));
    await settle();
    expect(sent(fetcher.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ pricesIncludeTax: true, shippingTaxClass: 'reduced' });

    await click(button(T.newRate));
    await choose(field<HTMLSelectElement>(T.country), 'DE');
    await typeInto(field(T.rate), '7,5');
    await click(button(T.saveRate));
    await settle();
    expect(sent(fetcher.mock.calls.find(([, init]) => init?.method === 'POST')![1])).toEqual({ country: 'DE', region: null, taxClass: 'standard', rate: '7.5' });
    expect(field<HTMLSelectElement>(T.country).getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain(TAX_RATE_TAKEN);
  });
});

describe('DiscountCodesScreen', () => {
  it('lists a code with its uses of its limit, and sends a fixed code’s amount in minor units with its limits and dates', async () => {
    const fetcher = await renderServed(
      dom.root,
      {
        [`GET ${BASE}/discount-codes`]: () => json(200, { data: [CODE], error: null }),
        [`POST ${BASE}/discount-codes`]: (init) => json(201, { code: { ...CODE, ...sent(init), id: 'c2', uses: 0 }, error: null }),
        [`GET /api/products/admin?siteId=acme&sort=name&direction=asc&page=0&limit=100`]: () =>
          json(200, { products: [{ id: 'p1', name: 'Linen shirt' }, { id: 'p2', name: 'Wool scarf' }], total: 2, page: 0, limit: 100 }),
      },
      withConfirm(<DiscountCodesScreen siteId="acme" heading="Codes" currency="USD" />),
    );
    const row = dom.container.querySelector('tbody tr')!;
    expect(row.textContent).toContain('WELCOME10');
    expect(row.textContent).toContain('12.5 %');
    expect(row.textContent).toContain(D.usesOf(0, 10));

    await click(button(D.newCode));
    await typeInto(field(D.code), 'x');
    await click(button(D.saveCode));
    expect(dialog().textContent).toContain(DISCOUNT_FIELD_MESSAGES.code);
    expect(dialog().textContent).toContain(DISCOUNT_FIELD_MESSAGES.percent);
    await typeInto(field(D.code), 'SAVE5');
    await choose(field<HTMLSelectElement>(D.kind), 'fixed');
    await typeInto(field(`${D.amount} ($)`), '5');
    await typeInto(field(`${D.minSubtotal} ($)`), '40.00');
    await typeInto(field(D.usageLimit), '100');
    await typeInto(field(D.perEmailLimit), '1');
    await typeInto(field(D.startsAt), '2026-12-01T09:00');
    await settle();
    const shirt = [...dialog().querySelectorAll('label')].find((label) => label.textContent === 'Linen shirt')!.querySelector('input')!;
    await click(shirt);
    await click(button(D.saveCode));
    await settle();
    const body = sent(fetcher.mock.calls.find(([, init]) => init?.method === 'POST')![1]);
    expect(body).toMatchObject({ code: 'SAVE5', kind: 'fixed', value: 500, minSubtotalCents: 4000, usageLimit: 100, perEmailLimit: 1, productIds: ['p1'], categories: [], active: true, endsAt: null });
    expect(body.startsAt).toBe(new Date('2026-12-01T09:00').toISOString());
  });

  it('edits a code with its terms filled in as the owner wrote them, keeping what was not changed', async () => {
    const fetcher = await renderServed(
      dom.root,
      {
        [`GET ${BASE}/discount-codes`]: () => json(200, { data: [{ ...CODE, minSubtotalCents: 2500, categories: ['books'] }], error: null }),
        [`PUT ${BASE}/discount-codes/c1`]: (init) => json(200, { code: { ...CODE, ...sent(init) }, error: null }),
        [`GET /api/products/admin?siteId=acme&sort=name&direction=asc&page=0&limit=100`]: () => json(200, { products: [], total: 0, page: 0, limit: 100 }),
      },
      withConfirm(<DiscountCodesScreen siteId="acme" heading="Codes" currency="EUR" />),
    );
    await click(byLabel(D.editLabel('WELCOME10')));
    expect(field(`${D.percent} (%)`).value).toBe('12.5');
    expect(field(`${D.minSubtotal} (€)`).value).toBe('25.00');
    expect(field(D.usageLimit).value).toBe('10');
    await typeInto(field(`${D.percent} (%)`), '15');
    await click(button(D.saveCode));
    await settle();
    expect(sent(fetcher.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: '15', minSubtotalCents: 2500, usageLimit: 10, categories: ['books'], active: true });
  });
});
