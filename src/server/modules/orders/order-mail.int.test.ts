import { eq } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RECIPIENT_LIMIT, MAIL_SUBJECT_NAME_MAX, mailRecipientLimited } from '#core/mail/messages.ts';
import { document, emailOutbox, shopOrder, site } from '#server/db/schema.ts';
import { createMailer } from '#server/providers/mail/create-mailer.ts';
import { readableMessage } from '#server/testing/mail-message.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * Order confirmations as an attacker would use them: an anonymous checkout mails any address,
 * with the shop's words in it. The mail to one address is limited per hour across processes
 * (counted in the database), the shop's words never become a link, and the subject keeps a
 * long title short. Over a real local SMTP server; PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const linkify = new MarkdownIt({ linkify: true }).linkify;
const TITLE = `Visit evil.example.com/login now ${'x'.repeat(200)}`;
const HOSTILE_NAMES = ['evil.example.com/x', '<a href="https://evil.example.com/pay">Pay here</a>', 'www.evil.example', 'Support: help@evil.example or https://evil.example/?a=1'];

let smtp: TestSmtpServer;
let t: TestApp;
const productIds: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@mail.test>', CHECKOUT_RATE_LIMIT_MAX: '1000' });
  const { db } = t.deps.database;
  await db.insert(site).values({ uniqueId: 'mailshop', title: TITLE });
  const [shop] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, 'mailshop'));
  for (const name of HOSTILE_NAMES) {
    const [row] = await db.insert(document).values({ siteId: shop!.id, collection: 'products', data: { name, price: 2, stock: 1000 } }).returning({ id: document.id });
    productIds.push(row!.id);
  }
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let orderCount = 0;

async function placeOrder(email: string, items = [{ productId: productIds[0]!, quantity: 1 }]): Promise<string> {
  const response = await t.request('/api/cart/offline-checkout', {
    method: 'POST',
    // Each from an address of its own: one client places only a few offline orders at one shop (decision 034).
    ip: `10.55.0.${++orderCount}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, siteId: 'mailshop', method: 'delivery', customer: { name: 'Victim', email, address: { line1: '1 Road', city: 'Town', postalCode: '12345', country: 'DE' }, phone: '030 1234567' } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { orderReference: string }).orderReference;
}

async function mailOf(reference: string) {
  const rows = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order'));
  return rows.find((row) => row.subject.includes(reference))!;
}

/** The text a reader of an HTML part sees: tags gone, entities read (&zwnj; is the invisible U+200C). */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&zwnj;/g, '\u200C')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('order confirmation mail', () => {
  it('never makes a link of the shop’s words, in its text or its HTML, as sent and as kept', async () => {
    const reference = await placeOrder('reader@example.com', productIds.map((productId) => ({ productId, quantity: 1 })));
    const row = await mailOf(reference);
    expect(row.status).toBe('sent');
    expect(row.htmlBody).toBeTruthy();
    // The delivered parts' bodies (the headers hold the addresses, which are meant to be addresses).
    const parts = readableMessage(smtp.received.find((mail) => mail.raw.includes(reference))!.raw).split(/\r\n--[^\r\n]+\r\n/).slice(1);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    const sent = parts.map((part) => part.slice(part.indexOf('\r\n\r\n') + 4)).join('\n');
    for (const [what, text] of [['text', row.textBody], ['html', htmlText(row.htmlBody!)], ['message', htmlText(sent)]] as const) {
      expect(linkify.match(text), what).toBeNull();
      // Every name is there to read, only with invisible breaks in it.
      for (const name of HOSTILE_NAMES) expect(text.replaceAll('\u200C', ''), what).toContain(name);
    }
    expect(row.htmlBody).not.toMatch(/<a[\s>]/i);
    expect(row.htmlBody).toContain('&#60;a href=&#34;https:&zwnj;/&zwnj;/evil.&zwnj;example.&zwnj;com/pay&#34;&#62;');
    // The control: the same text, not made inert, is linked.
    expect(linkify.match(HOSTILE_NAMES.join(' '))).not.toBeNull();
  });

  it('has a fixed subject with a long shop name cut short', async () => {
    const reference = await placeOrder('reader@example.com');
    const { subject } = await mailOf(reference);
    const name = subject.slice(`Your order ${reference} at `.length);
    expect(subject.startsWith(`Your order ${reference} at Visit evil.`)).toBe(true);
    expect(Array.from(name.replaceAll('\u200C', ''))).toHaveLength(MAIL_SUBJECT_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(linkify.match(subject)).toBeNull();
  });

  it(`mails one address at most ${MAIL_RECIPIENT_LIMIT.max} times an hour; later orders are placed, their mail kept as not sent`, async () => {
    const spellings = ['victim@example.com', 'Victim@Example.com', 'VICTIM@example.com'];
    const before = smtp.received.filter((mail) => mail.to.includes('victim@example.com')).length;
    const references: string[] = [];
    for (let i = 0; i < MAIL_RECIPIENT_LIMIT.max + 1; i++) references.push(await placeOrder(spellings[i % spellings.length]!));

    const delivered = smtp.received.filter((mail) => mail.to.includes('victim@example.com'));
    expect(delivered.length - before).toBe(MAIL_RECIPIENT_LIMIT.max);
    const last = references.at(-1)!;
    expect(delivered.some((mail) => mail.raw.includes(last))).toBe(false);
    const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.reference, last));
    expect(order?.status).toBe('pending');
    const held = await mailOf(last);
    expect(held).toMatchObject({ status: 'failed', error: mailRecipientLimited('victim@example.com'), toAddresses: ['victim@example.com'] });

    // Another address is not held back by it.
    await placeOrder('someone-else@example.com');
    expect(smtp.received.at(-1)!.to).toEqual(['someone-else@example.com']);

    // The count is in the database: a mailer another process would build holds the address back too.
    const otherProcess = await createMailer(t.deps.env, t.deps.database.db, t.deps.logger);
    try {
      const entry = await otherProcess.send({ siteId: null, kind: 'order', to: [' Victim@EXAMPLE.com '], subject: 's', text: 't' });
      expect(entry).toMatchObject({ status: 'failed', error: mailRecipientLimited('Victim@EXAMPLE.com') });
      expect(smtp.received.filter((mail) => mail.to.includes('victim@example.com'))).toHaveLength(delivered.length);
      // The platform's own mail (sign-up, reset) has limits of its own.
      expect(await otherProcess.send({ siteId: null, kind: 'system', to: ['victim@example.com'], subject: 's', text: 't' })).toMatchObject({ status: 'sent' });
    } finally {
      await otherProcess.close();
    }

    // Sending a held-back mail again counts too: refused while the address is over, the row left as it was.
    expect(await t.deps.mailer.retry(held.id)).toEqual({ refused: mailRecipientLimited('victim@example.com') });
    expect(await mailOf(last)).toEqual(held);
  });
});
