import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_LIST_ITEMS } from '#core/cart/cart-constants.ts';
import { LIST_BODY_INVALID, LIST_BODY_TOO_LARGE, listTooLongMessage } from '#core/cart/messages.ts';
import { CART_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { cart, site } from '#server/db/schema.ts';
import { call, ids, itemsOf, postCart, roles, setUpCartShop, t } from './cart-api-kit.ts';

setUpCartShop();

describe('/api/cart', () => {
  it('answers 401 JSON to anonymous callers on every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await call('cart', method, undefined, method === 'POST' ? { items: [] } : undefined);
      expect(answer.status, method).toBe(401);
      expect(answer.body).toEqual({ error: 'Authentication required' });
    }
  });

  it('starts empty, stores validated lines, reads them back and clears them', async () => {
    const cookie = roles.cookies.stranger;
    expect(await call('cart', 'GET', cookie)).toEqual({ status: 200, body: { items: [] } });
    const posted = await postCart(cookie, [
      { id: ids.shirt, color: { value: 'red', label: 'Red' }, size: 'm', quantity: 2, addedAt: Date.now() - 1000 },
      { id: ids.mug, quantity: 1 },
    ]);
    expect(posted.status).toBe(200);
    const items = itemsOf(posted);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: ids.shirt,
      product_id: ids.shirt,
      collection: 'products',
      name: 'Linen shirt',
      image: '/media/shirt.jpg',
      price: 45,
      originalPrice: 60,
      color: { value: 'red', label: 'Red' },
      size: { value: 'm', label: 'Medium' },
      quantity: 2,
      stock: 9,
      variantStock: 5,
    });
    expect(items[1]).toMatchObject({ id: ids.mug, price: 12.5, stock: 4, quantity: 1, color: null, size: null });
    expect(await call('cart', 'GET', cookie)).toEqual({ status: 200, body: { items } });
    expect(await call('cart', 'DELETE', cookie)).toEqual({ status: 200, body: { items: [] } });
    expect(itemsOf(await call('cart', 'GET', cookie))).toEqual([]);
  });

  it('never trusts a client’s price, name, image or stock', async () => {
    const answer = await postCart(roles.cookies.stranger, [{ id: ids.mug, quantity: 1, price: 0.01, name: 'Free mug', image: 'https://evil.test/x.png', stock: 1000, currentPrice: 0, originalPrice: 0 }]);
    expect(itemsOf(answer)).toEqual([expect.objectContaining({ price: 12.5, name: 'Mug', image: '/media/mug.jpg', stock: 4, originalPrice: 12.5 })]);
    expect(itemsOf(answer)[0]).not.toHaveProperty('currentPrice');
  });

  it('drops negative, zero, fractional, non-numeric quantities; caps huge ones by variant stock, then stock, then a maximum', async () => {
    const answer = await postCart(roles.cookies.stranger, [
      { id: ids.mug, quantity: -2 },
      { id: ids.mug, quantity: 0 },
      { id: ids.mug, quantity: 1.5 },
      { id: ids.mug, quantity: '3' },
      { id: ids.mug, quantity: Number.MAX_SAFE_INTEGER + 2 },
      { id: ids.mug, quantity: 1e9 },
      { id: ids.shirt, color: 'red', size: 's', quantity: 50 },
      { id: ids.card, quantity: 10 ** 12 },
    ]);
    expect(itemsOf(answer).map((i) => [i.name, i.quantity])).toEqual([
      ['Mug', 4],
      ['Linen shirt', 2],
      ['Gift card', MAX_LINE_QUANTITY],
    ]);
  });

  it('drops unknown, inactive, sold-out, other sites’, private and malformed lines, and options the product does not offer', async () => {
    const answer = await postCart(roles.cookies.stranger, [
      { id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      { id: 'not-a-uuid', quantity: 1 },
      { id: ids.retired, quantity: 1 },
      { id: ids.soldOut, quantity: 1 },
      { id: ids.foreign, quantity: 1 },
      { id: ids.privateRecord, collection: 'orders', quantity: 1 },
      { id: ids.privateRecord, quantity: 1 },
      { id: ids.shirt, color: 'green', size: 's', quantity: 1 },
      { id: ids.shirt, color: 'blue', size: 's', quantity: 1 },
      { id: ids.shirt, quantity: 1 },
      { id: ids.mug, color: 'red', quantity: 1 },
      { id: ids.mug, color: ['x'], quantity: 1 },
      { id: 42, quantity: 1 },
      null,
      'text',
      [],
      { id: ids.card, quantity: 1, addedAt: Date.now() - CART_ITEM_EXPIRY_MS - 60_000 },
      { id: ids.shirt, color: 'blue', size: 'm', quantity: 1 },
    ]);
    expect(answer.status).toBe(200);
    expect(itemsOf(answer).map((i) => [i.name, (i.color as { value: string }).value])).toEqual([['Linen shirt', 'blue']]);
  });

  it('keeps the first of repeated lines and takes identity from colour and size', async () => {
    const answer = await postCart(roles.cookies.stranger, [
      { id: ids.shirt, color: 'red', size: 'm', quantity: 1 },
      { id: ids.shirt, color: { value: 'red' }, size: { value: 'm' }, quantity: 3 },
      { id: ids.shirt, color: 'red', size: 's', quantity: 1 },
    ]);
    expect(itemsOf(answer).map((i) => [(i.size as { value: string }).value, i.quantity])).toEqual([
      ['m', 1],
      ['s', 1],
    ]);
  });

  it('refuses a body that is not { items: [...] } with 400', async () => {
    for (const body of ['not json', '[]', '{"items":{}}', '{}', 'null']) {
      const answer = await call('cart', 'POST', roles.cookies.stranger, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error).toBeTypeOf('string');
    }
    expect((await call('cart', 'POST', roles.cookies.stranger, '{"items":1}')).body).toEqual({ error: LIST_BODY_INVALID });
  });

  it(`refuses more than ${MAX_LIST_ITEMS} items (10,000 here) with 400 and stores nothing`, async () => {
    const cookie = roles.cookies.editor;
    await postCart(cookie, [{ id: ids.mug, quantity: 1 }]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: ids.mug, color: String(i), quantity: 1 }));
    const answer = await postCart(cookie, many);
    expect(answer).toEqual({ status: 400, body: { error: listTooLongMessage(MAX_LIST_ITEMS) } });
    expect(itemsOf(await call('cart', 'GET', cookie)).map((i) => i.name)).toEqual(['Mug']);
    expect((await postCart(cookie, many.slice(0, MAX_LIST_ITEMS))).status).toBe(200);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await postCart(roles.cookies.stranger, [{ id: ids.mug, quantity: 1, note: 'x'.repeat(1_100_000) }]);
    expect(answer).toEqual({ status: 413, body: { error: LIST_BODY_TOO_LARGE } });
  });

  it('never lets a user read or change another user’s cart', async () => {
    await postCart(roles.cookies.owner, [{ id: ids.mug, quantity: 2 }]);
    await postCart(roles.cookies.otherEditor, [{ id: ids.card, quantity: 1 }]);
    expect(itemsOf(await call('cart', 'GET', roles.cookies.owner)).map((i) => i.name)).toEqual(['Mug']);
    expect(itemsOf(await call('cart', 'GET', roles.cookies.otherEditor)).map((i) => i.name)).toEqual(['Gift card']);
    // No parameter names a user: these are ignored, the session decides.
    const sneaky = await call('cart', 'GET', roles.cookies.otherEditor, undefined, `?siteId=shop&userId=${roles.userIds.owner}&user_id=${roles.userIds.owner}`);
    expect(itemsOf(sneaky).map((i) => i.name)).toEqual(['Gift card']);
    await call('cart', 'DELETE', roles.cookies.otherEditor, undefined, `?siteId=shop&userId=${roles.userIds.owner}`);
    expect(itemsOf(await call('cart', 'GET', roles.cookies.owner)).map((i) => i.name)).toEqual(['Mug']);
  });

  it('keeps one cart per site: a site’s cart holds only its products', async () => {
    const cookie = roles.cookies.admin;
    await postCart(cookie, [{ id: ids.mug, quantity: 1 }]);
    const elsewhere = await postCart(cookie, [{ id: ids.foreign, quantity: 2 }, { id: ids.mug, quantity: 1 }], '?siteId=elsewhere');
    expect(itemsOf(elsewhere).map((i) => i.name)).toEqual(['Foreign']);
    expect(itemsOf(await call('cart', 'GET', cookie)).map((i) => i.name)).toEqual(['Mug']);
    // The site's id works as well as its unique id; outside any site, site products are not sold.
    expect(itemsOf(await call('cart', 'GET', cookie, undefined, `?siteId=${roles.siteId}`)).map((i) => i.name)).toEqual(['Mug']);
    expect(itemsOf(await postCart(cookie, [{ id: ids.mug, quantity: 1 }], ''))).toEqual([]);
    expect((await call('cart', 'GET', cookie, undefined, '?siteId=nope')).status).toBe(404);
  });

  it('drops expired lines on read', async () => {
    const cookie = roles.cookies.owner;
    const { db } = t.deps.database;
    const [row] = await db.select().from(cart).where(eq(cart.userId, roles.userIds.owner));
    const stale = { ...row!.items[0]!, addedAt: Date.now() - CART_ITEM_EXPIRY_MS - 1000 };
    await db.update(cart).set({ items: [stale] }).where(eq(cart.userId, roles.userIds.owner));
    expect(itemsOf(await call('cart', 'GET', cookie))).toEqual([]);
  });

  it('is deleted with its site', async () => {
    const { db } = t.deps.database;
    const before = await db.select().from(cart).where(eq(cart.siteId, roles.otherSiteId));
    expect(before.length).toBeGreaterThan(0);
    await db.delete(site).where(eq(site.id, roles.otherSiteId));
    expect(await db.select().from(cart).where(eq(cart.siteId, roles.otherSiteId))).toEqual([]);
  });
});
