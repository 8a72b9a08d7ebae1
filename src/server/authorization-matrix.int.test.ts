import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from '#core/paths/routes.ts';
import sharp from 'sharp';
import { account, cart, collection, color, document, emailOutbox, icon, media, page, pageVersion, passkey, review, session, shopOrder, site, siteInvitation, siteMember, twoFactor, user, wishlist } from '#server/db/schema.ts';
import { newInvitationToken } from '#server/modules/sites/invitation-token.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { insertRecord, seedContactForm, type SeededContactForm } from '#server/testing/contact-form.ts';
import { solvedAltchaToken as solvedAltchaTokenOf } from '#server/testing/altcha-solver.ts';
import { totpCode, totpSecretOf } from '#server/testing/totp.ts';
// The one server test that reads the web app: React Router's route config is where its actions are listed.
// eslint-disable-next-line no-restricted-imports
import routeConfig from '#web/routes.ts';

/*
 * The authorization matrix: every mutating route (Hono API routes, Better Auth's endpoints behind
 * /api/auth, React Router actions) × every kind of caller, with what each caller must see.
 * A mutating route missing from MATRIX fails the coverage test: every new route joins it.
 */

const ROLES = ['anonymous', 'nonMember', 'otherSiteEditor', 'editor', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, 'anonymous'>;

/**
 * 'ok': 2xx, or a redirect that is not to the login page. 'to-login': a redirect to the login
 * page (React Router actions of signed-in screens). A number: exactly that status.
 */
type Outcome = 'ok' | 'to-login' | 302 | 400 | 401 | 403 | 404 | 405 | 409;
type Expectation = Readonly<Record<Role, Outcome>>;

// The usual columns, named. The site in question is "acme": `editor` and `owner` are its members,
// `otherSiteEditor` edits another site, `nonMember` is signed in with no site.

/** Open to everyone, signed in or not. */
const ANYONE: Expectation = { anonymous: 'ok', nonMember: 'ok', otherSiteEditor: 'ok', editor: 'ok', owner: 'ok', admin: 'ok' };
/** Any signed-in user, on their own account. */
const SIGNED_IN: Expectation = { anonymous: 401, nonMember: 'ok', otherSiteEditor: 'ok', editor: 'ok', owner: 'ok', admin: 'ok' };
/** The site's editors and owners, and platform admins: the site's pages and templates. */
const SITE_MEMBERS: Expectation = { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 'ok', owner: 'ok', admin: 'ok' };
/** Platform admins only: admin/*, system pages (/manage…), platform pages outside any site. */
const ADMINS: Expectation = { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 403, owner: 403, admin: 'ok' };
/** Refused to everyone with this status (the feature is off, or the request can never succeed). */
const NOBODY = (status: Outcome): Expectation => ({ anonymous: status, nonMember: status, otherSiteEditor: status, editor: status, owner: status, admin: status });
/** 401 anonymously; refused with this status to every signed-in user, admins included. */
const SIGNED_IN_REFUSED = (status: Outcome): Expectation => ({ ...NOBODY(status), anonymous: 401 });

interface Actor {
  userId: string;
  email: string;
  cookie: string;
}

/**
 * One request of the matrix: a role, its user (null when anonymous), an id for unique paths and
 * names, and a client address of its own so that Better Auth's per-address rate limits (three
 * password changes per ten seconds…) never decide a cell.
 */
interface Cell {
  role: Role;
  actor: Actor | null;
  id: string;
  ip: string;
}

interface Case<S> {
  /** What the request tries to do. */
  name: string;
  expect: Expectation;
  /** The request ends or changes the caller's session, password or account: each cell gets a new user of its role. */
  ownUser?: boolean;
  arrange?: (cell: Cell) => Promise<S>;
  act: (cell: Cell, state: S) => Promise<Response>;
  /** What the database must show afterwards; `allowed` is whether the cell expected 'ok'. */
  verify?: (cell: Cell, state: S, result: { allowed: boolean; response: Response; body: string }) => Promise<void>;
}

type AnyCase = Case<unknown>;
const defineCase = <S,>(c: Case<S>): AnyCase => c as unknown as AnyCase;

type Row = { route: string; cases: AnyCase[] } | { route: string; gateway: string };

let t: TestApp;
const actors = {} as Record<SignedInRole, Actor>;
let acmeId = '';
let signInTarget: Actor;
const invalidatedTags: string[] = [];
let cellCount = 0;

// ---------------------------------------------------------------------------------------------
// Requests and fixtures

async function collectionsNamed(name: string) {
  return t.deps.database.db.select({ siteId: collection.siteId }).from(collection).where(eq(collection.name, name));
}

function sendJson(cell: Cell, url: string, body: unknown, method = 'POST') {
  return t.request(url, { method, cookie: cell.actor?.cookie, ip: cell.ip, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
}

/** A token as the ALTCHA widget posts it: a challenge from our server, solved. */
const solvedAltchaToken = () => solvedAltchaTokenOf(t);

/** A form post to a React Router action, at our public origin (React Router compares it with the Origin header). */
function sendForm(cell: Cell, url: string, fields: Record<string, string>) {
  return t.request(`${TEST_ORIGIN}${url}`, { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: new URLSearchParams(fields) });
}

const clearInvalidations = async () => {
  invalidatedTags.length = 0;
};

const auth = (endpoint: string) => (cell: Cell, body: unknown) => sendJson(cell, `/api/auth${endpoint}`, body);

const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text, level: 'h1' } }] });

const pageRecord = (pagePath: string, text: string, flags: { is_template?: boolean; is_system?: boolean; baseVersion?: number } = {}) => ({
  path: pagePath,
  data: doc(text),
  title: '',
  description: '',
  is_template: flags.is_template === true,
  is_system: flags.is_system === true,
  // The version the page is at (createPage stores one per text): a refusal here is authority, not a stale editor.
  baseVersion: flags.baseVersion ?? 0,
});

async function createPage(pagePath: string, kind: 'page' | 'template' | 'system', texts: string[]) {
  const { db } = t.deps.database;
  const siteId = pagePath.startsWith('/site-acme/') ? acmeId : null;
  const [row] = await db
    .insert(page)
    .values({ siteId, kind, path: pagePath, pathWithNoSite: siteId ? pagePath.slice('/site-acme'.length) : pagePath, title: 'Matrix', data: doc(texts.at(-1)!), publishedAt: new Date() })
    .returning();
  for (const [i, text] of texts.entries()) {
    await db.insert(pageVersion).values({ pageId: row!.id, version: i + 1, title: 'Matrix', data: doc(text), publishedBy: actors.admin.userId });
  }
}

async function pageText(pagePath: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ data: page.data, draft: page.draft }).from(page).where(eq(page.path, pagePath));
  if (!row) return null;
  return JSON.stringify([row.data, row.draft]);
}

async function pageTitle(pagePath: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ title: page.title }).from(page).where(eq(page.path, pagePath));
  return row?.title ?? null;
}

async function siteTitle(): Promise<string | undefined> {
  const [row] = await t.deps.database.db.select({ title: site.title }).from(site).where(eq(site.id, acmeId));
  return row?.title;
}

async function siteRoleOf(userId: string) {
  const [row] = await t.deps.database.db.select({ role: siteMember.role }).from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, userId)));
  return row?.role ?? null;
}

async function userRow(userId: string) {
  const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, userId));
  return row ?? null;
}

async function sessionTokensOf(userId: string): Promise<string[]> {
  return (await t.deps.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map((r) => r.token);
}

async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ password: account.password }).from(account).where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/** Gives acme a pending custom domain of this cell's own that the fake DNS proves (decision 037); verify reads whether it became verified. */
async function arrangeProvableDomain(cell: Cell): Promise<string> {
  const domain = `matrix-${cell.id}.example.com`;
  const token = `matrixtoken${cell.id}`;
  await t.deps.database.db.update(site).set({ url: `https://${domain}`, domain, domainToken: token, domainVerifiedAt: null, domainProof: null }).where(eq(site.id, acmeId));
  t.deps.domainProof = {
    txtRecords: async (name) => (name === `_sitewright.${domain}` ? [`sitewright-verify=${token}`] : []),
    fetchText: async () => ({ ok: false, problem: 'no-answer' }),
  };
  return domain;
}

async function domainVerified(domain: string): Promise<boolean> {
  const [row] = await t.deps.database.db.select({ verifiedAt: site.domainVerifiedAt }).from(site).where(eq(site.domain, domain));
  return row?.verifiedAt != null;
}

/** A plain user made straight in the database (no password hashing): the target of admin endpoints. */
async function createVictim(options: { banned?: boolean; emailVerified?: boolean } = {}) {
  const { db } = t.deps.database;
  const id = crypto.randomUUID();
  const accountId = crypto.randomUUID();
  const token = crypto.randomUUID();
  await db.insert(user).values({ id, name: 'Victim', email: `victim-${id}@matrix.test`, role: 'user', banned: options.banned === true, emailVerified: options.emailVerified === true });
  await db.insert(account).values({ id: accountId, accountId: id, providerId: 'credential', userId: id, password: 'stored-hash' });
  await db.insert(session).values({ id: crypto.randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { id, accountId, token };
}

/** Turns TOTP on for the cell's own user (enable, then confirm with a code); the confirmation replaces its session cookie. */
async function turnOnTotpFor(cell: Cell) {
  if (!cell.actor) return;
  const enabled = await auth('/two-factor/enable')(cell, { password: TEST_PASSWORD });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await auth('/two-factor/verify-totp')(cell, { code: totpCode(totpSecretOf(totpURI)) });
  expect(confirmed.status).toBe(200);
  cell.actor.cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function twoFactorRowsOf(userId: string) {
  return t.deps.database.db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId));
}

/** A passkey of `userId` (or of a new victim), straight in the database. */
async function createPasskeyOf(userId?: string) {
  const owner = userId ?? (await createVictim()).id;
  const id = crypto.randomUUID();
  await t.deps.database.db.insert(passkey).values({ id, userId: owner, name: 'Original', publicKey: 'pk', credentialID: `cred-${id}`, counter: 0, deviceType: 'singleDevice', backedUp: false });
  return id;
}

async function passkeyNameOf(id: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.id, id));
  return row ? (row.name ?? '') : null;
}

/** A new user holding `role` (site memberships, or the platform admin role). */
async function createActor(role: SignedInRole, label: string): Promise<Actor> {
  const email = `${role.toLowerCase()}-${label}@matrix.test`;
  const { cookie, userId } = await t.signUp(email, { admin: role === 'admin' });
  const { db } = t.deps.database;
  if (role === 'editor' || role === 'owner') await db.insert(siteMember).values({ siteId: acmeId, userId, role });
  if (role === 'otherSiteEditor') {
    const [other] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, 'other'));
    await db.insert(siteMember).values({ siteId: other!.id, userId, role: 'editor' });
  }
  return { userId, email, cookie };
}

/** A multipart upload of one real PNG named after the cell; `siteField` '' uploads platform media. */
async function uploadMatrixImage(cell: Cell, siteField: string) {
  const form = new FormData();
  if (siteField) form.append('siteId', siteField);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  form.append('files', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `matrix-${cell.id}.png`);
  return t.request('/api/media/upload', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

/** The markdown editor's upload of one small PNG named after the cell; `siteField` '' uploads platform media. */
async function uploadMatrixMarkdownImage(cell: Cell, siteField: string) {
  const form = new FormData();
  if (siteField) form.append('siteId', siteField);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  form.append('image', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `markdown-${cell.id}.png`);
  return t.request('/api/media/markdown-image', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

/** A multipart upload of one small SVG icon named after the cell; `siteField` '' uploads a platform icon. */
function uploadMatrixIcon(cell: Cell, siteField: string) {
  const form = new FormData();
  form.append('siteId', siteField);
  form.append('name', `matrix-${cell.id}`);
  form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>']), 'matrix.svg');
  return t.request('/api/system_icons', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

async function iconsNamed(name: string) {
  return t.deps.database.db.select({ siteId: icon.siteId }).from(icon).where(eq(icon.name, name));
}

async function colorsNamed(name: string) {
  return t.deps.database.db.select({ siteId: color.siteId }).from(color).where(eq(color.name, name));
}

/** A media row of acme (no object behind it: the routes under test only read the row). */
async function insertMatrixMedia(cell: Cell, kind: 'image' | 'video' = 'image'): Promise<string> {
  const key = `uploads/${acmeId}/${cell.id}.${kind === 'image' ? 'png' : 'mp4'}`;
  const [row] = await t.deps.database.db
    .insert(media)
    .values({ siteId: acmeId, kind, storageKey: key, url: `/media/${key}`, name: `${cell.id}.png`, bytes: 1, mime: kind === 'image' ? 'image/png' : 'video/mp4' })
    .returning({ id: media.id });
  return row!.id;
}

/** A published page of acme (or of the platform, for a path outside /site-acme), with no versions; returns its id. */
async function insertMatrixPage(pagePath: string, kind: 'page' | 'template' | 'system'): Promise<string> {
  const siteId = pagePath.startsWith('/site-acme/') ? acmeId : null;
  const [row] = await t.deps.database.db
    .insert(page)
    .values({ siteId, kind, path: pagePath, pathWithNoSite: siteId ? pagePath.slice('/site-acme'.length) : pagePath, title: 'Matrix', data: doc('Matrix'), publishedAt: new Date() })
    .returning({ id: page.id });
  return row!.id;
}

/** A record of acme's products collection, created by `ownerId` (null: by nobody in particular). */
async function insertMatrixRecord(ownerId: string | null): Promise<string> {
  const [row] = await t.deps.database.db.insert(document).values({ siteId: acmeId, collection: 'products', data: { title: 'Matrix' }, ownerId }).returning({ id: document.id });
  return row!.id;
}

/**
 * A record of acme's `collectionName` submitted by `nonMember` through a published form (fresh per
 * cell), the collection's submitter setting as given (null: never set, the default).
 */
async function matrixSubmission(collectionName: string, submitterEdits: '24h' | 'always' | null, createdAt?: Date): Promise<{ form: SeededContactForm; id: string }> {
  const { db } = t.deps.database;
  const form = await seedContactForm(t, { siteId: acmeId, collection: collectionName, purpose: 'default' });
  if (submitterEdits) {
    await db.insert(collection).values({ siteId: acmeId, name: collectionName, fields: [] }).onConflictDoNothing();
    await db.update(collection).set({ submitterEdits }).where(and(eq(collection.siteId, acmeId), eq(collection.name, collectionName)));
  }
  const [row] = await db
    .insert(document)
    .values({ siteId: acmeId, collection: collectionName, data: { name: 'Mine' }, ownerId: actors.nonMember.userId, formId: form.formId, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: document.id });
  return { form, id: row!.id };
}

/** A review of an acme product (a fresh one), pending or approved; returns its id. */
async function insertMatrixReview(status: 'pending' | 'approved'): Promise<string> {
  const productId = await insertMatrixRecord(null);
  const [row] = await t.deps.database.db
    .insert(review)
    .values({ siteId: acmeId, productId, rating: 4, reviewerName: 'Matrix', reviewTitle: 'Matrix review', reviewText: 'A review long enough to be valid.', wouldRecommend: 'yes', status })
    .returning({ id: review.id });
  return row!.id;
}

/** A pending order of acme (its token is the buyer's secret); returns its id and token. */
async function insertMatrixOrder(method: 'paypal' | 'invoice'): Promise<{ id: string; token: string }> {
  const token = `matrix-token-${crypto.randomUUID()}`;
  const [row] = await t.deps.database.db
    .insert(shopOrder)
    .values({ reference: `SW-M${crypto.randomUUID().slice(0, 12)}`, sessionToken: token, siteId: acmeId, method, lines: [], subtotalCents: 0, totalCents: 0, currency: 'USD', stockHeld: false })
    .returning({ id: shopOrder.id });
  return { id: row!.id, token };
}

async function orderStatus(id: string) {
  const [row] = await t.deps.database.db.select({ status: shopOrder.status }).from(shopOrder).where(eq(shopOrder.id, id));
  return row?.status;
}

async function reviewRow(id: string) {
  const [row] = await t.deps.database.db.select({ status: review.status, helpfulVotes: review.helpfulVotes }).from(review).where(eq(review.id, id));
  return row;
}

/** The product ids in a user's acme cart or wishlist row. */
async function listItemIds(table: typeof cart | typeof wishlist, userId: string): Promise<string[]> {
  const rows = await t.deps.database.db.select({ items: table.items }).from(table).where(and(eq(table.userId, userId), eq(table.scope, acmeId)));
  return rows.flatMap((row) => row.items.map((item) => item.id));
}

/** A stored acme list holding product `id`, for `userId` or for a fresh user of its own (whose id is returned). */
async function insertListFor(table: typeof cart | typeof wishlist, id: string, userId?: string): Promise<string> {
  const owner = userId ?? (await t.signUp(`list-owner-${crypto.randomUUID()}@matrix.test`)).userId;
  const item = { id, product_id: id, collection: 'products', name: 'Matrix', image: null, price: 0, quantity: 1, addedAt: Date.now(), site: null, color: null, size: null, stock: null };
  await t.deps.database.db
    .insert(table)
    .values({ userId: owner, scope: acmeId, siteId: acmeId, items: [item] as never })
    .onConflictDoUpdate({ target: [table.userId, table.scope], set: { items: [item] as never } });
  return owner;
}

/** A data API submission (multipart: data, rules, formId/siteId/collection, one optional file part). */
function sendMatrixSubmission(
  cell: Cell,
  url: string,
  data: Record<string, unknown>,
  fields: { formId?: string; siteId?: string; collection?: string },
  method = 'POST',
  file?: { field: string; name: string; bytes: Buffer },
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('rules', '{}');
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), file.name);
  return t.request(url, { method, cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

const recordsWhere = async (field: 'title' | 'name', value: string) =>
  (await t.deps.database.db.select({ id: document.id }).from(document).where(sql`${document.data}->>${field} = ${value}`)).length;
const recordsTitled = (title: string) => recordsWhere('title', title);
const recordsNamed = (name: string) => recordsWhere('name', name);

async function recordExists(id: string): Promise<boolean> {
  return (await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.id, id))).length === 1;
}

async function mediaNamed(name: string, url?: string) {
  const rows = await t.deps.database.db.select({ siteId: media.siteId, url: media.url }).from(media).where(eq(media.name, name));
  return rows.filter((row) => url === undefined || row.url === url).map(({ siteId }) => ({ siteId }));
}

async function mediaAlt(id: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ alt: media.alt }).from(media).where(eq(media.id, id));
  return row?.alt ?? null;
}

function outcomeMatches(expected: Outcome, response: Response): boolean {
  const location = response.headers.get('location') ?? '';
  const redirect = response.status >= 300 && response.status < 400;
  const toLogin = redirect && new URL(location, 'http://x').pathname === LOGIN;
  if (expected === 'ok') return response.status >= 200 && response.status < 400 && !toLogin;
  if (expected === 'to-login') return toLogin;
  return response.status === expected;
}

// ---------------------------------------------------------------------------------------------
// The matrix

const MATRIX: Row[] = [
  // ---- Hono routes ----
  {
    route: 'POST /api/auth/signout',
    cases: [
      defineCase({
        name: 'signs the caller out (harmless when signed out)',
        expect: ANYONE,
        ownUser: true,
        act: (cell) => sendJson(cell, '/api/auth/signout', {}),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/media/check-image-url',
    cases: [
      defineCase({
        name: 'checks an image url (refused here before any request: localhost)',
        expect: SIGNED_IN,
        act: (cell) => sendJson(cell, '/api/media/check-image-url', { url: 'http://localhost/matrix.png' }),
        verify: async (_c, _s, { allowed, body }) => {
          if (allowed) expect(JSON.parse(body)).toMatchObject({ valid: false, errorType: 'accessibility', reason: 'blocked-address' });
        },
      }),
    ],
  },
  {
    route: 'POST /api/editor',
    cases: [
      defineCase({
        name: 'publishes a page of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/editor', pageRecord(`/site-acme/matrix-${cell.id}`, 'Published')),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/site-acme/matrix-${cell.id}`)).toEqual(allowed ? expect.stringContaining('Published') : null),
      }),
      defineCase({
        name: 'saves a draft of a page of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/editor', { ...pageRecord(`/site-acme/draft-${cell.id}`, 'Drafted'), draft: true }),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/site-acme/draft-${cell.id}`)).toEqual(allowed ? expect.stringContaining('Drafted') : null),
      }),
      defineCase({
        name: 'publishes a template of the site (/dynamic-content/…)',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/editor', pageRecord(`/site-acme/dynamic-content/all/matrix${cell.id}`, 'Template', { is_template: true })),
        verify: async (cell, _s, { allowed }) =>
          expect(await pageText(`/site-acme/dynamic-content/all/matrix${cell.id}`)).toEqual(allowed ? expect.stringContaining('Template') : null),
      }),
      defineCase({
        name: 'creates a system page (/manage…)',
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/editor', pageRecord(`/manage/matrix-${cell.id}`, 'System', { is_system: true })),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/manage/matrix-${cell.id}`)).toEqual(allowed ? expect.stringContaining('System') : null),
      }),
      defineCase({
        name: 'overwrites an existing system page (/manage…)',
        expect: ADMINS,
        arrange: (cell) => createPage(`/manage/existing-${cell.id}`, 'system', ['Original']),
        act: (cell) => sendJson(cell, '/api/editor', pageRecord(`/manage/existing-${cell.id}`, 'Overwritten', { is_system: true, baseVersion: 1 })),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/manage/existing-${cell.id}`)).toContain(allowed ? 'Overwritten' : 'Original'),
      }),
      defineCase({
        name: "publishes a platform page outside any site",
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/editor', pageRecord(`/matrix-${cell.id}`, 'Platform')),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/matrix-${cell.id}`)).toEqual(allowed ? expect.stringContaining('Platform') : null),
      }),
    ],
  },
  {
    route: 'DELETE /api/editor',
    cases: [
      defineCase({
        name: 'deletes a page of the site',
        expect: SITE_MEMBERS,
        arrange: (cell) => createPage(`/site-acme/doomed-${cell.id}`, 'page', ['Doomed']),
        act: (cell) => sendJson(cell, '/api/editor', { path: `/site-acme/doomed-${cell.id}` }, 'DELETE'),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/site-acme/doomed-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Doomed')),
      }),
      defineCase({
        name: 'deletes a system page (/manage…)',
        expect: ADMINS,
        arrange: (cell) => createPage(`/manage/doomed-${cell.id}`, 'system', ['Doomed']),
        act: (cell) => sendJson(cell, '/api/editor', { path: `/manage/doomed-${cell.id}`, is_system: true }, 'DELETE'),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/manage/doomed-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Doomed')),
      }),
      defineCase({
        name: 'deletes a system page by leaving out is_system (the path is reserved)',
        expect: SIGNED_IN_REFUSED(400),
        arrange: (cell) => createPage(`/manage/kept-${cell.id}`, 'system', ['Kept']),
        act: (cell) => sendJson(cell, '/api/editor', { path: `/manage/kept-${cell.id}` }, 'DELETE'),
        verify: async (cell) => expect(await pageText(`/manage/kept-${cell.id}`)).toContain('Kept'),
      }),
    ],
  },
  {
    route: 'PATCH /api/editor',
    cases: [
      defineCase({
        name: "changes a site page's title without republishing it",
        expect: SITE_MEMBERS,
        arrange: (cell) => createPage(`/site-acme/renamed-${cell.id}`, 'page', ['Kept content']),
        act: (cell) => sendJson(cell, '/api/editor', { path: `/site-acme/renamed-${cell.id}`, title: 'Renamed' }, 'PATCH'),
        verify: async (cell, _s, { allowed }) => {
          expect(await pageTitle(`/site-acme/renamed-${cell.id}`)).toBe(allowed ? 'Renamed' : 'Matrix');
          expect(await pageText(`/site-acme/renamed-${cell.id}`)).toContain('Kept content');
        },
      }),
      defineCase({
        name: 'changes a system page\'s title (/manage…)',
        expect: ADMINS,
        arrange: (cell) => createPage(`/manage/renamed-${cell.id}`, 'system', ['Kept content']),
        act: (cell) => sendJson(cell, '/api/editor', { path: `/manage/renamed-${cell.id}`, is_system: true, title: 'Renamed' }, 'PATCH'),
        verify: async (cell, _s, { allowed }) => expect(await pageTitle(`/manage/renamed-${cell.id}`)).toBe(allowed ? 'Renamed' : 'Matrix'),
      }),
    ],
  },
  {
    route: 'POST /api/page-history/restore',
    cases: [
      defineCase({
        name: 'restores an earlier version of a page of the site',
        expect: SITE_MEMBERS,
        arrange: (cell) => createPage(`/site-acme/history-${cell.id}`, 'page', ['First', 'Second']),
        act: (cell) => sendJson(cell, '/api/page-history/restore', { path: `/site-acme/history-${cell.id}`, version: 1 }),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/site-acme/history-${cell.id}`)).toContain(allowed ? 'First' : 'Second'),
      }),
      defineCase({
        name: 'restores an earlier version of a system page (/manage…)',
        expect: ADMINS,
        arrange: (cell) => createPage(`/manage/history-${cell.id}`, 'system', ['First', 'Second']),
        act: (cell) => sendJson(cell, '/api/page-history/restore', { path: `/manage/history-${cell.id}`, is_system: true, version: 1 }),
        verify: async (cell, _s, { allowed }) => expect(await pageText(`/manage/history-${cell.id}`)).toContain(allowed ? 'First' : 'Second'),
      }),
    ],
  },
  {
    route: 'POST /api/revalidate',
    cases: [
      defineCase({
        name: 'drops the cached copies of a page of the site',
        expect: SITE_MEMBERS,
        arrange: clearInvalidations,
        act: (cell) => sendJson(cell, '/api/revalidate', { path: `/site-acme/cached-${cell.id}` }),
        verify: async (cell, _s, { allowed }) => expect(invalidatedTags).toEqual(allowed ? [`site:${acmeId}:page:/cached-${cell.id}`] : []),
      }),
      defineCase({
        name: 'drops every cached page of the site',
        expect: SITE_MEMBERS,
        arrange: clearInvalidations,
        act: (cell) => sendJson(cell, '/api/revalidate', { path: '/site-acme/revalidate-all-site-pages' }),
        verify: async (_c, _s, { allowed }) => expect(invalidatedTags).toEqual(allowed ? [`site:${acmeId}`] : []),
      }),
      defineCase({
        name: "drops every cached page of the platform's own pages",
        expect: ADMINS,
        arrange: clearInvalidations,
        act: (cell) => sendJson(cell, '/api/revalidate', { path: '/revalidate-all-site-pages' }),
        verify: async (_c, _s, { allowed }) => expect(invalidatedTags).toEqual(allowed ? ['platform'] : []),
      }),
    ],
  },
  {
    route: 'POST /api/system_sites',
    cases: [
      defineCase({
        name: 'creates a site owned by the caller',
        expect: SIGNED_IN,
        act: (cell) => sendJson(cell, '/api/system_sites', { title: `Matrix ${cell.id}` }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ ownerId: site.ownerId }).from(site).where(eq(site.title, `Matrix ${cell.id}`));
          expect(rows).toEqual(allowed ? [{ ownerId: cell.actor!.userId }] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/system_sites/:uniqueId/verify-domain',
    cases: [
      defineCase({
        name: "verifies the site's custom domain (owner-only)",
        expect: { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: arrangeProvableDomain,
        act: (cell) => sendJson(cell, '/api/system_sites/acme/verify-domain', {}),
        verify: async (_c, domain: string, { allowed }) => expect(await domainVerified(domain)).toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/media/upload',
    cases: [
      defineCase({
        name: "uploads an image to the site's media",
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixImage(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`matrix-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads platform media (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixImage(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`matrix-${cell.id}.png`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'POST /api/media/markdown-image',
    cases: [
      defineCase({
        name: "uploads a markdown editor image to the site's media",
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixMarkdownImage(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`markdown-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads a markdown editor image to platform media (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixMarkdownImage(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`markdown-${cell.id}.png`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'PATCH /api/media/:id',
    cases: [
      defineCase({
        name: "edits the alt text of the site's media item",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/media/${id}`, { alt: 'Edited' }, 'PATCH'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? 'Edited' : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/media/:id',
    cases: [
      defineCase({
        name: "deletes the site's media item",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/media/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'POST /api/system_images',
    cases: [
      defineCase({
        name: "records the name and description of the site's uploaded image",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell) => sendJson(cell, '/api/system_images', { url: `/media/uploads/${acmeId}/${cell.id}.png`, name: 'Recorded', description: 'By the matrix' }),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed('Recorded', `/media/uploads/${acmeId}/${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
    ],
  },
  {
    route: 'POST /api/system_icons',
    cases: [
      defineCase({
        name: 'uploads a custom SVG icon to the site',
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixIcon(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads a platform icon (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixIcon(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_icons/:id',
    cases: [
      defineCase({
        name: "deletes the site's custom icon",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          const [row] = await t.deps.database.db.insert(icon).values({ siteId: acmeId, name: `matrix-${cell.id}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }).returning({ id: icon.id });
          return row!.id;
        },
        act: (cell, id) => sendJson(cell, `/api/system_icons/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [] : [{ siteId: acmeId }]),
      }),
    ],
  },
  {
    route: 'POST /api/system_colors',
    cases: [
      defineCase({
        name: 'adds a custom colour to the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/system_colors', { siteId: 'acme', hex: '#123456', label: `matrix-${cell.id}`, family: 'blue', level: 500 }),
        verify: async (cell, _s, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'adds a platform colour (no site)',
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/system_colors', { hex: '#123456', label: `matrix-${cell.id}`, family: 'blue', level: 500 }),
        verify: async (cell, _s, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_colors/:id',
    cases: [
      defineCase({
        name: "deletes the site's custom colour",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          const [row] = await t.deps.database.db.insert(color).values({ siteId: acmeId, name: `matrix-${cell.id}`, hex: '#123456', family: 'blue', level: 500 }).returning({ id: color.id });
          return row!.id;
        },
        act: (cell, id) => sendJson(cell, `/api/system_colors/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [] : [{ siteId: acmeId }]),
      }),
      defineCase({
        name: 'deletes a built-in palette colour (never)',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => sendJson(cell, '/api/system_colors/red-500', {}, 'DELETE'),
      }),
    ],
  },
  // ---- Storefront lists (src/server/modules/cart/routes.ts): each user only ever their own ----
  {
    route: 'POST /api/cart',
    cases: [
      defineCase({
        name: "saves the caller's own cart (a product of acme, at ?siteId=acme)",
        expect: SIGNED_IN,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/cart?siteId=acme', { items: [{ id, quantity: 1 }] }),
        verify: async (cell, id, { allowed }) => {
          if (cell.actor) expect(await listItemIds(cart, cell.actor.userId)).toEqual(allowed ? [id] : []);
        },
      }),
    ],
  },
  {
    route: 'DELETE /api/cart',
    cases: [
      defineCase({
        name: "clears the caller's own cart, never another user's",
        expect: SIGNED_IN,
        arrange: async (cell) => {
          const id = await insertMatrixRecord(null);
          const others = await insertListFor(cart, id);
          if (cell.actor) await insertListFor(cart, id, cell.actor.userId);
          return { id, others };
        },
        act: (cell) => sendJson(cell, '/api/cart?siteId=acme', {}, 'DELETE'),
        verify: async (cell, { id, others }, { allowed }) => {
          if (cell.actor) expect(await listItemIds(cart, cell.actor.userId)).toEqual(allowed ? [] : [id]);
          expect(await listItemIds(cart, others)).toEqual([id]);
        },
      }),
    ],
  },
  // ---- Storefront lists (src/server/modules/wishlist/routes.ts): each user only ever their own ----
  {
    route: 'POST /api/wishlist',
    cases: [
      defineCase({
        name: "saves the caller's own wishlist (a product of acme, at ?siteId=acme)",
        expect: SIGNED_IN,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/wishlist?siteId=acme', { items: [{ id }] }),
        verify: async (cell, id, { allowed }) => {
          if (cell.actor) expect(await listItemIds(wishlist, cell.actor.userId)).toEqual(allowed ? [id] : []);
        },
      }),
    ],
  },
  {
    route: 'DELETE /api/wishlist',
    cases: [
      defineCase({
        name: "clears the caller's own wishlist, never another user's",
        expect: SIGNED_IN,
        arrange: async (cell) => {
          const id = await insertMatrixRecord(null);
          const others = await insertListFor(wishlist, id);
          if (cell.actor) await insertListFor(wishlist, id, cell.actor.userId);
          return { id, others };
        },
        act: (cell) => sendJson(cell, '/api/wishlist?siteId=acme', {}, 'DELETE'),
        verify: async (cell, { id, others }, { allowed }) => {
          if (cell.actor) expect(await listItemIds(wishlist, cell.actor.userId)).toEqual(allowed ? [] : [id]);
          expect(await listItemIds(wishlist, others)).toEqual([id]);
        },
      }),
    ],
  },
  // ---- Reviews (src/server/modules/reviews/routes.ts): visitors write, vote and report; members moderate ----
  {
    route: 'POST /api/reviews/submit',
    cases: [
      defineCase({
        name: 'submits a review of an acme product, pending approval (anyone, with a solved challenge)',
        expect: ANYONE,
        arrange: async () => ({ productId: await insertMatrixRecord(null), token: await solvedAltchaToken() }),
        act: (cell, { productId, token }: { productId: string; token: string }) =>
          sendJson(cell, '/api/reviews/submit', {
            product_id: productId,
            rating: 5,
            reviewer_name: 'Matrix',
            review_title: `Review ${cell.id}`,
            review_text: 'A review long enough to be valid.',
            would_recommend: 'yes',
            turnstileToken: token,
          }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ status: review.status, siteId: review.siteId }).from(review).where(eq(review.reviewTitle, `Review ${cell.id}`));
          expect(rows).toEqual(allowed ? [{ status: 'pending', siteId: acmeId }] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/reviews/actions',
    cases: [
      defineCase({
        name: 'votes an approved review helpful (anyone, once per voter)',
        expect: ANYONE,
        arrange: () => insertMatrixReview('approved'),
        act: (cell, id: string) => sendJson(cell, '/api/reviews/actions', { reviewId: id, action: 'helpful' }),
        verify: async (_c, id: string, { allowed }) => expect((await reviewRow(id))?.helpfulVotes).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'POST /api/reviews/moderation/:id',
    cases: [
      defineCase({
        name: 'approves a pending review of an acme product',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixReview('pending'),
        act: (cell, id: string) => sendJson(cell, `/api/reviews/moderation/${id}`, { action: 'approve' }),
        verify: async (_c, id: string, { allowed }) => expect((await reviewRow(id))?.status).toBe(allowed ? 'approved' : 'pending'),
      }),
    ],
  },
  // ---- Checkout and orders (src/server/modules/checkout/routes.ts, src/server/modules/orders/routes.ts) ----
  {
    route: 'POST /api/cart/offline-checkout',
    cases: [
      defineCase({
        name: "places an order paid on delivery (anyone; a signed-in buyer's order is theirs)",
        expect: ANYONE,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) =>
          sendJson(cell, '/api/cart/offline-checkout', { items: [{ productId: id, quantity: 1 }], siteId: 'acme', method: 'delivery', customer: { name: 'Matrix', email: `${cell.id}@matrix.test`, address: '1 Matrix Road' } }),
        verify: async (cell, _id, { allowed }) => {
          const rows = await t.deps.database.db.select({ userId: shopOrder.userId, siteId: shopOrder.siteId }).from(shopOrder).where(eq(shopOrder.email, `${cell.id}@matrix.test`));
          expect(rows).toEqual(allowed ? [{ userId: cell.actor?.userId ?? null, siteId: acmeId }] : []);
        },
      }),
    ],
  },
  // The matrix app has no Stripe or PayPal account: those methods are not offered to anyone (the
  // payment tests run them against the local fakes).
  {
    route: 'POST /api/cart/stripe-checkout',
    cases: [defineCase({ name: 'starts a card checkout (no card account configured)', expect: NOBODY(400), act: (cell) => sendJson(cell, '/api/cart/stripe-checkout', { items: [], siteId: 'acme' }) })],
  },
  {
    route: 'POST /api/cart/paypal-checkout',
    cases: [defineCase({ name: 'starts a PayPal checkout (no PayPal account configured)', expect: NOBODY(400), act: (cell) => sendJson(cell, '/api/cart/paypal-checkout', { items: [], siteId: 'acme' }) })],
  },
  {
    route: 'POST /api/cart/paypal-capture',
    cases: [defineCase({ name: 'captures a PayPal order (no PayPal account configured)', expect: NOBODY(400), act: (cell) => sendJson(cell, '/api/cart/paypal-capture', { orderID: 'X', sessionToken: 'Y' }) })],
  },
  {
    route: 'POST /api/webhooks/stripe',
    cases: [defineCase({ name: 'delivers a Stripe event (no card account configured)', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/stripe', { id: 'evt_1' }) })],
  },
  {
    route: 'POST /api/checkout/cancel',
    cases: [
      defineCase({
        name: "cancels a pending PayPal order by its buyer's token (whoever holds it)",
        expect: ANYONE,
        arrange: () => insertMatrixOrder('paypal'),
        act: (cell, order: { id: string; token: string }) => sendJson(cell, '/api/checkout/cancel', { token: order.token }),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => expect(await orderStatus(order.id)).toBe(allowed ? 'cancelled' : 'pending'),
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/status',
    cases: [
      defineCase({
        name: 'marks an acme order paid',
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: () => insertMatrixOrder('invoice'),
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/status`, { status: 'paid' }),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => expect(await orderStatus(order.id)).toBe(allowed ? 'paid' : 'pending'),
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/restock',
    cases: [
      defineCase({
        name: 'puts a refunded acme order’s items back in stock',
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: async () => {
          const order = await insertMatrixOrder('invoice');
          await t.deps.database.db.update(shopOrder).set({ status: 'refunded', stockHeld: true }).where(eq(shopOrder.id, order.id));
          return order;
        },
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/restock`, {}),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ stockHeld: shopOrder.stockHeld }).from(shopOrder).where(eq(shopOrder.id, order.id));
          expect(row?.stockHeld).toBe(!allowed);
        },
      }),
    ],
  },
  // ---- Data collections (src/server/modules/collections/routes.ts) ----
  {
    route: 'POST /api/collections',
    cases: [
      defineCase({
        name: 'defines a collection of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/collections', { siteId: 'acme', name: `matrix-${cell.id}`, fields: [{ name: 'title', type: 'text' }] }),
        verify: async (cell, _s, { allowed }) => expect(await collectionsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'defines a platform collection (no site)',
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/collections', { name: `matrix-${cell.id}` }),
        verify: async (cell, _s, { allowed }) => expect(await collectionsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'PUT /api/collections/:name',
    cases: [
      defineCase({
        name: "saves a collection's fields",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          await t.deps.database.db.insert(collection).values({ siteId: acmeId, name: `matrix-${cell.id}`, fields: [] });
        },
        act: (cell) => sendJson(cell, `/api/collections/matrix-${cell.id}`, { siteId: 'acme', fields: [{ name: 'email', type: 'email' }] }, 'PUT'),
        verify: async (cell, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select({ fields: collection.fields }).from(collection).where(eq(collection.name, `matrix-${cell.id}`));
          expect(row?.fields).toEqual(allowed ? [{ name: 'email', type: 'email' }] : []);
        },
      }),
    ],
  },
  {
    route: 'PUT /api/collections/:name/settings',
    cases: [
      defineCase({
        name: "lets a collection's submitters edit their submissions (the site's members decide)",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          await t.deps.database.db.insert(collection).values({ siteId: acmeId, name: `settings-${cell.id}`, fields: [] });
        },
        act: (cell) => sendJson(cell, `/api/collections/settings-${cell.id}/settings`, { siteId: 'acme', submitterEdits: 'always' }, 'PUT'),
        verify: async (cell, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select({ submitterEdits: collection.submitterEdits }).from(collection).where(eq(collection.name, `settings-${cell.id}`));
          expect(row?.submitterEdits).toBe(allowed ? 'always' : 'never');
        },
      }),
      defineCase({
        name: 'may not let submitters edit products (refused to everyone who may manage the collection)',
        expect: { ...SITE_MEMBERS, editor: 400, owner: 400, admin: 400 },
        act: (cell) => sendJson(cell, '/api/collections/products/settings', { siteId: 'acme', submitterEdits: 'always' }, 'PUT'),
        verify: async () => {
          const [row] = await t.deps.database.db.select({ submitterEdits: collection.submitterEdits }).from(collection).where(and(eq(collection.siteId, acmeId), eq(collection.name, 'products')));
          expect(row?.submitterEdits ?? 'never').toBe('never');
        },
      }),
    ],
  },
  {
    route: 'POST /api/collections/:name/import',
    cases: [
      defineCase({
        name: 'imports records into a collection of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, `/api/collections/import-${cell.id}/import`, { siteId: 'acme', records: [{ title: 'Imported' }] }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ siteId: document.siteId }).from(document).where(eq(document.collection, `import-${cell.id}`));
          expect(rows).toEqual(allowed ? [{ siteId: acmeId }] : []);
        },
      }),
    ],
  },
  // ---- The content manager's deletes (src/server/modules/content/routes.ts) ----
  {
    route: 'DELETE /api/site_pages/:id',
    cases: [
      defineCase({
        name: 'deletes a page of the site by id',
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixPage(`/site-acme/by-id-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/site_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/site-acme/by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
      defineCase({
        name: "deletes a platform page by id (the platform's pages: admins)",
        expect: ADMINS,
        arrange: (cell) => insertMatrixPage(`/platform-by-id-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/site_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/platform-by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/site_templates/:id',
    cases: [
      defineCase({
        name: 'deletes a template of the site by id',
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixPage(`/site-acme/dynamic-content/all/byid${cell.id}`, 'template'),
        act: (cell, id) => sendJson(cell, `/api/site_templates/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) =>
          expect(await pageText(`/site-acme/dynamic-content/all/byid${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_pages/:id',
    cases: [
      defineCase({
        name: 'deletes a system page (/manage…) by id',
        expect: ADMINS,
        arrange: (cell) => insertMatrixPage(`/manage/by-id-${cell.id}`, 'system'),
        act: (cell, id) => sendJson(cell, `/api/system_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/manage/by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_revalidate/:id',
    cases: [
      defineCase({
        name: 'deletes a revalidate record (never: 405)',
        expect: SIGNED_IN_REFUSED(405),
        arrange: (cell) => insertMatrixPage(`/site-acme/revalidated-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/system_revalidate/${id}`, {}, 'DELETE'),
        verify: async (cell) => expect(await pageText(`/site-acme/revalidated-${cell.id}`)).toContain('Matrix'),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_images/:id',
    cases: [
      defineCase({
        name: "deletes the site's image by id",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/system_images/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_videos/:id',
    cases: [
      defineCase({
        name: "deletes the site's video by id",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell, 'video'),
        act: (cell, id) => sendJson(cell, `/api/system_videos/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_sites/:id',
    cases: [
      defineCase({
        name: 'deletes a site and everything it owns (its owners and admins)',
        expect: { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { db } = t.deps.database;
          const [doomed] = await db.insert(site).values({ uniqueId: `doomed-${cell.id}`, title: 'Doomed' }).returning({ id: site.id });
          await db.insert(siteMember).values([
            { siteId: doomed!.id, userId: actors.owner.userId, role: 'owner' },
            { siteId: doomed!.id, userId: actors.editor.userId, role: 'editor' },
          ]);
          return doomed!.id;
        },
        act: (cell) => sendJson(cell, `/api/system_sites/doomed-${cell.id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await t.deps.database.db.select({ id: site.id }).from(site).where(eq(site.id, id))).toHaveLength(allowed ? 0 : 1),
      }),
    ],
  },
  {
    route: 'DELETE /api/data/:collection/:id',
    cases: [
      defineCase({
        name: "deletes a record of the site's collection",
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id) => sendJson(cell, `/api/data/products/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await recordExists(id)).toBe(!allowed),
      }),
      defineCase({
        name: 'may not delete a record the caller created without being a member (having created it grants nothing)',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(actors.nonMember.userId),
        act: (cell, id) => sendJson(cell, `/api/data/products/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await recordExists(id)).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/turnstile/verify',
    cases: [
      defineCase({
        name: 'verifies and spends a solved bot challenge (public: forms are filled in anonymously)',
        expect: ANYONE,
        arrange: () => solvedAltchaToken(),
        act: (cell, token) => sendJson(cell, '/api/turnstile/verify', { token, ip: cell.ip }),
        verify: async (cell, token, { allowed, body }) => {
          if (!allowed) return;
          expect(JSON.parse(body)).toEqual({ success: true });
          expect((await sendJson(cell, '/api/turnstile/verify', { token })).status).toBe(403);
        },
      }),
    ],
  },
  // ---- Mail (src/server/modules/forms/send-emails-routes.ts, src/server/modules/mail/outbox-routes.ts) ----
  {
    route: 'POST /api/form/send-emails',
    cases: [
      defineCase({
        name: "asks for the mail of a record a contact form just created (public: the visitor who sent it); recipients are the form's",
        expect: ANYONE,
        arrange: async (cell) => {
          const form = await seedContactForm(t, { siteId: acmeId, email: { to: [`desk-${cell.id}@acme.test`], subject: 'Matrix' } });
          return { form, recordId: await insertRecord(t, { siteId: acmeId, collection: form.collection, data: { message: 'Hello' } }) };
        },
        act: (cell, { form, recordId }: { form: SeededContactForm; recordId: string }) =>
          sendJson(cell, '/api/form/send-emails', { formId: form.formId, recordId, emailConfig: { to: 'victim@matrix.test' } }),
        verify: async (cell, { recordId }: { form: SeededContactForm; recordId: string }, { allowed }) => {
          const rows = await t.deps.database.db.select({ to: emailOutbox.toAddresses, status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.documentId, recordId));
          expect(rows).toEqual(allowed ? [{ to: [`desk-${cell.id}@acme.test`], status: 'stored' }] : []);
        },
      }),
      defineCase({
        name: "may not mail about a record of another form's collection",
        expect: NOBODY(404),
        arrange: async () => {
          const form = await seedContactForm(t, { siteId: acmeId, email: { to: ['desk@acme.test'], subject: '' } });
          return { form, recordId: await insertRecord(t, { siteId: acmeId, collection: 'matrix-elsewhere', data: { message: 'Hello' } }) };
        },
        act: (cell, { form, recordId }: { form: SeededContactForm; recordId: string }) => sendJson(cell, '/api/form/send-emails', { formId: form.formId, recordId }),
        verify: async (_c, { recordId }: { form: SeededContactForm; recordId: string }) =>
          expect(await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.documentId, recordId))).toEqual([]),
      }),
    ],
  },
  {
    route: 'POST /api/mail/outbox/:id/retry',
    cases: [
      defineCase({
        name: "sends a site's stored mail again (members and admins; without SMTP the server answers 409 once they may)",
        expect: { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 409, owner: 409, admin: 409 },
        arrange: async (cell) => {
          const [row] = await t.deps.database.db
            .insert(emailOutbox)
            .values({ siteId: acmeId, toAddresses: ['desk@acme.test'], subject: `Matrix ${cell.id}`, textBody: 'Hello', status: 'stored' })
            .returning({ id: emailOutbox.id });
          return row!.id;
        },
        act: (cell, id: string) => sendJson(cell, `/api/mail/outbox/${id}/retry`, {}),
        verify: async (_c, id: string) => {
          const [row] = await t.deps.database.db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.id, id));
          expect(row).toEqual({ status: 'stored', attempts: 0 });
        },
      }),
    ],
  },
  // ---- Data API writes (src/server/modules/data/routes.ts) ----
  {
    route: 'POST /api/data/:collection',
    cases: [
      defineCase({
        name: "creates a record in the site's collection without a form (anonymous: no challenge token)",
        expect: { ...SITE_MEMBERS, anonymous: 400 },
        act: (cell) => sendMatrixSubmission(cell, '/api/data/products', { title: `Record ${cell.id}` }, { siteId: 'acme' }),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Record ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'creates a record through a published form (anyone; anonymous with a solved challenge)',
        expect: ANYONE,
        arrange: async (cell) => ({ form: await seedContactForm(t, { siteId: acmeId, collection: 'matrix-leads', purpose: 'default' }), token: cell.actor ? null : await solvedAltchaToken() }),
        act: (cell, { form, token }: { form: SeededContactForm; token: string | null }) =>
          sendMatrixSubmission(cell, '/api/data/matrix-leads', { name: `Lead ${cell.id}`, _form_start_time: Date.now() - 5_000, ...(token ? { turnstileToken: token } : {}) }, { formId: form.formId }),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Lead ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/data/:collection/:id',
    cases: [
      defineCase({
        name: "updates a record of the site's collection",
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendMatrixSubmission(cell, `/api/data/products/${id}`, { title: `Updated ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Updated ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a product the caller created without being a member (a removed editor keeps nothing)',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(actors.nonMember.userId),
        act: (cell, id: string) => sendMatrixSubmission(cell, `/api/data/products/${id}`, { title: `Updated ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Updated ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission through the form it came from when the collection does not allow it (the default)',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-never', null),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-never/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'updates a submission through the form it came from within 24 hours where the collection allows it (its submitter, without membership)',
        expect: { ...SITE_MEMBERS, nonMember: 'ok' },
        arrange: async () => matrixSubmission('matrix-owned-day', '24h'),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-day/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission without the form it came from, even where the collection allows submitters',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-always', 'always'),
        act: (cell, { id }: { form: SeededContactForm; id: string }) => sendMatrixSubmission(cell, `/api/data/matrix-owned-always/${id}`, { name: `Edited ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission more than 24 hours old where the collection allows 24 hours',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-late', '24h', new Date(Date.now() - 25 * 60 * 60 * 1000)),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-late/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/data/:collection',
    cases: [defineCase({ name: 'updates without a record id (the spec says which is missing)', expect: NOBODY(400), act: (cell) => sendMatrixSubmission(cell, '/api/data/products', { title: 'x' }, {}, 'PUT') })],
  },
  {
    route: 'POST /api/form/validation-and-file-upload',
    cases: [
      defineCase({
        name: "validates a form of the site's collection and stores its files (anonymous: no challenge token)",
        expect: { ...SITE_MEMBERS, anonymous: 400 },
        act: async (cell) => {
          const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
          return sendMatrixSubmission(cell, '/api/form/validation-and-file-upload', { title: 'x' }, { siteId: 'acme', collection: 'products' }, 'POST', {
            field: 'photos',
            name: `validation-${cell.id}.png`,
            bytes: png,
          });
        },
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`validation-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
    ],
  },
  {
    route: 'ALL /api/*',
    cases: [defineCase({ name: 'answers 404 for an API path nobody serves', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/matrix-nothing-here', {}) })],
  },
  { route: 'POST /api/auth/*', gateway: "Better Auth's handler: each of its endpoints has its own row below (POST /api/auth/…)" },
  { route: 'ALL /*', gateway: 'React Router: each route with an action has its own row below' },

  // ---- Better Auth endpoints (POST /api/auth/…) ----
  {
    route: 'POST /api/auth/sign-up/email',
    cases: [
      defineCase({
        name: 'creates an account',
        expect: ANYONE,
        act: (cell) => auth('/sign-up/email')(cell, { email: `signup-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'New' }),
        verify: async (cell) => {
          const [row] = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `signup-${cell.id}@matrix.test`));
          expect(row).toEqual({ role: 'user' });
        },
      }),
      defineCase({
        name: 'creates an account with role admin',
        expect: NOBODY(400),
        act: (cell) => auth('/sign-up/email')(cell, { email: `signup-admin-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'New', role: 'admin' }),
        verify: async (cell) => expect(await t.deps.database.db.select().from(user).where(eq(user.email, `signup-admin-${cell.id}@matrix.test`))).toEqual([]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/sign-in/email',
    cases: [defineCase({ name: 'signs in with email and password', expect: ANYONE, act: (cell) => auth('/sign-in/email')(cell, { email: signInTarget.email, password: TEST_PASSWORD }) })],
  },
  {
    route: 'POST /api/auth/sign-in/social',
    cases: [defineCase({ name: 'signs in with a provider (none are configured)', expect: NOBODY(404), act: (cell) => auth('/sign-in/social')(cell, { provider: 'github' }) })],
  },
  {
    route: 'POST /api/auth/callback/:id',
    cases: [
      defineCase({
        name: "a provider's form_post callback only bounces to the GET callback",
        expect: NOBODY(302),
        act: (cell) => t.request('/api/auth/callback/github', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: new URLSearchParams({ state: 'x' }) }),
        verify: async (_c, _s, { response }) => expect(new URL(response.headers.get('location')!).pathname).toBe('/api/auth/callback/github'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/get-session',
    cases: [defineCase({ name: 'reads the session by POST (not enabled)', expect: NOBODY(405), act: (cell) => auth('/get-session')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/sign-out',
    cases: [
      defineCase({
        name: 'signs the caller out',
        expect: ANYONE,
        ownUser: true,
        act: (cell) => auth('/sign-out')(cell, {}),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/verify-password',
    cases: [defineCase({ name: "checks the caller's password", expect: SIGNED_IN, act: (cell) => auth('/verify-password')(cell, { password: TEST_PASSWORD }) })],
  },
  {
    route: 'POST /api/auth/change-password',
    cases: [
      defineCase({
        name: "changes the caller's password",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => (cell.actor ? passwordHashOf(cell.actor.userId) : null),
        act: (cell) => auth('/change-password')(cell, { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-456!' }),
        verify: async (cell, before, { allowed }) => {
          if (cell.actor) expect((await passwordHashOf(cell.actor.userId)) !== before).toBe(allowed);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/change-email',
    cases: [
      defineCase({
        name: "changes the caller's email (disabled)",
        expect: SIGNED_IN_REFUSED(400),
        ownUser: true,
        act: (cell) => auth('/change-email')(cell, { newEmail: `changed-${cell.id}@matrix.test` }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.email).toBe(cell.actor.email);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/update-user',
    cases: [
      defineCase({
        name: "renames the caller",
        expect: SIGNED_IN,
        act: (cell) => auth('/update-user')(cell, { name: `Renamed ${cell.id}` }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.name).toBe(`Renamed ${cell.id}`);
        },
      }),
      defineCase({
        name: "sets the caller's own role to admin",
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-user')(cell, { role: 'admin' }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user');
        },
      }),
      defineCase({
        name: "bans the caller through the admin plugin's fields (not user input)",
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-user')(cell, { banned: true, banReason: 'x' }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.banned).toBe(false);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/update-session',
    cases: [
      defineCase({
        name: 'marks the session as an impersonation',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-session')(cell, { impersonatedBy: actors.admin.userId }),
        verify: async () => expect(await t.deps.database.db.select().from(session).where(eq(session.impersonatedBy, actors.admin.userId))).toEqual([]),
      }),
      defineCase({
        name: "moves the caller's session to another user",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/update-session')(cell, { userId: victim.id }),
        verify: async (_c, victim) => expect(await sessionTokensOf(victim.id)).toEqual([victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/delete-user',
    cases: [
      defineCase({
        name: "deletes the caller's account (disabled)",
        expect: SIGNED_IN_REFUSED(404),
        ownUser: true,
        act: (cell) => auth('/delete-user')(cell, { password: TEST_PASSWORD }),
        verify: async (cell) => {
          if (cell.actor) expect(await userRow(cell.actor.userId)).not.toBeNull();
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/request-password-reset',
    cases: [
      defineCase({
        name: 'asks for a reset email (the same answer for any address)',
        expect: ANYONE,
        act: (cell) => auth('/request-password-reset')(cell, { email: signInTarget.email, redirectTo: '/auth/update-password' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/reset-password',
    cases: [
      defineCase({
        name: 'resets a password with a token that was never issued',
        expect: NOBODY(400),
        act: (cell) => auth('/reset-password')(cell, { token: 'not-a-token', newPassword: 'Changed-Pass-456!' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/send-verification-email',
    cases: [
      defineCase({
        // Signed out, the same answer for any address; signed in, only for one's own unconfirmed address (Better Auth's rule).
        name: "sends a confirmation link for another account's address",
        expect: { ...SIGNED_IN_REFUSED(400), anonymous: 'ok' },
        act: (cell) => auth('/send-verification-email')(cell, { email: signInTarget.email }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-session',
    cases: [
      defineCase({
        name: "revokes the caller's own session",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => (cell.actor ? (await sessionTokensOf(cell.actor.userId))[0]! : 'no-session'),
        act: (cell, token) => auth('/revoke-session')(cell, { token }),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
      defineCase({
        name: "revokes another user's session (answers ok, revokes nothing)",
        expect: SIGNED_IN,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/revoke-session')(cell, { token: victim.token }),
        verify: async (_c, victim) => expect(await sessionTokensOf(victim.id)).toEqual([victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-sessions',
    cases: [
      defineCase({
        name: "revokes all the caller's sessions",
        expect: SIGNED_IN,
        ownUser: true,
        act: (cell) => auth('/revoke-sessions')(cell, {}),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-other-sessions',
    cases: [
      defineCase({
        name: "revokes the caller's other sessions",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => {
          if (!cell.actor) return [];
          const current = await sessionTokensOf(cell.actor.userId);
          await t.deps.database.db.insert(session).values({ id: crypto.randomUUID(), token: `other-${cell.id}`, userId: cell.actor.userId, expiresAt: new Date(Date.now() + 3_600_000) });
          return current;
        },
        act: (cell) => auth('/revoke-other-sessions')(cell, {}),
        verify: async (cell, current) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual(current);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/link-social',
    cases: [defineCase({ name: 'links a provider account (none are configured)', expect: SIGNED_IN_REFUSED(404), act: (cell) => auth('/link-social')(cell, { provider: 'github' }) })],
  },
  {
    route: 'POST /api/auth/unlink-account',
    cases: [
      defineCase({
        name: "unlinks another user's account",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/unlink-account')(cell, { providerId: 'credential', accountId: victim.accountId }),
        verify: async (_c, victim) => expect(await passwordHashOf(victim.id)).toBe('stored-hash'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/refresh-token',
    cases: [
      defineCase({
        name: "refreshes another user's provider token",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/refresh-token')(cell, { accountId: victim.accountId, userId: victim.id }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/get-access-token',
    cases: [
      defineCase({
        name: "reads another user's provider token",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/get-access-token')(cell, { accountId: victim.accountId, userId: victim.id }),
      }),
    ],
  },

  // ---- Better Auth's admin plugin: platform admins only ----
  {
    route: 'POST /api/auth/admin/set-role',
    cases: [
      defineCase({
        name: 'makes another user an admin',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/set-role')(cell, { userId: victim.id, role: 'admin' }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.role).toBe(allowed ? 'admin' : 'user'),
      }),
      defineCase({
        name: 'makes the caller an admin',
        expect: ADMINS,
        arrange: async (cell) => cell.actor?.userId ?? (await createVictim()).id,
        act: (cell, userId) => auth('/admin/set-role')(cell, { userId, role: 'admin' }),
        verify: async (cell, userId) => expect((await userRow(userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/create-user',
    cases: [
      defineCase({
        name: 'creates an admin account',
        expect: ADMINS,
        act: (cell) => auth('/admin/create-user')(cell, { email: `created-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'Created', role: 'admin' }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `created-${cell.id}@matrix.test`));
          expect(rows).toEqual(allowed ? [{ role: 'admin' }] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/update-user',
    cases: [
      defineCase({
        name: 'renames another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/update-user')(cell, { userId: victim.id, data: { name: 'Renamed by admin' } }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.name).toBe(allowed ? 'Renamed by admin' : 'Victim'),
      }),
      defineCase({
        name: 'gives the caller the admin role',
        expect: ADMINS,
        arrange: async (cell) => cell.actor?.userId ?? (await createVictim()).id,
        act: (cell, userId) => auth('/admin/update-user')(cell, { userId, data: { role: 'admin' } }),
        verify: async (cell, userId) => expect((await userRow(userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/list-user-sessions',
    cases: [
      defineCase({
        name: "lists another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/list-user-sessions')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed, body }) => expect(body.includes(victim.token)).toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/ban-user',
    cases: [
      defineCase({
        name: 'bans another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/ban-user')(cell, { userId: victim.id, banReason: 'matrix' }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.banned).toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/unban-user',
    cases: [
      defineCase({
        name: 'unbans a banned user',
        expect: ADMINS,
        arrange: () => createVictim({ banned: true }),
        act: (cell, victim) => auth('/admin/unban-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.banned).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/impersonate-user',
    cases: [
      defineCase({
        name: 'signs in as another user',
        expect: ADMINS,
        // No session is ever made for an unverified account, an admin's included.
        arrange: () => createVictim({ emailVerified: true }),
        act: (cell, victim) => auth('/admin/impersonate-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => {
          const rows = await t.deps.database.db.select().from(session).where(and(eq(session.userId, victim.id), isNotNull(session.impersonatedBy)));
          expect(rows).toHaveLength(allowed ? 1 : 0);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/stop-impersonating',
    cases: [defineCase({ name: 'ends an impersonation the caller is not in', expect: SIGNED_IN_REFUSED(400), act: (cell) => auth('/admin/stop-impersonating')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/admin/revoke-user-session',
    cases: [
      defineCase({
        name: "revokes one of another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/revoke-user-session')(cell, { sessionToken: victim.token }),
        verify: async (_c, victim, { allowed }) => expect(await sessionTokensOf(victim.id)).toEqual(allowed ? [] : [victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/revoke-user-sessions',
    cases: [
      defineCase({
        name: "revokes all another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/revoke-user-sessions')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect(await sessionTokensOf(victim.id)).toEqual(allowed ? [] : [victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/remove-user',
    cases: [
      defineCase({
        name: 'deletes another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/remove-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect(await userRow(victim.id)).toEqual(allowed ? null : expect.objectContaining({ id: victim.id })),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/set-user-password',
    cases: [
      defineCase({
        name: "sets another user's password",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/set-user-password')(cell, { userId: victim.id, newPassword: 'Changed-Pass-456!' }),
        verify: async (_c, victim, { allowed }) => expect((await passwordHashOf(victim.id)) !== 'stored-hash').toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/has-permission',
    cases: [
      defineCase({
        name: "reports the caller's own permissions (admins have them, others do not)",
        expect: SIGNED_IN,
        act: (cell) => auth('/admin/has-permission')(cell, { permissions: { user: ['set-role'] } }),
        verify: async (cell, _s, { allowed, body }) => {
          if (allowed) expect(JSON.parse(body)).toEqual({ error: null, success: cell.role === 'admin' });
        },
      }),
    ],
  },

  // ---- Better Auth's two-factor plugin (decision 032) ----
  {
    route: 'POST /api/auth/two-factor/enable',
    cases: [
      defineCase({
        name: 'starts TOTP set-up for the caller (with the password)',
        expect: SIGNED_IN,
        ownUser: true,
        act: (cell) => auth('/two-factor/enable')(cell, { password: TEST_PASSWORD }),
        verify: async (cell, _s, { allowed }) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual(allowed ? [{ verified: false }] : []);
        },
      }),
      defineCase({
        name: 'starts TOTP set-up with a wrong password',
        expect: SIGNED_IN_REFUSED(400),
        ownUser: true,
        act: (cell) => auth('/two-factor/enable')(cell, { password: 'Wrong-Pass-789!' }),
        verify: async (cell) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    cases: [
      defineCase({
        name: "turns the caller's TOTP off (with the password)",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: turnOnTotpFor,
        act: (cell) => auth('/two-factor/disable')(cell, { password: TEST_PASSWORD }),
        verify: async (cell) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/verify-totp',
    cases: [
      defineCase({
        name: 'verifies a code with no sign-in step pending and no authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/verify-totp')(cell, { code: '000000' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/verify-backup-code',
    cases: [
      defineCase({
        name: 'verifies a backup code with no sign-in step pending and no authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/verify-backup-code')(cell, { code: 'AAAAA-BBBBB' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/generate-backup-codes',
    cases: [
      defineCase({
        name: 'makes new backup codes without an authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/generate-backup-codes')(cell, { password: TEST_PASSWORD }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/get-totp-uri',
    cases: [
      defineCase({
        name: 'reads the TOTP key without an authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/get-totp-uri')(cell, { password: TEST_PASSWORD }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/send-otp',
    cases: [defineCase({ name: 'mails a one-time code (not configured)', expect: NOBODY(400), act: (cell) => auth('/two-factor/send-otp')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/two-factor/verify-otp',
    cases: [defineCase({ name: 'verifies a mailed one-time code (not configured)', expect: { ...NOBODY(400), anonymous: 401 }, act: (cell) => auth('/two-factor/verify-otp')(cell, { code: '000000' }) })],
  },

  // ---- Passkeys (@better-auth/passkey) ----
  {
    route: 'POST /api/auth/passkey/verify-registration',
    cases: [
      defineCase({
        name: 'registers a passkey without a challenge',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/passkey/verify-registration')(cell, { response: {}, name: 'Mine' }),
      }),
      defineCase({
        name: 'registers a passkey with a name over the limit',
        // The name is refused before the session is read.
        expect: NOBODY(400),
        act: (cell) => auth('/passkey/verify-registration')(cell, { response: {}, name: 'x'.repeat(101) }),
        verify: async (_c, _s, { body }) => expect(body).toContain('PASSKEY_NAME_TOO_LONG'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/passkey/verify-authentication',
    cases: [defineCase({ name: 'signs in with a passkey without a challenge', expect: NOBODY(400), act: (cell) => auth('/passkey/verify-authentication')(cell, { response: {} }) })],
  },
  {
    route: 'POST /api/auth/passkey/delete-passkey',
    cases: [
      defineCase({
        name: "removes the caller's own passkey",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/delete-passkey')(cell, { id }),
        verify: async (_c, id: string, { allowed }) => expect(await passkeyNameOf(id)).toBe(allowed ? null : 'Original'),
      }),
      defineCase({
        name: "removes another user's passkey",
        // Better Auth's ownership check answers 401 to everyone but the owner.
        expect: NOBODY(401),
        arrange: () => createPasskeyOf(),
        act: (cell, id: string) => auth('/passkey/delete-passkey')(cell, { id }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/passkey/update-passkey',
    cases: [
      defineCase({
        name: "renames the caller's own passkey",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: `Renamed ${cell.id}` }),
        verify: async (cell, id: string, { allowed }) => expect(await passkeyNameOf(id)).toBe(allowed ? `Renamed ${cell.id}` : 'Original'),
      }),
      defineCase({
        name: "renames another user's passkey",
        expect: NOBODY(401),
        arrange: () => createPasskeyOf(),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: 'Taken' }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
      defineCase({
        name: "renames the caller's own passkey with a name over the limit",
        expect: NOBODY(400),
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: 'x'.repeat(101) }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
    ],
  },

  // ---- React Router actions ----
  {
    route: 'POST /auth/login',
    cases: [
      defineCase({ name: 'signs in', expect: ANYONE, act: (cell) => sendForm(cell, '/auth/login', { email: signInTarget.email, password: TEST_PASSWORD }) }),
      defineCase({
        name: 'asks for a new confirmation link (intent resend-verification; the same answer for any address)',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/login', { intent: 'resend-verification', email: `resend-${cell.id}@matrix.test`, callbackURL: '' }),
      }),
    ],
  },
  {
    route: 'POST /auth/forgot-password',
    cases: [
      defineCase({
        name: 'asks for a reset link (the same answer for any address)',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/forgot-password', { email: `forgot-${cell.id}@matrix.test` }),
      }),
    ],
  },
  {
    route: 'POST /auth/invitation',
    cases: [
      defineCase({
        name: "joins acme through an invitation sent to the caller's own address",
        expect: { ...SIGNED_IN, anonymous: 401 },
        // The caller becomes a member of acme: a user of its own, so the shared roles stay as they are.
        ownUser: true,
        arrange: async (cell) => {
          const { token, tokenHash, expiresAt } = newInvitationToken();
          await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: cell.actor?.email ?? `nobody-${cell.id}@matrix.test`, tokenHash, expiresAt });
          return token;
        },
        act: (cell, token: string) => sendForm(cell, `/auth/invitation?token=${token}`, { token }),
        verify: async (cell, _t, { allowed }) => {
          if (cell.actor) expect((await siteRoleOf(cell.actor.userId)) !== null).toBe(allowed);
        },
      }),
      defineCase({
        name: 'joins acme through an invitation sent to another address',
        expect: { ...SIGNED_IN_REFUSED(403), anonymous: 401 },
        ownUser: true,
        arrange: async (cell) => {
          const { token, tokenHash, expiresAt } = newInvitationToken();
          await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `someone-else-${cell.id}@matrix.test`, tokenHash, expiresAt });
          return token;
        },
        act: (cell, token: string) => sendForm(cell, `/auth/invitation?token=${token}`, { token }),
        verify: async (cell) => {
          if (cell.actor && cell.role !== 'editor' && cell.role !== 'owner') expect(await siteRoleOf(cell.actor.userId)).toBeNull();
        },
      }),
    ],
  },
  {
    route: 'POST /auth/two-factor',
    cases: [
      defineCase({
        name: "the sign-in's second step with no password step pending",
        // Anonymous: the step's cookie is missing; signed in: already signed in, sent on unchanged.
        expect: { ...NOBODY(302), anonymous: 401 },
        act: (cell) => sendForm(cell, '/auth/two-factor', { code: '000000', method: 'totp' }),
      }),
    ],
  },
  {
    route: 'POST /auth/signup',
    cases: [
      defineCase({
        name: 'creates an account',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/signup', { name: 'New person', email: `form-signup-${cell.id}@matrix.test`, password: TEST_PASSWORD }),
        verify: async (cell) => {
          const [row] = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `form-signup-${cell.id}@matrix.test`));
          expect(row).toEqual({ role: 'user' });
        },
      }),
    ],
  },
  {
    route: 'POST /auth/update-password',
    cases: [
      defineCase({
        name: "changes the caller's password",
        expect: { ...SIGNED_IN, anonymous: 'to-login' },
        ownUser: true,
        arrange: async (cell) => (cell.actor ? passwordHashOf(cell.actor.userId) : null),
        act: (cell) => sendForm(cell, '/auth/update-password', { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-456!' }),
        verify: async (cell, before, { allowed }) => {
          if (cell.actor) expect((await passwordHashOf(cell.actor.userId)) !== before).toBe(allowed);
        },
      }),
      defineCase({
        name: 'sets a password with a reset link that was never issued',
        expect: NOBODY(400),
        act: (cell) => sendForm(cell, '/auth/update-password?token=not-a-token', { newPassword: 'Changed-Pass-456!' }),
      }),
    ],
  },
  {
    route: 'POST /dashboard/sites/:siteSlug/settings',
    cases: [
      defineCase({
        name: "changes the site's settings (owner-only)",
        // Sites a caller may not see answer like sites that do not exist; editors see it but may not change it.
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: siteTitle,
        act: (cell) =>
          sendForm(cell, '/dashboard/sites/site-acme/settings', { title: `Acme ${cell.id}`, description: 'Matrix', language: 'en', url: '', is_active: 'on' }),
        verify: async (cell, before, { allowed }) => expect(await siteTitle()).toBe(allowed ? `Acme ${cell.id}` : before),
      }),
      defineCase({
        name: "verifies the site's custom domain (intent verify-domain)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: arrangeProvableDomain,
        act: (cell) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'verify-domain' }),
        verify: async (_c, domain: string, { allowed }) => expect(await domainVerified(domain)).toBe(allowed),
      }),
      defineCase({
        name: "changes the site's shop settings (intent save-shop, owner-only)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async () => {
          const { shopSettings } = await import('#server/db/schema.ts');
          await t.deps.database.db.delete(shopSettings).where(eq(shopSettings.siteId, acmeId));
        },
        act: (cell) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'save-shop', payOnDelivery: 'on', offlineHoldHours: '48', maxUnitsPerCheckout: '7' }),
        verify: async (_c, _s, { allowed }) => {
          const { shopSettings } = await import('#server/db/schema.ts');
          const rows = await t.deps.database.db.select({ hours: shopSettings.offlineHoldHours, units: shopSettings.maxUnitsPerCheckout, invoice: shopSettings.payByInvoice }).from(shopSettings).where(eq(shopSettings.siteId, acmeId));
          expect(rows).toEqual(allowed ? [{ hours: 48, units: 7, invoice: false }] : []);
        },
      }),
      defineCase({
        name: 'invites (never adds) an existing account with a confirmed address (intent add-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: () => createVictim({ emailVerified: true }),
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'add-member', email: `victim-${victim.id}@matrix.test` }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          // Admins too: the account joins only by following the mailed link.
          expect(await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)))).toEqual([]);
          const invited = await t.deps.database.db
            .select({ siteId: siteInvitation.siteId, role: siteInvitation.role })
            .from(siteInvitation)
            .where(eq(siteInvitation.email, `victim-${victim.id}@matrix.test`));
          expect(invited).toEqual(allowed ? [{ siteId: acmeId, role: 'editor' }] : []);
        },
      }),
      defineCase({
        name: 'removes an editor (intent remove-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async () => {
          const victim = await createVictim();
          await t.deps.database.db.insert(siteMember).values({ siteId: acmeId, userId: victim.id, role: 'editor' });
          return victim;
        },
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'remove-member', userId: victim.id }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          const rows = await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)));
          expect(rows).toHaveLength(allowed ? 0 : 1);
        },
      }),
      defineCase({
        name: 'invites (never adds) an account that has not confirmed its address (intent add-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: () => createVictim(),
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'add-member', email: `victim-${victim.id}@matrix.test` }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          expect(await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)))).toEqual([]);
          const invited = await t.deps.database.db.select().from(siteInvitation).where(eq(siteInvitation.email, `victim-${victim.id}@matrix.test`));
          expect(invited).toHaveLength(allowed ? 1 : 0);
        },
      }),
      defineCase({
        name: 'mails an invitation again with a new link (intent resend-invitation)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { tokenHash, expiresAt } = newInvitationToken();
          const [row] = await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `resent-${cell.id}@matrix.test`, tokenHash, expiresAt }).returning();
          return { id: row!.id, tokenHash };
        },
        act: (cell, invitation: { id: string; tokenHash: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'resend-invitation', invitationId: invitation.id }),
        verify: async (_c, invitation: { id: string; tokenHash: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ tokenHash: siteInvitation.tokenHash }).from(siteInvitation).where(eq(siteInvitation.id, invitation.id));
          expect(row!.tokenHash !== invitation.tokenHash).toBe(allowed);
        },
      }),
      defineCase({
        name: 'cancels an invitation (intent cancel-invitation)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { siteInvitation } = await import('#server/db/schema.ts');
          const [row] = await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `invited-${cell.id}@matrix.test` }).returning();
          return row!.id;
        },
        act: (cell, id: string) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'cancel-invitation', invitationId: id }),
        verify: async (_c, id: string, { allowed }) => {
          const { siteInvitation } = await import('#server/db/schema.ts');
          expect(await t.deps.database.db.select().from(siteInvitation).where(eq(siteInvitation.id, id))).toHaveLength(allowed ? 0 : 1);
        },
      }),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Discovery of the mutating routes that exist

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Hono's own routes that accept an unsafe method (handlers, not middleware). */
function honoMutatingRoutes(): string[] {
  return inspectRoutes(t.app)
    .filter((r) => !r.isMiddleware && (UNSAFE.includes(r.method) || r.method === 'ALL'))
    .map((r) => `${r.method} ${r.path}`);
}

/** Better Auth's endpoints reachable over HTTP that accept an unsafe method, from the auth instance itself. */
function betterAuthMutatingRoutes(): string[] {
  const keys: string[] = [];
  for (const endpoint of Object.values(t.deps.auth.api) as { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }[]) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = [endpoint.options?.method ?? []].flat();
    for (const method of methods.includes('*') ? UNSAFE : methods.filter((m) => UNSAFE.includes(m))) keys.push(`${method} /api/auth${endpoint.path}`);
  }
  return keys;
}

/** React Router routes whose module exports an action. */
async function reactRouterActions(): Promise<string[]> {
  const keys: string[] = [];
  const webRoot = path.resolve(import.meta.dirname, '../web');
  const hasAction = async (file: string) => 'action' in ((await import(/* @vite-ignore */ path.join(webRoot, file))) as object);
  if (await hasAction('root.tsx')) keys.push('POST (root route)');
  const walk = async (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${entry.path}`;
      if (await hasAction(entry.file)) keys.push(`POST ${full || '/'}`);
      if (entry.children) await walk(entry.children, full);
    }
  };
  await walk(routeConfig, '');
  return keys;
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const forward = t.deps.invalidatePages;
  t.deps.invalidatePages = async (event) => {
    invalidatedTags.push(...(event.tags ?? []));
    await forward?.(event);
  };
  const { db } = t.deps.database;
  const [acme] = await db.insert(site).values({ uniqueId: 'acme', title: 'Acme' }).returning();
  acmeId = acme!.id;
  await db.insert(site).values({ uniqueId: 'other', title: 'Other' });
  for (const role of ROLES) if (role !== 'anonymous') actors[role] = await createActor(role, 'shared');
  const email = 'sign-in-target@matrix.test';
  signInTarget = { email, ...(await t.signUp(email)) };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('coverage', () => {
  it('lists every mutating route (Hono, Better Auth, React Router actions) and only those', async () => {
    const discovered = [...honoMutatingRoutes(), ...betterAuthMutatingRoutes(), ...(await reactRouterActions())];
    const listed = MATRIX.map((row) => row.route);
    const missing = discovered.filter((route) => !listed.includes(route));
    const stale = listed.filter((route) => !discovered.includes(route));
    expect(
      missing,
      `Mutating routes missing from the authorization matrix: ${missing.join(', ')}. Add a row for each to MATRIX in src/server/authorization-matrix.int.test.ts saying what every role may do.`,
    ).toEqual([]);
    expect(stale, `MATRIX rows for routes that no longer exist: ${stale.join(', ')}. Remove them.`).toEqual([]);
    expect(new Set(listed).size, 'A route appears in MATRIX twice').toBe(listed.length);
  });
});

for (const row of MATRIX) {
  if (!('cases' in row)) continue;
  describe(row.route, () => {
    for (const c of row.cases) {
      it.each(ROLES.map((role) => [role, c.expect[role]] as const))(`${c.name}: %s → %s`, async (role, expected) => {
        cellCount += 1;
        const id = `c${cellCount}`;
        const actor = role === 'anonymous' ? null : c.ownUser ? await createActor(role, id) : actors[role];
        const cell: Cell = { role, actor, id, ip: `10.0.${Math.floor(cellCount / 250)}.${cellCount % 250}` };
        const state = await c.arrange?.(cell);
        const response = await c.act(cell, state);
        const body = await response.text();
        const seen = `${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''} ${body.slice(0, 300)}`;
        expect(outcomeMatches(expected, response), `expected ${expected}, got ${seen}`).toBe(true);
        await c.verify?.(cell, state, { allowed: expected === 'ok', response, body });
      });
    }
  });
}
