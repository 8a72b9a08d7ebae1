// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_API_MESSAGES } from '#core/forms/messages.ts';
import { PRODUCT_EDITOR_LABELS as L } from '#core/products/product-editor-messages.ts';
import { PRODUCT_RULE_MESSAGES } from '#core/products/product-rules.ts';
import { PRODUCT_TERMS_MESSAGES } from '#core/shop-rules/product-terms.ts';
import { button, choose, click, fakeFetch, field, json, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ProductEditor } from './product-editor.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const URL_ = '/api/data/products/p1';
const PRODUCT = {
  id: 'p1',
  _id: 'p1',
  updated_at: '2026-11-28T10:00:00.000Z',
  name: 'Linen shirt',
  price: 49.9,
  discount_price: null,
  price_prefix: '$',
  status: 'active',
  category: 'clothing',
  stock: 4,
  rating: 4.5,
  review_count: 2,
};

function render(routes: Record<string, Route>, productId: string | null = 'p1') {
  const fetch = fakeFetch(routes);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <ProductEditor siteId="acme" productId={productId} money={{ currency: 'USD', language: 'en' }} />
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  return fetch;
}

const sentPart = (fetch: ReturnType<typeof fakeFetch>, part: string) =>
  JSON.parse(String((fetch.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body as FormData).get(part))) as Record<string, unknown>;

describe('ProductEditor', () => {
  it('refuses an empty new product by the shared rules without sending anything', async () => {
    const fetch = render({}, null);
    await settle();
    await click(button(L.create));
    await settle();
    expect(document.body.textContent).toContain(PRODUCT_RULE_MESSAGES.nameRequired);
    expect(document.body.textContent).toContain(PRODUCT_RULE_MESSAGES.priceRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the derived rating read-only and never sends it; sends what it was given as loaded', async () => {
    const fetch = render({ [`GET ${URL_}?siteId=acme`]: () => json(200, { data: PRODUCT }), [`PUT ${URL_}`]: () => json(200, { data: { ...PRODUCT, stock: 3, updated_at: '2026-11-28T10:01:00.000Z' } }) });
    await settle();
    expect(document.body.textContent).toContain(L.ratingValue(4.5, 2));
    await typeInto(field(L.stock, document), '3');
    await click(button(L.save));
    await settle();
    const data = sentPart(fetch, 'data');
    expect(data).toMatchObject({ name: 'Linen shirt', stock: 3, price: 49.9 });
    expect(data).not.toHaveProperty('rating');
    expect(data).not.toHaveProperty('review_count');
    expect(sentPart(fetch, 'loaded')).toMatchObject({ stock: 4, name: 'Linen shirt', subtitle: null });
  });

  it('makes one of the other images the main one, and sends the swap', async () => {
    const withImages = { ...PRODUCT, image: '/media/main.webp', images_other: [{ url: '/media/b.webp' }, { url: '/media/c.webp' }] };
    const fetch = render({ [`GET ${URL_}?siteId=acme`]: () => json(200, { data: withImages }), [`PUT ${URL_}`]: () => json(200, { data: { ...withImages, updated_at: '2026-11-28T10:01:00.000Z' } }) });
    await settle();
    await click(document.querySelector<HTMLButtonElement>(`button[aria-label="${L.makeMainLabel(2)}"]`)!);
    await click(button(L.save));
    await settle();
    expect(sentPart(fetch, 'data')).toMatchObject({ image: '/media/c.webp', images_other: ['/media/b.webp', '/media/main.webp'] });
  });

  it('says so when someone else changed the product meanwhile, naming the field, and offers the current version', async () => {
    render({
      [`GET ${URL_}?siteId=acme`]: () => json(200, { data: PRODUCT }),
      [`PUT ${URL_}`]: () => json(409, { error: DATA_API_MESSAGES.changedMeanwhile, validationErrors: { stock: [DATA_API_MESSAGES.fieldChangedMeanwhile] } }),
    });
    await settle();
    await typeInto(field(L.stock, document), '9');
    await click(button(L.save));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(DATA_API_MESSAGES.changedMeanwhile);
    expect(document.body.textContent).toContain(DATA_API_MESSAGES.fieldChangedMeanwhile);
    expect(button(L.reloadLatest)).toBeTruthy();
  });

  it('reads and sends the tax class and digital flag; a digital product’s weight is not asked for; the server’s field error shows at the field', async () => {
    const fetch = render({
      [`GET ${URL_}?siteId=acme`]: () => json(200, { data: { ...PRODUCT, shipping_weight: 0.35, tax_class: 'reduced' } }),
      [`PUT ${URL_}`]: () => json(400, { error: L.fixErrors, validationErrors: { tax_class: [PRODUCT_TERMS_MESSAGES.taxClass] } }),
    });
    await settle();
    const taxClass = field<HTMLSelectElement>(L.taxClass, document);
    expect(taxClass.value).toBe('reduced');
    const digital = field(L.digital, document);
    expect(digital.checked).toBe(false);
    expect(field(L.shippingWeight, document).disabled).toBe(false);
    await choose(taxClass, 'zero');
    await click(digital);
    expect(field(L.shippingWeight, document).disabled).toBe(true);
    await click(button(L.save));
    await settle();
    expect(sentPart(fetch, 'data')).toMatchObject({ tax_class: 'zero', is_digital: true, shipping_weight: 0.35 });
    expect(sentPart(fetch, 'loaded')).toMatchObject({ tax_class: 'reduced', is_digital: null });
    expect(taxClass.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(taxClass.getAttribute('aria-describedby')?.split(' ').find((id) => document.getElementById(id)?.textContent === PRODUCT_TERMS_MESSAGES.taxClass) ?? '')).toBeTruthy();
  });
});
