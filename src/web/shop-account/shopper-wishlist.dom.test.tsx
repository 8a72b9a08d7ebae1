// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER_WISHLIST_FAILED } from '#core/shop/shop-account-messages.ts';
import { WISHLIST_EMPTY_TITLE } from '#core/wishlist/messages.ts';
import { fakeFetch, json, settle, type Route } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ShopperWishlist } from './shopper-wishlist.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const ITEM = {
  id: 'p1',
  product_id: 'p1',
  collection: 'products',
  site: 'demo',
  color: { value: 'red', label: 'Red' },
  size: { value: 'm', label: 'M' },
  addedAt: '2026-11-28T10:00:00.000Z',
  price: 20,
  currentPrice: 18.5,
  stock: 3,
  name: 'Linen shirt',
  image: '/media/shirt.webp',
};

function render(routes: Record<string, Route>, siteSlug: string | null) {
  const fetch = fakeFetch(routes);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <ShopperWishlist site="demo" siteSlug={siteSlug} currency="USD" language="en" />
      </QueryClientProvider>,
    ),
  );
  return fetch;
}

describe('ShopperWishlist', () => {
  it('lists this shop’s wishlist with each choice and its current price, linking to the product in the shop', async () => {
    render({ 'GET /api/wishlist?siteId=demo': () => json(200, { items: [ITEM] }) }, 'site-demo');
    await settle();
    const link = document.querySelector<HTMLAnchorElement>('[data-shopper-wishlist-item] a')!;
    expect(link.textContent).toBe('Linen shirt');
    expect(link.getAttribute('href')).toBe('/data/site-demo/products/p1');
    expect(document.body.textContent).toContain('Red / M');
    expect(document.body.textContent).toContain('$18.50');
  });

  it('links without a site prefix on the shop’s own domain', async () => {
    render({ 'GET /api/wishlist?siteId=demo': () => json(200, { items: [ITEM] }) }, null);
    await settle();
    expect(document.querySelector('[data-shopper-wishlist-item] a')!.getAttribute('href')).toBe('/data/products/p1');
  });

  it('says when the wishlist is empty', async () => {
    render({ 'GET /api/wishlist?siteId=demo': () => json(200, { items: [] }) }, 'site-demo');
    await settle();
    expect(document.body.textContent).toContain(WISHLIST_EMPTY_TITLE);
  });

  it('says when the wishlist could not be loaded', async () => {
    render({ 'GET /api/wishlist?siteId=demo': () => json(500, { error: 'boom' }) }, 'site-demo');
    await settle();
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(SHOPPER_WISHLIST_FAILED);
  });
});
