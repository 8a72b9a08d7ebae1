import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import MarkdownIt from 'markdown-it';
import { MAIL_RECIPIENT_LIMIT, mailRecipientLimited } from '#core/mail/messages.ts';
import { emailOutbox, siteMember } from '#server/db/schema.ts';
import { insertRecord, seedContactForm } from '#server/testing/contact-form.ts';
import { readableMessage } from '#server/testing/mail-message.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { startTestSmtpServer, unusedPort, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { mailContactSubmission } from './contact-mail.public.ts';

const SITE = { uniqueId: 'mail-site', title: 'Harbour Bakery' };
const OTHER = { uniqueId: 'mail-other', title: 'Other Site' };

const visitorData = {
  name: 'Ada Visitor',
  email: 'ada@visitor.test',
  topic: 'sales',
  message: 'Hello <script>alert(1)</script> & bye',
  attachment: '/media/site/cv.pdf',
  secret: 'hunter2-never-mailed',
};

async function outboxRow(t: TestApp, id: string) {
  const [row] = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

/** The Subject header of a raw message (unfolded). */
function subjectOf(raw: string): string | undefined {
  return /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');
}

describe('contact mail over SMTP (a real local smtp-server)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let roles: SiteRoles;
  // The contact mail received; not the sign-up confirmations of seedSiteRoles, which may arrive late.
  const sent = () => smtp.received.filter((mail) => !/^Subject: Confirm your email/m.test(mail.raw));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Sitewright <no-reply@mail.test>' });
    roles = await seedSiteRoles(t, { tag: 'mail', site: SITE, otherSite: OTHER });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('builds the mail from the binding and the stored record, sends it once, and marks it sent', async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['desk@bakery.test', 'not-an-address', 'x@y'], subject: 'Website enquiry' } });
    const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: visitorData });
    const before = sent().length;

    const entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    expect(entry).toMatchObject({ status: 'sent', error: null });
    expect(sent().length).toBe(before + 1);
    const mail = sent().at(-1)!;
    expect(mail.to).toEqual(['desk@bakery.test']);
    expect(mail.from).toBe('no-reply@mail.test');
    expect(subjectOf(mail.raw)).toBe('Website enquiry');
    expect(mail.raw).toMatch(/^Reply-To: ada@visitor\.test/m);
    // Text part: labels and values in form order; the option's name; the file as an absolute URL.
    const body = readableMessage(mail.raw);
    expect(body).toContain('Your name: Ada Visitor');
    expect(body).toContain('Topic: Sales question');
    expect(body).toContain(`Attachment: ${TEST_ORIGIN}/media/site/cv.pdf`);
    expect(body.indexOf('Your name:')).toBeLessThan(body.indexOf('Message:'));
    // Never the password, never the visitor's markup as HTML.
    expect(body).not.toContain('hunter2');
    expect(body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; bye');
    expect(body).not.toMatch(/<script>alert\(1\)<\/script> &#38;/);

    const row = await outboxRow(t, entry!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, documentId, siteId: roles.siteId, kind: 'contact', toAddresses: ['desk@bakery.test'] });
    expect(row.sentAt).toBeInstanceOf(Date);

    // A second call for the same record: the same entry, nothing sent.
    const again = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    expect(again).toEqual(entry);
    expect(sent().length).toBe(before + 1);
    const rows = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.documentId, documentId));
    expect(rows).toHaveLength(1);
  });

  it("defaults to the site's owners and 'New message from {site title}'; no Reply-To without a valid address", async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: [], subject: '' } });
    const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: { ...visitorData, email: 'not valid' } });
    const entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    expect(entry?.status).toBe('sent');
    const mail = sent().at(-1)!;
    // seedSiteRoles makes owner@mail.test the owner (the editor is a member too, but not told).
    expect(mail.to).toEqual(['owner@mail.test']);
    expect(subjectOf(mail.raw)).toBe('New message from Harbour Bakery');
    expect(mail.raw).not.toMatch(/^Reply-To:/m);
  });

  it('answers null and sends nothing when it does not apply', async () => {
    const contact = await seedContactForm(t, { siteId: roles.siteId });
    const plain = await seedContactForm(t, { siteId: roles.siteId, purpose: 'default', collection: 'signups' });
    const before = sent().length;
    const otherCollection = await insertRecord(t, { siteId: roles.siteId, collection: 'somewhere-else', data: visitorData });
    const otherSite = await insertRecord(t, { siteId: roles.otherSiteId, collection: contact.collection, data: visitorData });
    const ofPlainForm = await insertRecord(t, { siteId: roles.siteId, collection: 'signups', data: visitorData });
    expect(await mailContactSubmission(t.deps, { bindingId: contact.bindingId, documentId: otherCollection })).toBeNull();
    expect(await mailContactSubmission(t.deps, { bindingId: contact.bindingId, documentId: otherSite })).toBeNull();
    expect(await mailContactSubmission(t.deps, { bindingId: plain.bindingId, documentId: ofPlainForm })).toBeNull();
    expect(await mailContactSubmission(t.deps, { bindingId: contact.bindingId, documentId: crypto.randomUUID() })).toBeNull();
    expect(await mailContactSubmission(t.deps, { bindingId: 'nope', documentId: 'nope' })).toBeNull();
    expect(sent().length).toBe(before);
  });

  it('answers null when nobody could receive it (no address on the form, no owner)', async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['bad address'], subject: '' } });
    const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: visitorData });
    const { db } = t.deps.database;
    await db.delete(siteMember).where(eq(siteMember.userId, roles.userIds.owner));
    try {
      expect(await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId })).toBeNull();
    } finally {
      await db.insert(siteMember).values({ siteId: roles.siteId, userId: roles.userIds.owner, role: 'owner' });
    }
  });

  it('records a refusing server as failed (no throw), and a retry sends it once the server accepts', async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['desk@bakery.test'], subject: 'Refused' } });
    const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: visitorData });
    const before = sent().length;
    smtp.refuse = true;
    let entry;
    try {
      entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    } finally {
      smtp.refuse = false;
    }
    expect(entry?.status).toBe('failed');
    expect(entry?.error).toMatch(/550|Mailbox unavailable/);
    expect(await outboxRow(t, entry!.id)).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(sent().length).toBe(before);
    // Asking again for the same record still sends nothing: retrying is the outbox's job.
    expect((await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId }))?.status).toBe('failed');
    expect(sent().length).toBe(before);

    const retried = await t.deps.mailer.retry(entry!.id);
    expect(retried).toMatchObject({ id: entry!.id, status: 'sent', error: null });
    expect(await outboxRow(t, entry!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent().at(-1)!.to).toEqual(['desk@bakery.test']);
    // A sent mail is not sent again.
    expect(await t.deps.mailer.retry(entry!.id)).toBeNull();
    expect(sent().length).toBe(before + 1);
  });
  it(`holds back contact mail past ${MAIL_RECIPIENT_LIMIT.max} an hour to one address; the submissions are kept, the mail as not sent`, async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['Flooded@Bakery.test'], subject: '' } });
    const delivered = () => sent().filter((mail) => mail.to.some((address) => address.toLowerCase() === 'flooded@bakery.test')).length;
    const entries = [];
    for (let i = 0; i <= MAIL_RECIPIENT_LIMIT.max; i++) {
      const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: { ...visitorData, message: `Message ${i}` } });
      entries.push(await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId }));
      // Asking again about the same record sends nothing and is not counted.
      await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    }
    expect(entries.slice(0, -1).map((entry) => entry?.status)).toEqual(Array(MAIL_RECIPIENT_LIMIT.max).fill('sent'));
    expect(entries.at(-1)).toMatchObject({ status: 'failed', error: mailRecipientLimited('Flooded@Bakery.test') });
    expect(delivered()).toBe(MAIL_RECIPIENT_LIMIT.max);
    expect((await outboxRow(t, entries.at(-1)!.id)).textBody).toContain(`Message ${MAIL_RECIPIENT_LIMIT.max}`);
  });

  it("never makes a link of the visitor's or the site's words, in the text or the HTML", async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['links@bakery.test'], subject: '' } });
    const message = 'Pay at evil.example.com/pay or https://evil.example/x, mail boss@evil.example';
    const documentId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data: { ...visitorData, message, attachment: 'https://evil.example/cv.pdf' } });
    const entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    const row = await outboxRow(t, entry!.id);
    const linkify = new MarkdownIt({ linkify: true }).linkify;
    const links = (text: string) => (linkify.match(text) ?? []).map((match) => match.url);
    // Not even the visitor's address or a file elsewhere (the reply address is a header; files on our own site stay links).
    const html = row.htmlBody!.replace(/<[^>]*>/g, ' ').replace(/&zwnj;/g, '\u200C').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    for (const text of [row.textBody, html]) {
      expect(links(text)).toEqual([]);
      expect(text.replaceAll('\u200C', '')).toContain(message);
    }
    expect(links(message).length).toBeGreaterThanOrEqual(2);
  });
});

describe('contact mail with an unreachable SMTP server', () => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` });
    ({ siteId } = await seedSiteRoles(t, { tag: 'down', site: SITE, otherSite: OTHER }));
  });
  afterAll(async () => t?.close());

  it("marks the mail failed with the connection's error and does not throw", async () => {
    const form = await seedContactForm(t, { siteId });
    const documentId = await insertRecord(t, { siteId, collection: form.collection, data: visitorData });
    const entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    expect(entry?.status).toBe('failed');
    expect(entry?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await outboxRow(t, entry!.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('contact mail without SMTP', () => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ siteId } = await seedSiteRoles(t, { tag: 'nosmtp', site: SITE, otherSite: OTHER }));
  });
  afterAll(async () => t?.close());

  it("stores the mail for the dashboard's outbox, once per record; nothing can be retried", async () => {
    expect(t.deps.mailer.transport).toBe('outbox');
    const form = await seedContactForm(t, { siteId });
    const documentId = await insertRecord(t, { siteId, collection: form.collection, data: visitorData });
    const entry = await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId });
    expect(entry).toMatchObject({ status: 'stored', error: null });
    const row = await outboxRow(t, entry!.id);
    expect(row).toMatchObject({ toAddresses: ['owner@nosmtp.test'], subject: 'New message from Harbour Bakery', replyTo: 'ada@visitor.test', attempts: 0 });
    expect(row.textBody).toContain('Message: Hello <script>alert(1)</script> & bye');
    expect(row.htmlBody).not.toContain('<script>');
    expect(await mailContactSubmission(t.deps, { bindingId: form.bindingId, documentId })).toEqual(entry);
    expect(await t.deps.mailer.retry(entry!.id)).toBeNull();
  });
});
