import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_EMAILS_MESSAGES } from '#core/mail/messages.ts';
import { emailOutbox, rateLimit } from '#server/db/schema.ts';
import { insertRecord, seedContactForm, type SeededContactForm } from '#server/testing/contact-form.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SEND_EMAILS_RATE_LIMIT } from './send-emails-routes.ts';

const SITE = { uniqueId: 'send-site', title: 'Send Site' };
const OTHER = { uniqueId: 'send-other', title: 'Other' };
const data = { name: 'Vis', email: 'vis@visitor.test', message: 'Hi there' };

describe('POST /api/form/send-emails', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let roles: SiteRoles;
  let form: SeededContactForm;
  let ipCounter = 0;

  // Each call from an address of its own, so the rate limit decides only the test about it.
  const send = (body: unknown, ip = `10.9.0.${++ipCounter}`) =>
    t.request('/api/form/send-emails', { method: 'POST', ip, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    roles = await seedSiteRoles(t, { tag: 'send', site: SITE, otherSite: OTHER });
    form = await seedContactForm(t, { siteId: roles.siteId, email: { to: ['inbox@send-site.test'], subject: 'From the website' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("mails the binding's recipient with the stored record, whatever the client's emailConfig and submissionData say, once", async () => {
    const recordId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data });
    const before = smtp.received.length;
    const response = await send({
      formId: form.formId,
      recordId,
      formType: 'contact',
      submissionData: { message: 'Buy cheap pills at spam.test' },
      emailConfig: { to: 'victim@elsewhere.test', subject: 'Spam subject' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, status: 'sent' });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['inbox@send-site.test']);
    expect(mail.raw).toMatch(/^Subject: From the website/m);
    expect(mail.raw).toContain('Hi there');
    expect(mail.raw).not.toContain('victim@elsewhere.test');
    expect(mail.raw).not.toContain('spam.test');
    expect(mail.raw).not.toContain('Spam subject');

    // Idempotent: asking again answers the same mail and sends nothing.
    const again = await send({ formId: form.formId, recordId });
    expect(await again.json()).toEqual({ success: true, status: 'sent' });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses bad bodies with 400 JSON', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'Malformed JSON body'],
      [[1, 2], 'The request body must be a JSON object'],
      [{ recordId: crypto.randomUUID() }, SEND_EMAILS_MESSAGES.badFormId],
      [{ formId: 'no-colon', recordId: crypto.randomUUID() }, SEND_EMAILS_MESSAGES.badFormId],
      [{ formId: form.formId }, SEND_EMAILS_MESSAGES.badRecordId],
      [{ formId: form.formId, recordId: "1' or 1=1" }, SEND_EMAILS_MESSAGES.badRecordId],
    ];
    for (const [body, error] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it("answers 404 for a form that is not a published contact form, or a record that is not the form's", async () => {
    const before = smtp.received.length;
    const recordId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data });
    const plain = await seedContactForm(t, { siteId: roles.siteId, purpose: 'default', collection: form.collection });
    const unknownForm = await send({ formId: `${form.pageId}:Form-unknown`, recordId });
    expect(unknownForm.status).toBe(404);
    expect(await unknownForm.json()).toEqual({ error: SEND_EMAILS_MESSAGES.unknownForm });
    expect((await send({ formId: plain.formId, recordId })).status).toBe(404);

    const foreignSite = await insertRecord(t, { siteId: roles.otherSiteId, collection: form.collection, data });
    const otherCollection = await insertRecord(t, { siteId: roles.siteId, collection: 'newsletter', data });
    for (const id of [foreignSite, otherCollection, crypto.randomUUID()]) {
      const response = await send({ formId: form.formId, recordId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: SEND_EMAILS_MESSAGES.unknownRecord });
    }
    expect(smtp.received.length).toBe(before);
    const rows = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.documentId, recordId));
    expect(rows).toEqual([]);
  });

  it('refuses a record older than an hour with 403', async () => {
    const old = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data, createdAt: new Date(Date.now() - 61 * 60 * 1000) });
    const before = smtp.received.length;
    const response = await send({ formId: form.formId, recordId: old });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: SEND_EMAILS_MESSAGES.tooOld });
    expect(smtp.received.length).toBe(before);
  });

  it('answers success false when the server refuses the mail, and 429 past the rate limit', async () => {
    const recordId = await insertRecord(t, { siteId: roles.siteId, collection: form.collection, data });
    smtp.refuse = true;
    try {
      const response = await send({ formId: form.formId, recordId });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: false, status: 'failed' });
    } finally {
      smtp.refuse = false;
    }

    const ip = '10.9.9.9';
    for (let i = 0; i < SEND_EMAILS_RATE_LIMIT.max; i++) expect((await send({}, ip)).status).toBe(400);
    const limited = await send({ formId: form.formId, recordId }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    await t.deps.database.db.delete(rateLimit);
  });
});
