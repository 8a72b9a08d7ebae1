import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferenceFrom, type OrderLine } from '#core/checkout/order.ts';
import { emailOutbox, shopOrder, shopRefund } from '#server/db/schema.ts';
import { pdfText } from '#server/testing/pdf-text.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sendOrderConfirmation } from './order-mail.ts';
import { providerRefund } from './refunds.public.ts';
import { transitionOrder } from './transition-order.public.ts';

/*
 * An order's breakdown (issue 26; decision 065) in what the buyer receives: the confirmation mail's
 * text and HTML parts and the invoice and credit note PDFs (read back by a real PDF parser) show the
 * subtotal, the discount with its code, the shipping with its rate, the tax (or "incl. VAT") and the
 * total the order stored; an order without them reads as before. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '1000' });
  roles = await seedSiteRoles(t, { tag: 'breakdown', site: { uniqueId: 'breakdown-shop', title: 'Lamp Shop' }, otherSite: { uniqueId: 'breakdown-elsewhere', title: 'Elsewhere Goods' } });
});

afterAll(async () => {
  await t?.close();
});

const LINES: OrderLine[] = [{ productId: '00000000-0000-4000-8000-000000000001', collection: 'products', name: 'Brass lamp', image: null, color: null, size: null, colorLabel: null, sizeLabel: null, quantity: 2, unitCents: 3000, lineCents: 6000 }];

type Figures = Partial<Pick<typeof shopOrder.$inferInsert, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'taxCents' | 'totalCents' | 'taxIncluded' | 'discountCode' | 'shippingChoice'>>;

let buyers = 0;
/** A paid pay-by-invoice order with these figures, written as checkout writes one. */
async function paidOrder(figures: Figures) {
  const email = `breakdown-${++buyers}@example.com`;
  const [row] = await t.deps.database.db
    .insert(shopOrder)
    .values({
      reference: orderReferenceFrom(randomBytes(10)),
      sessionToken: randomBytes(24).toString('base64url'),
      siteId: roles.siteId,
      email,
      customer: { name: 'Ada Buyer', email, address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' } },
      method: 'invoice',
      lines: LINES,
      subtotalCents: 6000,
      totalCents: 6000,
      currency: 'EUR',
      ...figures,
    })
    .returning({ id: shopOrder.id });
  expect((await transitionOrder(t.deps, row!.id, 'paid', { source: 'owner' })).changed).toBe(true);
  const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, row!.id));
  return order!;
}

async function confirmation(order: Awaited<ReturnType<typeof paidOrder>>) {
  await sendOrderConfirmation(t.deps, order);
  const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
  const mail = mails.find((row) => row.subject.includes(order.reference) && row.textBody.includes('Thank you for your order'))!;
  // The HTML part's words, tags and entities aside.
  const html = (mail.htmlBody ?? '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/\s+/g, ' ');
  return { text: mail.textBody, html };
}

const invoiceText = async (id: string) => pdfText(await (await t.request(`/api/orders/${id}/invoice.pdf`, { cookie: roles.cookies.owner })).arrayBuffer());

const SHIPPING = { zoneId: '00000000-0000-4000-8000-0000000000aa', zoneName: 'Europe', rateId: '00000000-0000-4000-8000-0000000000bb', rateName: 'Standard', kind: 'flat' as const };

describe('the breakdown the buyer receives', () => {
  it('an exclusive order with a code, shipping and tax: the mail’s text and HTML and the invoice show each figure', async () => {
    const order = await paidOrder({ discountCents: 600, discountCode: 'SAVE10', shippingCents: 495, shippingChoice: SHIPPING, taxCents: 1120, totalCents: 7015 });
    const { text, html } = await confirmation(order);
    for (const part of [text, html]) {
      for (const expected of ['Subtotal', '€60.00', 'Discount (SAVE10)', '\u2212€6.00', 'Shipping (Standard)', '€4.95', 'Tax', '€11.20', 'Total', '€70.15 EUR']) expect(part).toContain(expected);
    }
    expect(text).toContain('Subtotal: €60.00\nDiscount (SAVE10): \u2212€6.00\nShipping (Standard): €4.95\nTax: €11.20\nTotal: €70.15 EUR');

    const pdf = await invoiceText(order.id);
    for (const expected of ['Subtotal: 60.00 EUR', 'Discount (SAVE10): -6.00 EUR', 'Shipping (Standard): 4.95 EUR', 'Tax: 11.20 EUR', 'Total: 70.15 EUR']) expect(pdf).toContain(expected);
    expect(pdf).not.toContain('incl. VAT');

    // A refund's credit note repeats what was invoiced before the amount given back.
    await t.deps.database.db.transaction(async (tx) => providerRefund(tx, order, 1000, 'stripe'));
    const [refund] = await t.deps.database.db.select().from(shopRefund).where(eq(shopRefund.orderId, order.id));
    const note = await pdfText(await (await t.request(`/api/orders/${order.id}/refunds/${refund!.id}/credit-note.pdf`, { cookie: roles.cookies.owner })).arrayBuffer());
    for (const expected of ['The order', 'Discount (SAVE10): -6.00 EUR', 'Shipping (Standard): 4.95 EUR', 'Tax: 11.20 EUR', 'Total: 70.15 EUR', 'Refunded amount: 10.00 EUR']) expect(note).toContain(expected);
  });

  it('an inclusive order says how much of its total is VAT, and adds nothing', async () => {
    const order = await paidOrder({ shippingCents: 0, shippingChoice: { ...SHIPPING, rateName: 'Pickup', kind: 'pickup' }, taxCents: 958, taxIncluded: true, totalCents: 6000 });
    const { text, html } = await confirmation(order);
    expect(text).toContain('Subtotal: €60.00\nShipping (Pickup): Free\nTotal: €60.00 EUR\nincl. VAT: €9.58');
    expect(html).toContain('incl. VAT');
    expect(text).not.toMatch(/^Tax:/m);
    const pdf = await invoiceText(order.id);
    for (const expected of ['Shipping (Pickup): Free', 'Total: 60.00 EUR', 'incl. VAT: 9.58 EUR']) expect(pdf).toContain(expected);
  });

  it('an order without discount, shipping or tax reads as before: the mail its total alone, the invoice subtotal and total', async () => {
    const order = await paidOrder({});
    const { text } = await confirmation(order);
    expect(text).toContain('Total: €60.00 EUR');
    for (const absent of ['Subtotal', 'Discount', 'Shipping', 'Tax', 'incl. VAT']) expect(text).not.toContain(absent);
    const pdf = await invoiceText(order.id);
    expect(pdf).toContain('Subtotal: 60.00 EUR');
    expect(pdf).toContain('Total: 60.00 EUR');
    for (const absent of ['Discount', 'Shipping', 'Tax:', 'incl. VAT']) expect(pdf).not.toContain(absent);
  });
});
