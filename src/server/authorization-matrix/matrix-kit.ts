import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from '#core/paths/routes.ts';
import { site, siteMember } from '#server/db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { solvedAltchaToken as solvedAltchaTokenOf } from '#server/testing/altcha-solver.ts';

/*
 * The authorization matrix: every mutating route (Hono API routes, Better Auth's endpoints behind
 * /api/auth, React Router actions) × every kind of caller, with what each caller must see.
 * A mutating route missing from the rows (*-rows.ts, one file a topic) fails coverage.int.test.ts:
 * every new route joins them.
 */

export const ROLES = ['anonymous', 'nonMember', 'otherSiteEditor', 'editor', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/**
 * 'ok': 2xx, or a redirect that is not to the login page. 'to-login': a redirect to the login
 * page (React Router actions of signed-in screens). A number: exactly that status.
 */
export type Outcome = 'ok' | 'to-login' | 302 | 400 | 401 | 403 | 404 | 405 | 409;
export type Expectation = Readonly<Record<Role, Outcome>>;

// The usual columns, named. The site in question is "acme": `editor` and `owner` are its members,
// `otherSiteEditor` edits another site, `nonMember` is signed in with no site.

/** Open to everyone, signed in or not. */
export const ANYONE: Expectation = { anonymous: 'ok', nonMember: 'ok', otherSiteEditor: 'ok', editor: 'ok', owner: 'ok', admin: 'ok' };
/** Any signed-in user, on their own account. */
export const SIGNED_IN: Expectation = { anonymous: 401, nonMember: 'ok', otherSiteEditor: 'ok', editor: 'ok', owner: 'ok', admin: 'ok' };
/** The site's editors and owners, and platform admins: the site's pages and templates. */
export const SITE_MEMBERS: Expectation = { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 'ok', owner: 'ok', admin: 'ok' };
/** Platform admins only: admin/*, system pages (/manage…), platform pages outside any site. */
export const ADMINS: Expectation = { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 403, owner: 403, admin: 'ok' };
/** Refused to everyone with this status (the feature is off, or the request can never succeed). */
export const NOBODY = (status: Outcome): Expectation => ({ anonymous: status, nonMember: status, otherSiteEditor: status, editor: status, owner: status, admin: status });
/** 401 anonymously; refused with this status to every signed-in user, admins included. */
export const SIGNED_IN_REFUSED = (status: Outcome): Expectation => ({ ...NOBODY(status), anonymous: 401 });

export interface Actor {
  userId: string;
  email: string;
  cookie: string;
}

/**
 * One request of the matrix: a role, its user (null when anonymous), an id for unique paths and
 * names, and a client address of its own so that Better Auth's per-address rate limits (three
 * password changes per ten seconds…) never decide a cell.
 */
export interface Cell {
  role: Role;
  actor: Actor | null;
  id: string;
  ip: string;
}

export interface Case<S> {
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

export type AnyCase = Case<unknown>;
export const defineCase = <S,>(c: Case<S>): AnyCase => c as unknown as AnyCase;

export type Row = { route: string; cases: AnyCase[] } | { route: string; gateway: string };

export let t: TestApp;
export const actors = {} as Record<SignedInRole, Actor>;
export let acmeId = '';
export let signInTarget: Actor;
export const invalidatedTags: string[] = [];
let cellCount = 0;

export function sendJson(cell: Cell, url: string, body: unknown, method = 'POST') {
  return t.request(url, { method, cookie: cell.actor?.cookie, ip: cell.ip, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
}

/** A token as the ALTCHA widget posts it: a challenge from our server, solved. */
export const solvedAltchaToken = () => solvedAltchaTokenOf(t);

/** A form post to a React Router action, at our public origin (React Router compares it with the Origin header). */
export function sendForm(cell: Cell, url: string, fields: Record<string, string>) {
  return t.request(`${TEST_ORIGIN}${url}`, { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: new URLSearchParams(fields) });
}

export const clearInvalidations = async () => {
  invalidatedTags.length = 0;
};

export const auth = (endpoint: string) => (cell: Cell, body: unknown) => sendJson(cell, `/api/auth${endpoint}`, body);

/** A new user holding `role` (site memberships, or the platform admin role). */
export async function createActor(role: SignedInRole, label: string): Promise<Actor> {
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

export function outcomeMatches(expected: Outcome, response: Response): boolean {
  const location = response.headers.get('location') ?? '';
  const redirect = response.status >= 300 && response.status < 400;
  const toLogin = redirect && new URL(location, 'http://x').pathname === LOGIN;
  if (expected === 'ok') return response.status >= 200 && response.status < 400 && !toLogin;
  if (expected === 'to-login') return toLogin;
  return response.status === expected;
}

/**
 * Runs the rows in the calling test file: a fresh app and database, the acme and other sites, one
 * shared user of each signed-in role, then one test per case and role.
 */
export function describeMatrix(rows: readonly Row[]) {
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
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  for (const row of rows) {
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
}
