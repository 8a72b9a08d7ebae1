import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitationMailSubject } from '#core/sites/messages.ts';
import { site, siteInvitation, siteMember } from '#server/db/schema.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { linkIn, mailTo } from '#server/testing/account-mail.ts';

// Site members through the settings screen's real React Router action, on a real database.

export let t: TestApp;
export type Person = { cookie: string; userId: string };
export let owner: Person;
export let colleague: Person;
export let otherOwner: Person;
export let admin: Person;
export let siteUid = '';
export let siteId = '';

export const json = (cookie: string, path: string, body: unknown) =>
  t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function createSite(as: Person, title: string) {
  const response = await json(as.cookie, '/api/system_sites', { title });
  return ((await response.json()) as { site: { unique_id: string } }).site.unique_id;
}

export const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Posts one of the members forms as the browser does. */
export async function post(as: Person, fields: Record<string, string>, uid = siteUid) {
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${uid}/settings`, { method: 'POST', cookie: as.cookie, body: new URLSearchParams(fields) });
  return { status: response.status, html: unescape(await response.text()) };
}

export async function settingsPage(as: Person) {
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${siteUid}/settings`, { cookie: as.cookie });
  return { status: response.status, html: unescape(await response.text()) };
}

/** Whether this person may publish a page of the site right now. */
export async function publishStatus(as: Person, name: string) {
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

export const roleOf = async (userId: string) =>
  (await t.deps.database.db.select({ role: siteMember.role }).from(siteMember).where(and(eq(siteMember.siteId, siteId), eq(siteMember.userId, userId))))[0]?.role ?? null;
/** The token of the newest invitation mail to `email`. */
export const invitationToken = async (email: string) => new URL(linkIn(await mailTo(t.deps.database.db, email, invitationMailSubject('Members Site')))).searchParams.get('token')!;

/** Posts the invitation page's Join form as `as`. */
export async function accept(as: Person, token: string) {
  const response = await t.request(`${TEST_ORIGIN}/auth/invitation?token=${encodeURIComponent(token)}`, { method: 'POST', cookie: as.cookie, body: new URLSearchParams({ token }) });
  return { status: response.status, location: response.headers.get('location'), html: unescape(await response.text()) };
}

export const invitations = async () => (await t.deps.database.db.select({ email: siteInvitation.email }).from(siteInvitation).where(eq(siteInvitation.siteId, siteId))).map((r) => r.email);

/** One app per test file: the members site, its owner and the people invited to it. */
export function setUpMembersSite() {
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
}
