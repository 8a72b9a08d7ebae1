import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { page, rateLimit, site, siteMember } from '#server/db/schema.ts';
import type { DomainProof } from '#server/providers/domain-proof/port.ts';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// Custom domains serve a site only once its owner proves them (decision 037): through the real
// settings action, the verify route, the page routing and the page cache, on a real database.
// DNS and the proof file are behind AppDeps.domainProof: a fake answers here, and the real adapter
// is tested against a local server and against private addresses it must refuse.

export let t: TestApp;
export let owner: { cookie: string; userId: string };
export let editor: { cookie: string; userId: string };
export let stranger: { cookie: string; userId: string };
export const siteIds: Record<string, string> = {};

/** The fake outside world: TXT records by name, proof files by url. */
export const txt = new Map<string, string[]>();
export const files = new Map<string, { status: number; body: string }>();
export const fakeProof: DomainProof = {
  txtRecords: async (name) => txt.get(name) ?? [],
  fetchText: async (url) => {
    const file = files.get(url);
    return file ? { ok: true, ...file } : { ok: true, status: 404, body: 'Not found' };
  },
};

export const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'left', size: '3xl' } }] });

/** Posts the settings form as the browser does. */
export async function saveUrl(uniqueId: string, url: string, cookie = owner.cookie) {
  const body = new URLSearchParams({ title: `${uniqueId} site`, description: '', language: 'en', url, is_active: 'on' });
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${uniqueId}/settings`, { method: 'POST', cookie, body });
  return { status: response.status, html: await response.text() };
}

export const verify = async (uniqueId: string, cookie: string | null = owner.cookie) => {
  const response = await t.request(`/api/system_sites/${uniqueId}/verify-domain`, { method: 'POST', cookie: cookie ?? undefined, headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as { error: string | null; verified?: boolean; domain?: string } };
};

export const stateOf = async (uniqueId: string) =>
  (await t.deps.database.db.select({ domain: site.domain, token: site.domainToken, verifiedAt: site.domainVerifiedAt, proof: site.domainProof }).from(site).where(eq(site.uniqueId, uniqueId)))[0]!;

/** A visitor's GET on a host (the page cache keys on it). */
export const visit = async (url: string) => {
  const response = await t.request(url, { headers: { host: new URL(url).host } });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

/** One app per test file with the fake DNS and proof files (cleared before each test) and the sites and owners below. */
export function setUpDomainSites() {
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
    owner = await t.signUp('domain-owner@example.com');
    editor = await t.signUp('domain-editor@example.com');
    stranger = await t.signUp('domain-stranger@example.com');
    const { db } = t.deps.database;
    for (const uniqueId of ['alpha', 'beta', 'gamma', 'delta']) {
      const [created] = await db.insert(site).values({ uniqueId, title: `${uniqueId} site`, ownerId: owner.userId }).returning({ id: site.id });
      siteIds[uniqueId] = created!.id;
      await db.insert(siteMember).values({ siteId: created!.id, userId: owner.userId, role: 'owner' });
      await db.insert(page).values({ siteId: created!.id, kind: 'page', path: `/site-${uniqueId}/about`, pathWithNoSite: '/about', title: `${uniqueId} about`, data: doc(`${uniqueId} about`), publishedAt: new Date() });
    }
    await db.insert(siteMember).values({ siteId: siteIds.alpha!, userId: editor.userId, role: 'editor' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    t.deps.domainProof = fakeProof;
    txt.clear();
    files.clear();
    // Each test verifies a few times; the per-user limit has its own test.
    await t.deps.database.db.delete(rateLimit).where(like(rateLimit.key, 'sitewright:verify-domain:%'));
  });
}

/** Saves `url` as the site's address and proves its domain by the fake DNS record or proof file, as the proof tests do. */
export async function proveDomain(uniqueId: string, url: string, by: 'dns' | 'file') {
  t.deps.domainProof = fakeProof;
  const saved = await saveUrl(uniqueId, url);
  if (saved.status !== 200) throw new Error(`Saving ${url} answered ${saved.status}`);
  const { domain, token } = await stateOf(uniqueId);
  if (by === 'dns') txt.set(domainTxtName(domain!), [domainTxtValue(token!)]);
  else files.set(domainProofUrl(domain!, token!), { status: 200, body: `${token}\n` });
  const verified = await verify(uniqueId);
  if (verified.status !== 200) throw new Error(`Proving ${domain} answered ${verified.status}: ${verified.body.error}`);
}
