import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_ALREADY,
  MEMBER_ALREADY_INVITED,
  MEMBER_LAST_OWNER,
  memberAddedMessage,
  memberInvitedMessage,
  memberRemovedMessage,
  MEMBERS_OWNER_ONLY,
  invitationCancelledMessage,
  invitationMailSubject,
} from '#core/sites/messages.ts';
import { emailOutbox, site, siteInvitation, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// Site members through the settings screen's real React Router action, on a real database.

let t: TestApp;
type Person = { cookie: string; userId: string };
let owner: Person;
let colleague: Person;
let otherOwner: Person;
let admin: Person;
let siteUid = '';
let siteId = '';

const json = (cookie: string, path: string, body: unknown) =>
  t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function createSite(as: Person, title: string) {
  const response = await json(as.cookie, '/api/system_sites', { title });
  return ((await response.json()) as { site: { unique_id: string } }).site.unique_id;
}

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Posts one of the members forms as the browser does. */
async function post(as: Person, fields: Record<string, string>, uid = siteUid) {
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${uid}/settings`, { method: 'POST', cookie: as.cookie, body: new URLSearchParams(fields) });
  return { status: response.status, html: unescape(await response.text()) };
}

async function settingsPage(as: Person) {
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${siteUid}/settings`, { cookie: as.cookie });
  return { status: response.status, html: unescape(await response.text()) };
}

/** Whether this person may publish a page of the site right now. */
async function publishStatus(as: Person, name: string) {
  const response = await json(as.cookie, '/api/editor', {
    path: `/site-${siteUid}/${name}`,
    title: name,
    description: '',
    is_template: false,
    is_system: false,
    data: { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text: name, level: 'h1' } }] },
    baseVersion: await latestVersionAt(t, `/site-${siteUid}/${name}`),
  });
  return response.status;
}

const roleOf = async (userId: string) =>
  (await t.deps.database.db.select({ role: siteMember.role }).from(siteMember).where(and(eq(siteMember.siteId, siteId), eq(siteMember.userId, userId))))[0]?.role ?? null;
const invitations = async () => (await t.deps.database.db.select({ email: siteInvitation.email }).from(siteInvitation).where(eq(siteInvitation.siteId, siteId))).map((r) => r.email);

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  owner = await t.signUp('owner@members.test');
  colleague = await t.signUp('colleague@members.test');
  otherOwner = await t.signUp('other-owner@members.test');
  admin = await t.signUp('admin@members.test', { admin: true });
  siteUid = await createSite(owner, 'Members Site');
  await createSite(otherOwner, 'Other Site');
  siteId = (await t.deps.database.db.select({ id: site.id }).from(site).where(eq(site.uniqueId, siteUid)))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('adding editors', () => {
  it('makes an existing account an editor who can publish at once', async () => {
    expect(await publishStatus(colleague, 'before')).toBe(403);
    const added = await post(owner, { intent: 'add-member', email: '  Colleague@Members.test ' });
    expect(added.status).toBe(200);
    expect(added.html).toContain(memberAddedMessage('colleague@members.test'));
    // The editor can be removed; the only owner is offered no remove button.
    expect(added.html).toContain('aria-label="Remove colleague@members.test"');
    expect(added.html).not.toContain('aria-label="Remove owner@members.test"');
    expect(await roleOf(colleague.userId)).toBe('editor');
    expect(await publishStatus(colleague, 'after')).toBe(200);
  });

  it('refuses a bad address and a second add of a member, with the message under the field', async () => {
    const bad = await post(owner, { intent: 'add-member', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/<p id="[^"]*error"[^>]*>Invalid email format<\/p>/);
    const again = await post(owner, { intent: 'add-member', email: 'colleague@members.test' });
    expect(again.status).toBe(400);
    expect(again.html).toContain(MEMBER_ALREADY);
  });

  it('invites an unknown address, which becomes an editor when it signs up', async () => {
    const invited = await post(owner, { intent: 'add-member', email: 'Newcomer@Members.test' });
    expect(invited.status).toBe(200);
    expect(invited.html).toContain(memberInvitedMessage('newcomer@members.test'));
    expect(await invitations()).toEqual(['newcomer@members.test']);
    // The address is told how to take it up: kept in the outbox, as no SMTP server is configured here.
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.siteId, siteId));
    expect(mails.map(({ toAddresses, subject, status, kind }) => ({ toAddresses, subject, status, kind }))).toEqual([
      { toAddresses: ['newcomer@members.test'], subject: invitationMailSubject('Members Site'), status: 'stored', kind: 'system' },
    ]);
    expect(mails[0]!.textBody).toContain('/auth/signup');
    const twice = await post(owner, { intent: 'add-member', email: 'newcomer@members.test' });
    expect(twice.status).toBe(400);
    expect(twice.html).toContain(MEMBER_ALREADY_INVITED);
    expect((await settingsPage(owner)).html).toContain('newcomer@members.test');

    const newcomer = await t.signUp('newcomer@members.test');
    expect(await roleOf(newcomer.userId)).toBe('editor');
    expect(await invitations()).toEqual([]);
    expect(await publishStatus(newcomer, 'newcomer')).toBe(200);
  });

  it('cancels an invitation', async () => {
    await post(owner, { intent: 'add-member', email: 'maybe@members.test' });
    const [row] = await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, 'maybe@members.test'));
    const cancelled = await post(owner, { intent: 'cancel-invitation', invitationId: row!.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain(invitationCancelledMessage('maybe@members.test'));
    expect(await invitations()).toEqual([]);
    const maybe = await t.signUp('maybe@members.test');
    expect(await roleOf(maybe.userId)).toBeNull();
  });
});

describe('who may manage members', () => {
  it('shows editors the member list read-only and refuses their changes with 403', async () => {
    const page = await settingsPage(colleague);
    expect(page.status).toBe(200);
    expect(page.html).toContain('owner@members.test');
    expect(page.html).toContain(MEMBERS_OWNER_ONLY);
    expect(page.html).not.toContain('Add editor');
    const add = await post(colleague, { intent: 'add-member', email: 'friend@members.test' });
    expect(add.status).toBe(403);
    expect(add.html).toContain(MEMBERS_OWNER_ONLY);
    const remove = await post(colleague, { intent: 'remove-member', userId: owner.userId });
    expect(remove.status).toBe(403);
    expect(await roleOf(owner.userId)).toBe('owner');
    expect(await invitations()).toEqual([]);
  });

  it("answers another site's owner 404 and changes nothing", async () => {
    expect((await post(otherOwner, { intent: 'add-member', email: 'friend@members.test' })).status).toBe(404);
    expect((await post(otherOwner, { intent: 'remove-member', userId: colleague.userId })).status).toBe(404);
    expect(await invitations()).toEqual([]);
    expect(await roleOf(colleague.userId)).toBe('editor');
  });
});

describe('removing members', () => {
  it('keeps the only owner, whoever asks', async () => {
    for (const as of [owner, admin]) {
      const refused = await post(as, { intent: 'remove-member', userId: owner.userId });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(MEMBER_LAST_OWNER);
      expect(await roleOf(owner.userId)).toBe('owner');
    }
  });

  it('removes an editor, who can no longer publish or see the site', async () => {
    const removed = await post(owner, { intent: 'remove-member', userId: colleague.userId });
    expect(removed.status).toBe(200);
    expect(removed.html).toContain(memberRemovedMessage('colleague@members.test'));
    expect(await roleOf(colleague.userId)).toBeNull();
    expect(await publishStatus(colleague, 'gone')).toBe(403);
    expect((await settingsPage(colleague)).status).toBe(404);
  });

  it('lets an admin add and remove editors too', async () => {
    expect((await post(admin, { intent: 'add-member', email: 'colleague@members.test' })).status).toBe(200);
    expect(await roleOf(colleague.userId)).toBe('editor');
    expect((await post(admin, { intent: 'remove-member', userId: colleague.userId })).status).toBe(200);
    expect(await roleOf(colleague.userId)).toBeNull();
  });
});
