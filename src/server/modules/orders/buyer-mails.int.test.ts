import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferenceFrom, type OrderLine, type PaymentMethodValue } from '#core/checkout/order.ts';
import { BUYER_MAIL_KINDS, MAIL_LOGO, mailPreviewApi, orderPaidSubject, TRACKING_LINK_LABEL, TRACKING_URL_INVALID, type MailPreview } from '#core/shop/buyer-mails.ts';
import { orderShippedSubject } from '#core/shop/owner-notifications.ts';
import { emailOutbox, media, shopOrder, shopSettings } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { saveShopSettings } from '#server/modules/shop/shop-settings.public.ts';
import { readableMessage } from '#server/testing/mail-message.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { INVOICE_MAIL_LINE } from './order-mail.ts';

/*
 * The buyer's mails (issue 25 item 6; decision 064) over a real local SMTP server: the "paid" mail
 * when an owner marks an offline order paid (with its signed invoice link, and no second one for a
 * paid online order), the shipped mail's tracking link (https only, a 400 with a field error
 * otherwise), the shop's logo from its own media library (another site's image refused), and the
 * dashboard's preview (the site's members; anyone else 404). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@mail.test>', CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'buyermails', site: { uniqueId: 'mail-lamps', title: 'Lamp Shop' }, otherSite: { uniqueId: 'mail-elsewhere', title: 'Elsewhere Goods' } });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const LINES: OrderLine[] = [{ productId: '00000000-0000-4000-8000-000000000001', collection: 'products', name: 'Brass lamp', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 2, unitCents: 1250, lineCents: 2500 }];

let buyers = 0;
/** A pending order of the shop, written as checkout writes one, to an address of its own. */
async function pendingOrder(method: PaymentMethodValue = 'invoice') {
  const email = `buyer-${++buyers}@example.com`;
  const [row] = await t.deps.database.db
    .insert(shopOrder)
    .values({
      reference: orderReferenceFrom(randomBytes(10)),
      sessionToken: randomBytes(24).toString('base64url'),
      siteId: roles.siteId,
      email,
      customer: { name: 'Ada Buyer', email, address: { line1: '1 Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' } },
      method,
      lines: LINES,
      subtotalCents: 2500,
      totalCents: 2500,
      currency: 'EUR',
    })
    .returning();
  return row!;
}

const post = (path: string, body: unknown, cookie = roles.cookies.owner) => t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const mailsTo = (email: string) => t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order')).then((rows) => rows.filter((row) => row.toAddresses.includes(email)));
const delivered = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

let images = 0;
async function addImage(siteId: string | null, mime = 'image/png') {
  const key = `uploads/mail-logo-${++images}.png`;
  await t.deps.storage.put(key, Buffer.from('not really a png'), mime);
  const [row] = await t.deps.database.db.insert(media).values({ siteId, kind: 'image', storageKey: key, url: `/media/${key}`, name: `logo-${images}`, bytes: 5, mime }).returning();
  return row!;
}

const owner = () => ({ id: roles.userIds.owner, role: 'user' }) as never;
const saveLogo = (mailLogoId: unknown) => saveShopSettings(t.deps.database.db, owner(), 'mail-lamps', { payOnDelivery: 'on', payByInvoice: 'on', offlineHoldHours: '72', maxUnitsPerCheckout: '20', mailLogoId });

describe('the paid mail', () => {
  it('goes to the buyer when the owner marks an offline order paid, with the signed invoice link, once', async () => {
    const order = await pendingOrder('invoice');
    const response = await post(`/api/orders/${order.id}/status`, { status: 'paid' });
    expect(response.status, await response.clone().text()).toBe(200);
    const [mail, ...more] = await mailsTo(order.email!);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ status: 'sent', subject: orderPaidSubject(order.reference, 'Lamp Shop') });
    const link = new RegExp(`${INVOICE_MAIL_LINE.replace(/[()]/g, '\\$&')}: (http://localhost:3000/api/invoices/${order.id}\\.pdf\\?expires=\\d+&sig=\\S+)`).exec(mail!.textBody)?.[1];
    expect(link).toBeTruthy();
    expect(mail!.htmlBody).toContain(`href="${link!.replace(/&/g, '&#38;')}"`);
    // The link downloads the invoice numbered by that very move.
    const pdf = await t.request(link!.replace('http://localhost:3000', ''));
    expect(pdf.status).toBe(200);
    // Delivered as text and HTML, in the shop's layout.
    const raw = readableMessage(delivered(order.email!)[0]!.raw);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(mail!.htmlBody).toMatch(/^<!DOCTYPE html>/);
    // Moving it on does not mail "paid" again.
    expect((await post(`/api/orders/${order.id}/status`, { status: 'fulfilled' })).status).toBe(200);
    expect((await mailsTo(order.email!)).map((row) => row.subject)).toEqual([orderPaidSubject(order.reference, 'Lamp Shop'), orderShippedSubject(order.reference, 'Lamp Shop')]);
  });

  it('is not sent for an online order (its confirmation was the one mail when it was paid)', async () => {
    const order = await pendingOrder('stripe');
    await t.deps.database.db.update(shopOrder).set({ status: 'paid', invoiceNumber: 900 }).where(eq(shopOrder.id, order.id));
    expect((await post(`/api/orders/${order.id}/status`, { status: 'fulfilled' })).status).toBe(200);
    expect((await mailsTo(order.email!)).map((row) => row.subject)).toEqual([orderShippedSubject(order.reference, 'Lamp Shop')]);
  });
});

describe('the tracking link', () => {
  it('is stored, shown in the order and a link in the shipped mail', async () => {
    const order = await pendingOrder('invoice');
    await post(`/api/orders/${order.id}/status`, { status: 'paid' });
    const url = 'https://www.dhl.de/en/track.html?piececode=JD0146000012345&lang=en';
    const response = await post(`/api/orders/${order.id}/status`, { status: 'fulfilled', carrier: 'DHL', trackingNumber: 'JD0146000012345', trackingUrl: ` ${url} ` });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { order: { trackingUrl: string } }).order.trackingUrl).toBe(url);
    const shipped = (await mailsTo(order.email!)).find((row) => row.subject === orderShippedSubject(order.reference, 'Lamp Shop'))!;
    expect(shipped.textBody).toContain(`${TRACKING_LINK_LABEL}: ${url}`);
    expect(shipped.htmlBody).toContain(`<a href="${url.replace(/&/g, '&#38;')}"`);
    expect(shipped.htmlBody).toContain(TRACKING_LINK_LABEL);
  });

  it('must be https and of bounded length: 400 with a field error, and the order unchanged', async () => {
    const order = await pendingOrder('delivery');
    for (const trackingUrl of ['http://dhl.de/x', 'javascript:alert(1)', 'dhl.de/x', `https://dhl.de/${'a'.repeat(600)}`, 7]) {
      const response = await post(`/api/orders/${order.id}/status`, { status: 'fulfilled', trackingUrl });
      expect(response.status, String(trackingUrl)).toBe(400);
      expect(await response.json()).toEqual({ error: TRACKING_URL_INVALID, validationErrors: { trackingUrl: [TRACKING_URL_INVALID] } });
    }
    // Only with fulfilment.
    expect((await post(`/api/orders/${order.id}/status`, { status: 'cancelled', trackingUrl: 'https://dhl.de/x' })).status).toBe(400);
    const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, order.id));
    expect(row).toMatchObject({ status: 'pending', trackingUrl: null });
    expect(await mailsTo(order.email!)).toHaveLength(0);
  });
});

describe('the shop’s logo', () => {
  it('is an image of the site’s own media library, at the top of every buyer mail as an absolute URL', async () => {
    const logo = await addImage(roles.siteId);
    await saveLogo(logo.id);
    const order = await pendingOrder('invoice');
    await post(`/api/orders/${order.id}/status`, { status: 'cancelled' });
    const [mail] = await mailsTo(order.email!);
    expect(mail!.htmlBody).toContain(`<img src="http://localhost:3000${logo.url}"`);
    // Webmail pages and the preview's sandboxed frame (other origins) may load it.
    const file = await t.request(logo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await t.request('/api/health')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Not sent again: kept. Cleared with an empty choice: the name alone.
    await saveShopSettings(t.deps.database.db, owner(), 'mail-lamps', { payOnDelivery: 'on', offlineHoldHours: '72', maxUnitsPerCheckout: '20' });
    expect((await t.deps.database.db.select().from(shopSettings).where(eq(shopSettings.siteId, roles.siteId)))[0]!.mailLogoMediaId).toBe(logo.id);
    await saveLogo('');
    const next = await pendingOrder('invoice');
    await post(`/api/orders/${next.id}/status`, { status: 'cancelled' });
    expect((await mailsTo(next.email!))[0]!.htmlBody).not.toContain('<img');
  });

  it('refuses another site’s image, a platform image, an SVG, a non-image and a URL: 400 with a field error', async () => {
    const others = [(await addImage(roles.otherSiteId)).id, (await addImage(null)).id, (await addImage(roles.siteId, 'image/svg+xml')).id, 'https://evil.example/logo.png', '00000000-0000-4000-8000-000000000009', 5];
    for (const value of others) {
      const error = await saveLogo(value).catch((e: unknown) => e);
      expect(error, String(value)).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).validationErrors).toEqual({ mailLogoId: [MAIL_LOGO.invalid] });
    }
    // An editor may not choose one at all.
    const mine = await addImage(roles.siteId);
    const editor = await saveShopSettings(t.deps.database.db, { id: roles.userIds.editor, role: 'user' } as never, 'mail-lamps', { mailLogoId: mine.id }).catch((e: unknown) => e);
    expect((editor as HttpError).status).toBe(403);
  });
});

describe('the preview', () => {
  it('renders every kind for the site’s owners, editors and admins, with its name and currency', async () => {
    for (const role of ['owner', 'editor', 'admin'] as const) {
      for (const kind of BUYER_MAIL_KINDS) {
        const response = await t.request(mailPreviewApi('mail-lamps', kind), { cookie: roles.cookies[role] });
        expect(response.status, `${role} ${kind}`).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const { mail } = (await response.json()) as { mail: MailPreview };
        expect(mail.text.startsWith('Lamp Shop\n')).toBe(true);
        expect(mail.html).toContain('Lamp Shop');
        expect(mail.subject).toContain('SW-PREVIEW1');
      }
    }
    const shipped = ((await (await t.request(mailPreviewApi('mail-lamps', 'shipped'), { cookie: roles.cookies.editor })).json()) as { mail: MailPreview }).mail;
    expect(shipped.text).toContain(`${TRACKING_LINK_LABEL}: https://tracking.example/JD0146000038`);
    const placed = ((await (await t.request(mailPreviewApi('mail-lamps', 'placed'), { cookie: roles.cookies.owner })).json()) as { mail: MailPreview }).mail;
    expect(placed.text).toContain('Total: $54.00 USD');
  });

  it('is 404 for another site’s members and strangers, 401 signed out, 400 for an unknown kind', async () => {
    for (const role of ['otherEditor', 'stranger'] as const) expect((await t.request(mailPreviewApi('mail-lamps', 'paid'), { cookie: roles.cookies[role] })).status, role).toBe(404);
    expect((await t.request(mailPreviewApi('no-such-site', 'paid'), { cookie: roles.cookies.owner })).status).toBe(404);
    expect((await t.request(mailPreviewApi('mail-lamps', 'paid'))).status).toBe(401);
    expect((await t.request('/api/orders/mail-preview?siteId=mail-lamps&kind=invoice', { cookie: roles.cookies.owner })).status).toBe(400);
  });
});
