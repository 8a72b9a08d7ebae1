import { afterAll, beforeAll } from 'vitest';
import type { CartItem } from '#core/cart/cart-item.ts';
import { document } from '#server/db/schema.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * /api/cart and /api/wishlist: a signed-in shopper's own lists per site; the server stores only
 * validated lines (its own prices, names, images and stock; quantities integers ≥ 1 capped by
 * stock); unknown, inactive, private and other sites' products are dropped; oversized bodies refused.
 */

export let t: TestApp;
export let roles: SiteRoles;
export const ids: Record<string, string> = {};

export const PRODUCTS: Record<string, Record<string, unknown>> = {
  shirt: {
    name: 'Linen shirt',
    price: 60,
    discount_price: 45,
    stock: 9,
    image: '/media/shirt.jpg',
    colors: [
      { value: 'red', label: 'Red', hex: '#ff0000' },
      { value: 'blue', label: 'Blue', hex: '#0000ff' },
    ],
    sizes: [
      { value: 's', label: 'Small' },
      { value: 'm', label: 'Medium' },
    ],
    variant_stock: JSON.stringify([
      { color_value: 'red', size_value: 's', stock: 2 },
      { color_value: 'red', size_value: 'm', stock: 5 },
      { color_value: 'blue', size_value: 's', stock: 0 },
      { color_value: 'blue', size_value: 'm', stock: 2 },
    ]),
  },
  mug: { name: 'Mug', price: '12.5', stock: '4', image: '/media/mug.jpg' },
  card: { name: 'Gift card', price: 20 },
  soldOut: { name: 'Sold out', price: 5, stock: 0 },
  retired: { name: 'Retired', price: 5, stock: 5, status: 'inactive' },
};

export type Json = Record<string, unknown>;

export async function call(list: 'cart' | 'wishlist', method: string, cookie: string | undefined, body?: unknown, query = '?siteId=shop'): Promise<{ status: number; body: Json }> {
  const response = await t.request(`/api/${list}${query}`, {
    method,
    cookie,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

export const postCart = (cookie: string, items: unknown, query?: string) => call('cart', 'POST', cookie, { items }, query);
export const itemsOf = (answer: { body: Json }) => answer.body.items as CartItem[];

/** One app per test file: the shop site and its products, two signed-in shoppers. */
export function setUpCartShop() {
  beforeAll(async () => {
    t = await createTestApp();
    roles = await seedSiteRoles(t, { tag: 'cart-api', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
    Object.assign(ids, await insertShopProducts(t, roles, PRODUCTS));
    const { db } = t.deps.database;
    const [note] = await db.insert(document).values({ siteId: roles.siteId, collection: 'orders', data: { name: 'Secret order', price: 999, stock: 3 } }).returning({ id: document.id });
    ids.privateRecord = note!.id;
  });
  afterAll(async () => {
    await t?.close();
  });
}
