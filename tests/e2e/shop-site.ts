import { expect, type Locator, type Page } from '@playwright/test';
import { NAV_MENU_DEFAULTS } from '../../src/core/blocks/navigation-defaults.ts';
import { PRODUCT_DETAILS_DEFAULTS, PRODUCT_LIST_DEFAULTS } from '../../src/core/blocks/shop-defaults.ts';
import { templatePathOf } from '../../src/core/paths/data-area.ts';
import { PRODUCTS_COLLECTION } from '../../src/core/product-list/product-list-query.ts';
import { origin, publishedVersion, publishPage, waitForIslands } from './fixtures.ts';

// A new site's shop as its owner sets it up: a shop page with the cart in its navigation and the
// product list, the products' view template with the purchase block, and products made through the
// data API. For specs that need a shop of their own (its payment accounts, its rules), not the demo's.

const root = (title: string) => ({ props: { title, description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } });

/** Publishes `/site-{id}/shop` and the product template; answers the shop page's path. */
export async function publishShop(page: Page, siteId: string, navTitle: string): Promise<string> {
  const nav = { type: 'NavMenu', props: { ...NAV_MENU_DEFAULTS, id: 'NavMenu-shop', title: navTitle, links: [], cart: { desktop: true, mobile: true } } };
  const shopPath = `/site-${siteId}/shop`;
  await publishPage(page, shopPath, { root: root('Shop'), content: [nav, { type: 'ProductList', props: { ...PRODUCT_LIST_DEFAULTS, id: 'ProductList-shop', heading: 'Shop', limit: 12, showFilters: false } }] }, 'Shop');
  const template = `/site-${siteId}${templatePathOf('view', PRODUCTS_COLLECTION)}`;
  const published = await page.request.post('/api/editor', {
    headers: origin(page),
    data: {
      data: { root: root('Product'), content: [nav, { type: 'ProductDetails', props: { ...PRODUCT_DETAILS_DEFAULTS, id: 'ProductDetails-page', collection: PRODUCTS_COLLECTION } }] },
      path: template,
      pathWithNoSite: '',
      title: 'Product',
      description: '',
      is_template: true,
      is_system: false,
      baseVersion: await publishedVersion(page, template),
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  return shopPath;
}

/** An active product of the site without variants, `price` in the shop's currency; answers its id. */
export async function createShopProduct(page: Page, siteId: string, product: { name: string; price: number; stock: number } & Record<string, unknown>): Promise<string> {
  const form = new FormData();
  form.append('siteId', siteId);
  form.append('data', JSON.stringify({ discount_price: null, status: 'active', category: 'other', colors: [], sizes: [], variant_stock: [], tags: [], ...product }));
  const response = await page.request.post('/api/data/products', { headers: origin(page), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A buyer puts the product in the cart on its page, then opens the drawer's checkout from the shop page; answers the checkout's region. */
export async function checkoutOneProduct(buyer: Page, siteId: string, productId: string, shopPath: string): Promise<Locator> {
  await buyer.goto(`/data/site-${siteId}/products/${productId}`);
  await waitForIslands(buyer);
  const purchase = buyer.locator('[data-product-purchase]');
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText('Added to cart');
  await buyer.goto(shopPath);
  await waitForIslands(buyer);
  await buyer.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = buyer.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
  return drawer.getByRole('region', { name: 'Checkout' });
}
