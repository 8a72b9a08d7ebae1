import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferenceFrom, type OrderLine } from '#core/checkout/order.ts';
import { LEGAL_DETAILS_MAX, legalDetailTooLong } from '#core/shop/legal-details.ts';
import { emailOutbox, shopOrder, shopRefund } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { saveShopSettings } from '#server/modules/shop/shop-settings.public.ts';
import { pdfText } from '#server/testing/pdf-text.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { INVOICE_LINK_INVALID, signedInvoiceLink } from './invoices.ts';
import { sendOrderConfirmation } from './order-mail.ts';
import { providerRefund } from './refunds.public.ts';
import { transitionOrder, transitionOrderIn } from './transition-order.public.ts';

/*
 * Invoices and credit notes (issue 25 item 7; decision 062): numbered per site without gaps or repeats
 * also when 50 orders are paid at once, a rolled-back payment gives its number back, credit notes for
 * succeeded refunds, the PDFs read back as text by a real PDF parser, and who may download them (the
 * site's members, the buyer signed in, anyone with the mailed signed link). PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'invoices', site: { uniqueId: 'invoice-shop', title: 'Lamp Shop' }, otherSite: { uniqueId: 'invoice-elsewhere', title: 'Elsewhere Goods' } });
});

afterAll(async () => {
  await t?.close();
});

const LINES: OrderLine[] = [
  { productId: '00000000-0000-4000-8000-000000000001', collection: 'products', name: 'Brass lamp', image: null, color: 'gold', size: null, colorLabel: 'Gold', sizeLabel: null, quantity: 2, unitCents: 1250, lineCents: 2500 },
  { productId: '00000000-0000-4000-8000-000000000002', collection: 'products', name: 'Čaj mug 灯', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 1, unitCents: 999, lineCents: 999 },
];

/** A pending pay-by-invoice order of `siteId`, written as checkout writes one. */
async function pendingOrder(siteId: string, userId: string | null = null): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(shopOrder)
    .values({
      reference: orderReferenceFrom(randomBytes(10)),
      sessionToken: randomBytes(24).toString('base64url'),
      siteId,
      userId,
      email: 'ada@example.com',
      customer: { name: 'Ada Buyer', email: 'ada@example.com', address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' } },
      method: 'invoice',
      lines: LINES,
      subtotalCents: 3499,
      totalCents: 3499,
      currency: 'EUR',
    })
    .returning({ id: shopOrder.id });
  return row!.id;
}

async function orderRow(id: string) {
  const [row] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, id));
  return row!;
}

const pay = (id: string) => transitionOrder(t.deps, id, 'paid', { source: 'owner' });

async function paidOrder(siteId = roles.siteId, userId: string | null = null): Promise<string> {
  const id = await pendingOrder(siteId, userId);
  expect((await pay(id)).changed).toBe(true);
  return id;
}

const get = (path: string, cookie?: string) => t.request(path, { cookie });

describe('invoice numbers', () => {
  it('are 1…50 for 50 orders of one site paid at once, with no gap and no repeat; another site starts at 1', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => pendingOrder(roles.siteId)));
    const results = await Promise.all(ids.map((id) => pay(id)));
    expect(results.every((result) => result.changed)).toBe(true);
    const rows = await t.deps.database.db.select({ number: shopOrder.invoiceNumber, issuedAt: shopOrder.invoiceIssuedAt }).from(shopOrder).where(inArray(shopOrder.id, ids));
    expect(rows.map((row) => row.number).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.every((row) => row.issuedAt instanceof Date)).toBe(true);

    const other = await paidOrder(roles.otherSiteId);
    expect((await orderRow(other)).invoiceNumber).toBe(1);
  });

  it('are not taken by a payment whose transaction fails, which leaves no gap; a pending order has none; pay on delivery fulfilled is numbered', async () => {
    const failing = await pendingOrder(roles.siteId);
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        const moved = await transitionOrderIn(tx, failing, 'paid', { source: 'provider' });
        expect(moved.changed && moved.order.invoiceNumber).toBe(51);
        throw new Error('the payment write failed');
      }),
    ).rejects.toThrow('the payment write failed');
    const after = await orderRow(failing);
    expect(after.status).toBe('pending');
    expect(after.invoiceNumber).toBeNull();

    const next = await paidOrder();
    expect((await orderRow(next)).invoiceNumber).toBe(51);
    // Paying it again later takes the next one; moving a paid order on keeps its number.
    expect((await pay(failing)).changed).toBe(true);
    expect((await orderRow(failing)).invoiceNumber).toBe(52);
    await transitionOrder(t.deps, failing, 'fulfilled', { source: 'owner' });
    expect((await orderRow(failing)).invoiceNumber).toBe(52);

    const [delivery] = await t.deps.database.db.update(shopOrder).set({ method: 'delivery' }).where(eq(shopOrder.id, await pendingOrder(roles.siteId))).returning();
    expect(delivery!.invoiceNumber).toBeNull();
    await transitionOrder(t.deps, delivery!.id, 'fulfilled', { source: 'owner' });
    expect((await orderRow(delivery!.id)).invoiceNumber).toBe(53);
  });
});

describe('credit notes', () => {
  it('number each succeeded refund 1, 2 … per site: owners’ recorded refunds and a provider’s', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const refund = (id: string, amountCents: number) =>
      t.request(`/api/orders/${id}/refund`, { method: 'POST', cookie: roles.cookies.owner, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amountCents }) });
    expect((await refund(first, 500)).status).toBe(200);
    expect((await refund(second, 3499)).status).toBe(200);
    expect((await refund(first, 1000)).status).toBe(200);
    const numbers = async (id: string) =>
      (await t.deps.database.db.select({ number: shopRefund.creditNoteNumber }).from(shopRefund).where(eq(shopRefund.orderId, id)).orderBy(shopRefund.createdAt)).map((row) => row.number);
    expect(await numbers(first)).toEqual([1, 3]);
    expect(await numbers(second)).toEqual([2]);

    // A refund the provider reports (made in its own dashboard) gets the next one in the webhook's transaction.
    const third = await orderRow(await paidOrder());
    await t.deps.database.db.transaction(async (tx) => {
      expect(await providerRefund(tx, third, 700, 'stripe')).toEqual({ to: 'partially_refunded', refundedCents: 700, refundId: expect.any(String) });
    });
    expect(await numbers(third.id)).toEqual([4]);

    // The other site's first.
    const elsewhere = await orderRow(await paidOrder(roles.otherSiteId));
    await t.deps.database.db.transaction((tx) => providerRefund(tx, elsewhere, 100, 'paypal'));
    expect(await numbers(elsewhere.id)).toEqual([1]);
  });
});

describe('the PDFs', () => {
  it('the owner downloads an invoice with the shop’s legal details, its number, reference, lines and total', async () => {
    await saveShopSettings(t.deps.database.db, { id: roles.userIds.owner, role: 'user' } as never, 'invoice-shop', {
      payOnDelivery: 'on',
      payByInvoice: 'on',
      offlineHoldHours: '72',
      maxUnitsPerCheckout: '20',
      legalName: 'Lamp Shop GmbH',
      legalAddress: 'Lampenweg 7\r\n\r\n10115 Berlin\nGermany',
      taxNumber: 'DE123456789',
    });
    const id = await paidOrder();
    const order = await orderRow(id);
    const response = await get(`/api/orders/${id}/invoice.pdf`, roles.cookies.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order.invoiceNumber}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of [
      'Invoice',
      'Lamp Shop GmbH',
      'Lampenweg 7',
      '10115 Berlin',
      'Tax number: DE123456789',
      `Number: ${order.invoiceNumber}`,
      `Order reference: ${order.reference}`,
      'Ada Buyer',
      '1 Analytical Way',
      'Brass lamp (Gold) 2 12.50 EUR 25.00 EUR',
      // Characters Helvetica cannot print are '?', not a failed download.
      '?aj mug ? 1 9.99 EUR 9.99 EUR',
      'Subtotal: 34.99 EUR',
      'Total: 34.99 EUR',
      'Payment method: Pay by invoice',
      'Paid',
    ]) {
      expect(text).toContain(expected);
    }
    // The site's editors see its orders, and so its invoices.
    expect((await get(`/api/orders/${id}/invoice.pdf`, roles.cookies.editor)).status).toBe(200);
  });

  it('uses the site’s title without a legal name; a credit note names its invoice and the amount', async () => {
    const id = await paidOrder(roles.otherSiteId);
    const paid = await orderRow(id);
    await t.deps.database.db.transaction(async (tx) => providerRefund(tx, paid, 1234, 'stripe'));
    const order = await orderRow(id);
    const [refund] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, id));
    const admin = roles.cookies.otherEditor;
    const invoice = await pdfText(await (await get(`/api/orders/${id}/invoice.pdf`, admin)).arrayBuffer());
    expect(invoice).toContain('Elsewhere Goods');
    expect(invoice).not.toContain('Tax number');
    const response = await get(`/api/orders/${id}/refunds/${refund!.id}/credit-note.pdf`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="credit-note-${refund!.creditNoteNumber}.pdf"`);
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of ['Credit note', `Number: ${refund!.creditNoteNumber}`, `Credit note for invoice ${order.invoiceNumber}`, `Order reference: ${order.reference}`, 'Refunded amount: 12.34 EUR', 'Elsewhere Goods']) {
      expect(text).toContain(expected);
    }
  });

  it('keep the seller they were issued by when the shop changes its details later; documents issued after carry the new ones', async () => {
    const owner = { id: roles.userIds.owner, role: 'user' } as never;
    const base = { payOnDelivery: 'on', payByInvoice: 'on', offlineHoldHours: '72', maxUnitsPerCheckout: '20' };
    await saveShopSettings(t.deps.database.db, owner, 'invoice-shop', { ...base, legalName: 'Before Lamps Ltd', legalAddress: '1 Old Road\nOldtown', taxNumber: 'GB111111111' });
    const id = await paidOrder();
    const paid = await orderRow(id);
    await t.deps.database.db.transaction(async (tx) => providerRefund(tx, paid, 500, 'stripe'));
    const [refund] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, id));

    // The shop moves and renames itself.
    await saveShopSettings(t.deps.database.db, owner, 'invoice-shop', { ...base, legalName: 'After Lamps plc', legalAddress: '9 New Street\nNewtown', taxNumber: 'GB999999999' });
    const invoice = await pdfText(await (await get(`/api/orders/${id}/invoice.pdf`, roles.cookies.owner)).arrayBuffer());
    const creditNote = await pdfText(await (await get(`/api/orders/${id}/refunds/${refund!.id}/credit-note.pdf`, roles.cookies.owner)).arrayBuffer());
    for (const issued of [invoice, creditNote]) {
      for (const expected of ['Before Lamps Ltd', '1 Old Road', 'Oldtown', 'Tax number: GB111111111']) expect(issued).toContain(expected);
      for (const later of ['After Lamps plc', '9 New Street', 'GB999999999']) expect(issued).not.toContain(later);
    }
    const next = await pdfText(await (await get(`/api/orders/${await paidOrder()}/invoice.pdf`, roles.cookies.owner)).arrayBuffer());
    for (const expected of ['After Lamps plc', '9 New Street', 'Tax number: GB999999999']) expect(next).toContain(expected);
  });

  it('are 404 for another site’s members, strangers, an unpaid order and a refund of another order; 401 signed out', async () => {
    const id = await paidOrder();
    const unpaid = await pendingOrder(roles.siteId);
    for (const cookie of [roles.cookies.otherEditor, roles.cookies.stranger]) {
      const response = await get(`/api/orders/${id}/invoice.pdf`, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await get(`/api/orders/${id}/invoice.pdf`)).status).toBe(401);
    expect((await get(`/api/orders/${unpaid}/invoice.pdf`, roles.cookies.owner)).status).toBe(404);
    const [someRefund] = await t.deps.database.db.select().from(shopRefund).limit(1);
    expect((await get(`/api/orders/${id}/refunds/${someRefund!.id}/credit-note.pdf`, roles.cookies.owner)).status).toBe(404);
    expect((await get(`/api/orders/${id}/refunds/not-a-uuid/credit-note.pdf`, roles.cookies.owner)).status).toBe(404);
  });
});

describe('the buyer', () => {
  it('downloads their own invoice from their account; another account gets 404', async () => {
    const id = await paidOrder(roles.siteId, roles.userIds.stranger);
    const response = await get(`/api/account/orders/${id}/invoice.pdf`, roles.cookies.stranger);
    expect(response.status).toBe(200);
    expect(await pdfText(await response.arrayBuffer())).toContain(`Order reference: ${(await orderRow(id)).reference}`);
    expect((await get(`/api/account/orders/${id}/invoice.pdf`, roles.cookies.editor)).status).toBe(404);
    expect((await get(`/api/account/orders/${id}/invoice.pdf`)).status).toBe(401);
  });

  it('downloads it signed out with the mailed signed link; a tampered, expired or another order’s link is 403', async () => {
    const id = await paidOrder();
    const order = await orderRow(id);
    await sendOrderConfirmation(t.deps, order);
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    const mail = mails.find((row) => row.subject.includes(order.reference))!;
    const url = /Download your invoice \(PDF\): (\S+)/.exec(mail.textBody)?.[1];
    expect(url).toMatch(new RegExp(`^http://localhost:3000/api/invoices/${id}\\.pdf\\?expires=\\d+&sig=`));
    expect(mail.htmlBody).toContain(`href="${url!.replace(/&/g, '&#38;')}"`);

    const response = await get(url!.replace('http://localhost:3000', ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await response.arrayBuffer())).toContain(`Number: ${order.invoiceNumber}`);

    const path = new URL(url!).pathname + new URL(url!).search;
    const sig = new URL(url!).searchParams.get('sig')!;
    const tampered = path.replace(`sig=${encodeURIComponent(sig)}`, `sig=${encodeURIComponent(`${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`)}`);
    const longer = path.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 1}`);
    const other = await paidOrder();
    const elsewhere = path.replace(id, other);
    const expired = signedInvoiceLink(t.deps, id, Date.now() - 91 * 24 * 60 * 60 * 1000);
    for (const bad of [tampered, longer, elsewhere, expired, `/api/invoices/${id}.pdf`]) {
      const refused = await get(bad);
      expect(refused.status, bad).toBe(403);
      expect(await refused.json()).toEqual({ error: INVOICE_LINK_INVALID });
    }
    // A signed link to an order without an invoice: nothing to download.
    const unpaid = await pendingOrder(roles.siteId);
    expect((await get(signedInvoiceLink(t.deps, unpaid))).status).toBe(404);
    expect((await get('/api/invoices/nothing.pdf')).status).toBe(404);
  });

  it('an offline order’s confirmation (not paid yet) has no invoice link', async () => {
    const order = await orderRow(await pendingOrder(roles.siteId));
    await sendOrderConfirmation(t.deps, order);
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
    expect(mails.find((row) => row.subject.includes(order.reference))!.textBody).not.toContain('/api/invoices/');
  });
});

describe('legal details in the shop settings', () => {
  it('are optional and checked: too long is a 400 with a field error, and nothing is saved', async () => {
    const owner = { id: roles.userIds.owner, role: 'user' } as never;
    const base = { payOnDelivery: 'on', offlineHoldHours: '72', maxUnitsPerCheckout: '20' };
    await saveShopSettings(t.deps.database.db, owner, 'invoice-shop', { ...base, legalName: 'Lamp Shop GmbH' });
    const error = await saveShopSettings(t.deps.database.db, owner, 'invoice-shop', { ...base, legalName: 'x'.repeat(LEGAL_DETAILS_MAX.legalName + 1), taxNumber: 'y'.repeat(LEGAL_DETAILS_MAX.taxNumber + 1) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).validationErrors).toEqual({ legalName: [legalDetailTooLong(LEGAL_DETAILS_MAX.legalName)], taxNumber: [legalDetailTooLong(LEGAL_DETAILS_MAX.taxNumber)] });
    const tooManyLines = await saveShopSettings(t.deps.database.db, owner, 'invoice-shop', { ...base, legalAddress: 'a\nb\nc\nd\ne\nf\ng' }).catch((e: unknown) => e);
    expect((tooManyLines as HttpError).status).toBe(400);
    const editor = await saveShopSettings(t.deps.database.db, { id: roles.userIds.editor, role: 'user' } as never, 'invoice-shop', { ...base, legalName: 'Editor Ltd' }).catch((e: unknown) => e);
    expect((editor as HttpError).status).toBe(403);
    // Still the name saved before.
    const id = await paidOrder();
    expect(await pdfText(await (await get(`/api/orders/${id}/invoice.pdf`, roles.cookies.owner)).arrayBuffer())).toContain('Lamp Shop GmbH');
  });
});
