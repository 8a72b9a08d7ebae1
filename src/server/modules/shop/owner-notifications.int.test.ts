import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderOwnerSubject, newReviewOwnerSubject } from '#core/shop/owner-notifications.ts';
import { siteMember } from '#server/db/schema.ts';
import { readableMessage } from '#server/testing/mail-message.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { insertShopProducts } from '#server/testing/shop-products.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ownerNotificationPrefs, saveOwnerNotificationPrefs } from './owner-notifications.public.ts';

/*
 * Owner notifications over a real local SMTP server (issue #24 item 4, decision 053): each owner
 * of the site gets the new-order mail once per order and the new-review mail, unless they turned
 * that kind off for that site; editors never get them. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let roles: SiteRoles;
let coOwner: { cookie: string; userId: string };
const ids: Record<string, string> = {};
const CUSTOMER = { name: 'Ada Buyer', email: 'ada@buyer.example', address: { line1: '1 Way', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@mail.test>', CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'notify', site: { uniqueId: 'shop', title: 'Corner Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
  coOwner = await t.signUp('co-owner@notify.test');
  await t.deps.database.db.insert(siteMember).values({ siteId: roles.siteId, userId: coOwner.userId, role: 'owner' });
  Object.assign(ids, await insertShopProducts(t, roles, { mug: { name: 'Mug', price: 12, stock: 100 } }));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ip = 0;
async function placeOrder(): Promise<string> {
  const response = await t.request('/api/cart/offline-checkout', {
    method: 'POST',
    ip: `10.88.0.${++ip}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId: ids.mug, quantity: 2 }], siteId: 'shop', method: 'delivery', customer: CUSTOMER }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { orderReference: string }).orderReference;
}

const deliveredTo = (subject: string) =>
  smtp.received
    .filter((mail) => mail.raw.includes(subject))
    .flatMap((mail) => mail.to)
    .sort();

describe('owner notifications', () => {
  it('mails every owner of the site once about a new order, and not its editor', async () => {
    const reference = await placeOrder();
    const subject = newOrderOwnerSubject(reference, 'Corner Shop');
    await expect.poll(() => deliveredTo(subject).length).toBe(2);
    expect(deliveredTo(subject)).toEqual(['co-owner@notify.test', 'owner@notify.test']);
    const mail = smtp.received.find((m) => m.raw.includes(subject) && m.to.includes('owner@notify.test'))!;
    const text = readableMessage(mail.raw);
    expect(text).toContain(`${reference}, Ada Buyer`);
    expect(text).toContain('2 × Mug: $24.00');
    expect(text).toContain('/dashboard/sites/site-shop/orders');
    // The buyer got their own confirmation, and no owner mail.
    expect(smtp.received.some((m) => m.to.includes('ada@buyer.example') && m.raw.includes(reference))).toBe(true);
    expect(deliveredTo(subject)).not.toContain('ada@buyer.example');
  });

  it('does not mail an owner who turned new-order mail off for this site, and keeps their other kind on', async () => {
    await saveOwnerNotificationPrefs(t.deps.database.db, { ...(await actor(coOwner.userId)) }, roles.siteId, { new_review: 'on' });
    expect(await ownerNotificationPrefs(t.deps.database.db, roles.siteId, coOwner.userId)).toEqual({ new_order: false, new_review: true });
    const reference = await placeOrder();
    const subject = newOrderOwnerSubject(reference, 'Corner Shop');
    await expect.poll(() => deliveredTo(subject).length).toBe(1);
    expect(deliveredTo(subject)).toEqual(['owner@notify.test']);
  });

  it('mails the owners who want it about a new review waiting for moderation', async () => {
    await saveOwnerNotificationPrefs(t.deps.database.db, await actor(roles.userIds.owner), roles.siteId, { new_order: 'on' });
    const response = await t.request('/api/reviews/submit', {
      method: 'POST',
      ip: '10.88.1.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rating: 4,
        reviewer_name: 'Ada',
        review_title: 'Sturdy mug',
        review_text: 'Holds a lot of tea and keeps it warm.',
        would_recommend: 'yes',
        product_id: ids.mug,
        submission_date: '1999-01-01T00:00:00.000Z',
        turnstileToken: await solvedAltchaToken(t),
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const subject = newReviewOwnerSubject('Corner Shop');
    await expect.poll(() => deliveredTo(subject).length).toBe(1);
    expect(deliveredTo(subject)).toEqual(['co-owner@notify.test']);
  });

  it('lets only a current owner choose: an editor, another site’s member and an admin who is no owner may not', async () => {
    const { db } = t.deps.database;
    for (const role of ['editor', 'otherEditor', 'stranger', 'admin'] as const) {
      await expect(saveOwnerNotificationPrefs(db, await actor(roles.userIds[role]), roles.siteId, {})).rejects.toMatchObject({ status: 403 });
    }
    expect(await ownerNotificationPrefs(db, roles.siteId, roles.userIds.editor)).toEqual({ new_order: true, new_review: true });
  });
});

async function actor(userId: string) {
  const { user } = await import('#server/db/schema.ts');
  const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, userId));
  return row!;
}
