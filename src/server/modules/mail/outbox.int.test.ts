import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAIL_RECIPIENT_LIMIT, mailRecipientLimited, OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { outboxRetryApi, type OutboxPage } from '#core/mail/outbox.ts';
import { emailOutbox } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const SITE = { uniqueId: 'outbox-site', title: 'Outbox Site' };
const OTHER = { uniqueId: 'outbox-other', title: 'Outbox Other' };

async function insertMail(
  t: TestApp,
  values: { siteId: string | null; subject: string; status: 'sent' | 'failed' | 'stored'; createdAt?: Date; error?: string; kind?: string; toAddresses?: string[] },
) {
  const [row] = await t.deps.database.db
    .insert(emailOutbox)
    .values({ kind: 'contact', toAddresses: ['owner@outbox.test'], textBody: `Body of ${values.subject}`, error: null, ...values })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

describe('the outbox API without SMTP', () => {
  let t: TestApp;
  let roles: SiteRoles;
  const as = (role: SiteRole | null, path: string, method = 'GET') => t.request(path, { method, cookie: role ? roles.cookies[role] : undefined });

  beforeAll(async () => {
    t = await createTestApp();
    roles = await seedSiteRoles(t, { tag: 'outbox', site: SITE, otherSite: OTHER });
    const base = Date.now() - 60_000;
    for (let i = 0; i < 3; i++) await insertMail(t, { siteId: roles.siteId, subject: `Mine ${i}`, status: 'stored', createdAt: new Date(base + i * 1000) });
    await insertMail(t, { siteId: roles.otherSiteId, subject: 'Theirs', status: 'stored' });
    await insertMail(t, { siteId: null, subject: 'Platform', status: 'stored' });
  });
  afterAll(async () => t?.close());

  it("lists a site's mail, newest first and paged, to its members", async () => {
    for (const role of ['owner', 'editor', 'admin'] as const) {
      const response = await as(role, '/api/mail/outbox?siteId=outbox-site&limit=2');
      expect(response.status, role).toBe(200);
      const body = (await response.json()) as OutboxPage;
      expect(body.transport).toBe('outbox');
      expect(body.pagination).toEqual({ total: 3, page: 0, limit: 2 });
      expect(body.data.map((m) => m.subject)).toEqual(['Mine 2', 'Mine 1']);
      expect(body.data[0]).toMatchObject({ to: ['owner@outbox.test'], text: 'Body of Mine 2', status: 'stored', error: null, siteId: roles.siteId });
    }
    const second = (await (await as('owner', `/api/mail/outbox?siteId=${roles.siteId}&limit=2&page=1`)).json()) as OutboxPage;
    expect(second.data.map((m) => m.subject)).toEqual(['Mine 0']);
  });

  it("may not be read by others; admins alone list every site's mail", async () => {
    expect((await as(null, '/api/mail/outbox?siteId=outbox-site')).status).toBe(401);
    for (const role of ['otherEditor', 'stranger'] as const) {
      const response = await as(role, '/api/mail/outbox?siteId=outbox-site');
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const noSite = await as('owner', '/api/mail/outbox');
    expect(noSite.status).toBe(400);
    expect(await noSite.json()).toEqual({ error: OUTBOX_MESSAGES.siteRequired });
    expect((await as('owner', '/api/mail/outbox?siteId=no-such-site')).status).toBe(404);

    const all = (await (await as('admin', '/api/mail/outbox?limit=50')).json()) as OutboxPage;
    // The sign-ups of seedSiteRoles mailed their confirmations (platform mail) too.
    expect(all.data.filter((m) => m.kind !== 'system').map((m) => m.subject).sort()).toEqual(['Mine 0', 'Mine 1', 'Mine 2', 'Platform', 'Theirs']);
  });

  it('retry: 404 unknown, 403 for others, 409 without SMTP', async () => {
    const [mine] = ((await (await as('owner', '/api/mail/outbox?siteId=outbox-site')).json()) as OutboxPage).data;
    expect((await as('owner', outboxRetryApi(crypto.randomUUID()), 'POST')).status).toBe(404);
    expect((await as('owner', outboxRetryApi('not-an-id'), 'POST')).status).toBe(404);
    expect((await as(null, outboxRetryApi(mine!.id), 'POST')).status).toBe(401);
    expect((await as('otherEditor', outboxRetryApi(mine!.id), 'POST')).status).toBe(403);
    const response = await as('editor', outboxRetryApi(mine!.id), 'POST');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: OUTBOX_MESSAGES.noSmtp });
  });
});

describe('the outbox API with SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let roles: SiteRoles;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    roles = await seedSiteRoles(t, { tag: 'outboxsmtp', site: SITE, otherSite: OTHER });
    // What the tests count starts after the sign-ups' confirmation mails.
    smtp.received.splice(0);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends a failed or stored mail again, once; a sent one is not sent again', async () => {
    const failed = await insertMail(t, { siteId: roles.siteId, subject: 'Failed once', status: 'failed', error: 'Connection refused' });
    const sent = await insertMail(t, { siteId: roles.siteId, subject: 'Already sent', status: 'sent' });
    const response = await t.request(outboxRetryApi(failed), { method: 'POST', cookie: roles.cookies.owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: failed, status: 'sent', error: null }, error: null });
    const resent = () => smtp.received.filter((m) => m.to.includes('owner@outbox.test'));
    expect(resent().map((m) => m.to)).toEqual([['owner@outbox.test']]);
    expect(resent()[0]!.raw).toMatch(/^Subject: Failed once/m);

    for (const id of [sent, failed]) {
      const again = await t.request(outboxRetryApi(id), { method: 'POST', cookie: roles.cookies.admin });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: OUTBOX_MESSAGES.notRetryable });
    }
    expect(resent()).toHaveLength(1);
  });

  it("counts sending again against the recipient's hourly limit: held mail cannot be pushed out by hand", async () => {
    const held = mailRecipientLimited('victim@outbox.test');
    const rows = [];
    // Offline orders placed to one stranger, each held back by the limit, under spellings of one inbox.
    for (let i = 0; i <= MAIL_RECIPIENT_LIMIT.max; i++)
      rows.push(await insertMail(t, { siteId: roles.siteId, kind: 'order', subject: `Held ${i}`, status: 'failed', error: held, toAddresses: [i === 0 ? 'victim@outbox.test' : `Victim+${i}@outbox.test`] }));
    const toVictim = () => smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase().startsWith('victim'))).length;
    for (const id of rows.slice(0, -1)) {
      const response = await t.request(outboxRetryApi(id), { method: 'POST', cookie: roles.cookies.editor });
      expect(response.status).toBe(200);
    }
    expect(toVictim()).toBe(MAIL_RECIPIENT_LIMIT.max);

    const last = rows.at(-1)!;
    const [before] = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, last));
    for (const role of ['editor', 'owner', 'admin'] as const) {
      const refused = await t.request(outboxRetryApi(last), { method: 'POST', cookie: roles.cookies[role] });
      expect(refused.status, role).toBe(429);
      expect(await refused.json()).toEqual({ error: mailRecipientLimited(`Victim+${MAIL_RECIPIENT_LIMIT.max}@outbox.test`) });
    }
    expect(toVictim()).toBe(MAIL_RECIPIENT_LIMIT.max);
    const [after] = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, last));
    expect(after).toEqual(before);

    // The platform's own mail has limits of its own: not counted here.
    const system = await insertMail(t, { siteId: null, kind: 'system', subject: 'Reset', status: 'failed', error: 'Connection refused', toAddresses: ['victim@outbox.test'] });
    expect((await t.request(outboxRetryApi(system), { method: 'POST', cookie: roles.cookies.admin })).status).toBe(200);
  });
});
