import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_ITEMS } from '#core/cart/cart-constants.ts';
import { WISHLIST_ITEM_EXPIRY_MS } from '#core/constants.ts';
import type { WishlistItem } from '#core/wishlist/wishlist-item.ts';
import { wishlist } from '#server/db/schema.ts';
import { call, ids, type Json, roles, setUpCartShop, t } from './cart-api-kit.ts';

// The refresh read of a product and the wishlist API.
setUpCartShop();

describe('the refresh read: GET /api/data/products/{id}', () => {
  it('answers a site’s product to anyone (the cart refreshes anonymously), other collections as before', async () => {
    const product = await t.request(`/api/data/products/${ids.mug}`);
    expect(product.status).toBe(200);
    expect(((await product.json()) as { data: Json }).data).toMatchObject({ id: ids.mug, name: 'Mug', price: '12.5' });
    expect((await t.request(`/api/data/orders/${ids.privateRecord}`)).status).toBe(401);
    expect((await t.request(`/api/data/orders/${ids.privateRecord}`, { cookie: roles.cookies.stranger })).status).toBe(403);
    expect((await t.request(`/api/data/products/${ids.privateRecord}`)).status).toBe(404);
  });
});

describe('/api/wishlist', () => {
  const wished = (answer: { body: Json }) => answer.body.items as WishlistItem[];

  it('answers 401 JSON to anonymous callers', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await call('wishlist', method, undefined, method === 'POST' ? { items: [] } : undefined)).status).toBe(401);
    }
  });

  it('stores validated items with the server’s price and stock, ignores duplicates, clears', async () => {
    const cookie = roles.cookies.stranger;
    const addedAt = new Date(Date.now() - 60_000).toISOString();
    const answer = await call('wishlist', 'POST', cookie, {
      items: [
        { id: ids.shirt, product_id: ids.shirt, color: { value: 'red', label: 'Red' }, size: { value: 's', label: 'S' }, addedAt, price: 1, stock: 99, name: 'Cheap' },
        { id: ids.shirt, color: 'red', size: 's', addedAt },
        { id: ids.soldOut, addedAt },
        { id: ids.retired, addedAt },
        { id: ids.mug, addedAt: new Date(Date.now() - WISHLIST_ITEM_EXPIRY_MS - 60_000).toISOString() },
        { id: ids.shirt, color: 'purple', size: 's', addedAt },
        { id: ids.foreign, addedAt },
      ],
    });
    expect(answer.status).toBe(200);
    expect(wished(answer)).toEqual([
      expect.objectContaining({ id: ids.shirt, price: 45, stock: 2, name: 'Linen shirt', color: { value: 'red', label: 'Red' }, size: { value: 's', label: 'Small' }, addedAt, site: null }),
      expect.objectContaining({ id: ids.soldOut, stock: 0 }),
    ]);
    expect(await call('wishlist', 'GET', cookie)).toEqual({ status: 200, body: answer.body });
    expect(await call('wishlist', 'GET', roles.cookies.owner)).toEqual({ status: 200, body: { items: [] } });
    expect((await call('wishlist', 'DELETE', cookie)).body).toEqual({ items: [] });
    expect(wished(await call('wishlist', 'GET', cookie))).toEqual([]);
  });

  it('refuses too many items and oversized bodies', async () => {
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, () => ({ id: ids.mug }));
    expect((await call('wishlist', 'POST', roles.cookies.stranger, { items: many })).status).toBe(400);
    expect((await call('wishlist', 'POST', roles.cookies.stranger, { items: [{ id: ids.mug, pad: 'y'.repeat(1_100_000) }] })).status).toBe(413);
  });

  it('keeps a separate row from the cart', async () => {
    const { db } = t.deps.database;
    await call('wishlist', 'POST', roles.cookies.editor, { items: [{ id: ids.mug }] });
    const [row] = await db.select().from(wishlist).where(eq(wishlist.userId, roles.userIds.editor));
    expect(row?.items.map((i) => i.name)).toEqual(['Mug']);
  });
});
