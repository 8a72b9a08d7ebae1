import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderShippedSubject } from '#core/shop/owner-notifications.ts';
import { emailOutbox, shopOrder } from '#server/db/schema.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Fulfilment (issue #24 item 6): the owner fulfils with a carrier and tracking number, stored on
 * the order, mailed to the buyer and shown in their account with the status history; the private
 * note stays with the owners. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;
const ids: Record<string, string> = {};
const CUSTOMER = { name: 'Ada Buyer', email: 'stranger@fulfil.test', address: { line1: '1 Way', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'fulfil', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  Object.assign(ids, await insertShopProducts(t, roles, { mug: { name: 'Mug', price: 12, stock: 100 } }));
});

afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely; each assertion names what it expects
type Json = Record<string, any>;
async function send(path: string, body: unknown, cookie?: string): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('fulfilment', () => {
  it('stores the carrier and tracking number, mails the buyer, and shows both with the history in their account; the private note stays the owners’', async () => {
    const placed = await send('/api/cart/offline-checkout', { items: [{ productId: ids.mug, quantity: 1 }], siteId: 'shop', method: 'delivery', customer: CUSTOMER }, roles.cookies.stranger);
    expect(placed.status).toBe(201);
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, placed.body.orderReference as string));

    // Bad input is a 400, never a 5xx; tracking only with fulfilment.
    expect((await send(`/api/orders/${order!.id}/status`, { status: 'fulfilled', carrier: 'x'.repeat(101) }, roles.cookies.owner)).status).toBe(400);
    expect((await send(`/api/orders/${order!.id}/status`, { status: 'cancelled', carrier: 'DHL' }, roles.cookies.owner)).status).toBe(400);
    expect((await send(`/api/orders/${order!.id}/note`, { note: 42 }, roles.cookies.owner)).status).toBe(400);
    // Another site's editor may not fulfil it.
    expect((await send(`/api/orders/${order!.id}/status`, { status: 'fulfilled', carrier: 'DHL', trackingNumber: 'X' }, roles.cookies.otherEditor)).status).toBe(404);

    const note = await send(`/api/orders/${order!.id}/note`, { note: '  Gift wrap, fragile  ' }, roles.cookies.editor);
    expect(note.status).toBe(200);
    expect(note.body.order.privateNote).toBe('Gift wrap, fragile');

    const fulfilled = await send(`/api/orders/${order!.id}/status`, { status: 'fulfilled', carrier: ' DHL ', trackingNumber: 'JD0146000012345' }, roles.cookies.owner);
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body.order).toMatchObject({ status: 'fulfilled', carrier: 'DHL', trackingNumber: 'JD0146000012345', privateNote: 'Gift wrap, fragile' });

    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, orderShippedSubject(order!.reference, 'Shop')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddresses).toEqual(['stranger@fulfil.test']);
    expect(mails[0]!.textBody).toContain('DHL, tracking number JD0146000012345');
    expect(mails[0]!.textBody).not.toContain('Gift wrap');

    const account = await t.request('/api/account/orders', { cookie: roles.cookies.stranger });
    const text = await account.text();
    const mine = (JSON.parse(text) as { orders: Json[] }).orders.find((o) => o.id === order!.id)!;
    expect(mine).toMatchObject({ status: 'fulfilled', carrier: 'DHL', trackingNumber: 'JD0146000012345' });
    expect(mine.history.map((entry: Json) => entry.status)).toEqual(['pending', 'fulfilled']);
    expect(text).not.toContain('Gift wrap');
    expect(text).not.toContain('privateNote');
  });
});
