import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import {
  DOMAIN_PROOF_BLOCKED_ADDRESS,
  DOMAIN_PROOF_WRONG_BODY,
  DOMAIN_TAKEN_BY_PROOF,
  SITE_DOMAIN_TAKEN,
  domainProofStatusProblem,
} from '#core/sites/messages.ts';
import { page, rateLimit, site, siteMember } from '#server/db/schema.ts';
import type { DomainProof } from '#server/providers/domain-proof/port.ts';
import { createPublicLookups, PROOF_BODY_MAX_BYTES } from '#server/providers/domain-proof/public-lookups.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// Custom domains serve a site only once its owner proves them (decision 037): through the real
// settings action, the verify route, the page routing and the page cache, on a real database.
// DNS and the proof file are behind AppDeps.domainProof: a fake answers here, and the real adapter
// is tested against a local server and against private addresses it must refuse.

let t: TestApp;
let owner: { cookie: string; userId: string };
let editor: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };
const siteIds: Record<string, string> = {};

/** The fake outside world: TXT records by name, proof files by url. */
const txt = new Map<string, string[]>();
const files = new Map<string, { status: number; body: string }>();
const fakeProof: DomainProof = {
  txtRecords: async (name) => txt.get(name) ?? [],
  fetchText: async (url) => {
    const file = files.get(url);
    return file ? { ok: true, ...file } : { ok: true, status: 404, body: 'Not found' };
  },
};

const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'left', size: '3xl' } }] });

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

/** Posts the settings form as the browser does. */
async function saveUrl(uniqueId: string, url: string, cookie = owner.cookie) {
  const body = new URLSearchParams({ title: `${uniqueId} site`, description: '', language: 'en', url, is_active: 'on' });
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${uniqueId}/settings`, { method: 'POST', cookie, body });
  return { status: response.status, html: await response.text() };
}

const verify = async (uniqueId: string, cookie: string | null = owner.cookie) => {
  const response = await t.request(`/api/system_sites/${uniqueId}/verify-domain`, { method: 'POST', cookie: cookie ?? undefined, headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json()) as { error: string | null; verified?: boolean; domain?: string } };
};

const stateOf = async (uniqueId: string) =>
  (await t.deps.database.db.select({ domain: site.domain, token: site.domainToken, verifiedAt: site.domainVerifiedAt, proof: site.domainProof }).from(site).where(eq(site.uniqueId, uniqueId)))[0]!;

/** A visitor's GET on a host (the page cache keys on it). */
const visit = async (url: string) => {
  const response = await t.request(url, { headers: { host: new URL(url).host } });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

describe('a new custom domain', () => {
  it('is stored pending with a random token and does not route to the site, nor become its canonical address', async () => {
    expect((await saveUrl('alpha', 'https://alpha.example.com')).status).toBe(200);
    const state = await stateOf('alpha');
    expect(state).toMatchObject({ domain: 'alpha.example.com', verifiedAt: null, proof: null });
    expect(state.token).toMatch(/^[0-9a-f]{32}$/);
    const onDomain = await visit('http://alpha.example.com/about');
    expect(onDomain.status).toBe(404);
    expect(onDomain.html).not.toContain('alpha about');
    const underPlatform = await visit(`${TEST_ORIGIN}/site-alpha/about`);
    expect(underPlatform.status).toBe(200);
    expect(underPlatform.html).not.toContain('https://alpha.example.com');
    expect((await t.request('/sitemap.xml', { headers: { host: 'alpha.example.com' } }).then((r) => r.text())).includes('https://alpha.example.com')).toBe(false);
  });

  it('shows its owner both proofs and a Verify button; editors see neither token nor button', async () => {
    const { token } = await stateOf('alpha');
    const asOwner = await (await t.request(`${TEST_ORIGIN}/dashboard/sites/site-alpha/settings`, { cookie: owner.cookie })).text();
    expect(asOwner).toContain(domainTxtName('alpha.example.com'));
    expect(asOwner).toContain(domainTxtValue(token!));
    expect(asOwner).toContain(domainProofUrl('alpha.example.com', token!));
    expect(asOwner).toContain('value="verify-domain"');
    const asEditor = await (await t.request(`${TEST_ORIGIN}/dashboard/sites/site-alpha/settings`, { cookie: editor.cookie })).text();
    expect(asEditor).not.toContain(token!);
    expect(asEditor).not.toContain('value="verify-domain"');
  });

  it('stays pending when neither proof is there, saying what was looked for', async () => {
    const { token } = await stateOf('alpha');
    txt.set(domainTxtName('alpha.example.com'), ['sitewright-verify=someone-elses-token', 'v=spf1 -all']);
    files.set(domainProofUrl('alpha.example.com', token!), { status: 200, body: `<html>${token}</html>` });
    const refused = await verify('alpha');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(domainTxtName('alpha.example.com'));
    expect(refused.body.error).toContain(DOMAIN_PROOF_WRONG_BODY);
    files.set(domainProofUrl('alpha.example.com', token!), { status: 404, body: token! });
    expect((await verify('alpha')).body.error).toContain(domainProofStatusProblem(404));
    expect((await stateOf('alpha')).verifiedAt).toBeNull();
    expect((await visit('http://alpha.example.com/about')).status).toBe(404);
  });
});

describe('proving a domain', () => {
  it('by a DNS TXT record makes it route to the site', async () => {
    const { token } = await stateOf('alpha');
    txt.set(domainTxtName('alpha.example.com'), [domainTxtValue(token!)]);
    const verified = await verify('alpha');
    expect(verified).toEqual({ status: 200, body: expect.objectContaining({ verified: true, domain: 'alpha.example.com', error: null }) });
    expect(await stateOf('alpha')).toMatchObject({ proof: 'dns', verifiedAt: expect.any(Date) });
    const onDomain = await visit('http://alpha.example.com/about');
    expect(onDomain.status).toBe(200);
    expect(onDomain.html).toContain('alpha about');
    expect(onDomain.html).toContain('href="https://alpha.example.com/about"');
  });

  it('by the well-known file (its body the token, blank lines aside) makes it route to the site', async () => {
    expect((await saveUrl('beta', 'https://Beta.Example.com/shop')).status).toBe(200);
    const { token } = await stateOf('beta');
    files.set(domainProofUrl('beta.example.com', token!), { status: 200, body: `${token}\n` });
    expect((await verify('beta')).status).toBe(200);
    expect((await stateOf('beta')).proof).toBe('file');
    expect((await visit('http://beta.example.com/about')).html).toContain('beta about');
  });

  it('through the settings screen’s Verify button', async () => {
    expect((await saveUrl('delta', 'https://delta.example.com')).status).toBe(200);
    const { token } = await stateOf('delta');
    txt.set(domainTxtName('delta.example.com'), [domainTxtValue(token!)]);
    const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-delta/settings`, { method: 'POST', cookie: owner.cookie, body: new URLSearchParams({ intent: 'verify-domain' }) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('delta.example.com is verified');
    expect((await visit('http://delta.example.com/about')).status).toBe(200);
  });

  it('cannot be proved with a file by a domain that already points at Sitewright: the platform never answers a token', async () => {
    expect((await saveUrl('gamma', 'https://pointed.example.com')).status).toBe(200);
    // The domain's address is this very server: the proof request reaches our own app.
    t.deps.domainProof = {
      txtRecords: async () => [],
      fetchText: async (url) => {
        const response = await t.request(url, { headers: { host: new URL(url).host } });
        return { ok: true, status: response.status, body: await response.text() };
      },
    };
    expect((await verify('gamma')).status).toBe(400);
    expect((await stateOf('gamma')).verifiedAt).toBeNull();
    expect((await saveUrl('gamma', '')).status).toBe(200);
  });
});

describe('who owns a domain', () => {
  it('a second site cannot take a verified domain, by saving or by proving it', async () => {
    const saved = await saveUrl('gamma', 'https://ALPHA.example.com');
    expect(saved.status).toBe(400);
    expect(saved.html).toContain(SITE_DOMAIN_TAKEN);
    expect((await stateOf('gamma')).domain).toBeNull();
    // Even a claim saved before and "proved" with its own token (the race the unique index decides).
    await t.deps.database.db.update(site).set({ domain: 'alpha.example.com', domainToken: 'gamma-token' }).where(eq(site.id, siteIds.gamma!));
    txt.set(domainTxtName('alpha.example.com'), [domainTxtValue('gamma-token')]);
    const taken = await verify('gamma');
    expect(taken).toEqual({ status: 400, body: expect.objectContaining({ error: DOMAIN_TAKEN_BY_PROOF }) });
    expect((await visit('http://alpha.example.com/about')).html).toContain('alpha about');
    await t.deps.database.db.update(site).set({ domain: null, domainToken: null }).where(eq(site.id, siteIds.gamma!));
  });

  it('a pending claim by someone else does not block the real owner', async () => {
    expect((await saveUrl('gamma', 'https://shared.example.net')).status).toBe(200);
    expect((await saveUrl('delta', 'https://shared.example.net')).status).toBe(200);
    const { token } = await stateOf('delta');
    txt.set(domainTxtName('shared.example.net'), [domainTxtValue(token!)]);
    expect((await verify('delta')).status).toBe(200);
    expect((await verify('gamma')).status).toBe(400);
    expect((await visit('http://shared.example.net/about')).html).toContain('delta about');
  });

  it('changing the domain resets verification; changing only the rest of the url does not', async () => {
    expect((await saveUrl('beta', 'https://beta.example.com/other-path')).status).toBe(200);
    expect((await stateOf('beta')).proof).toBe('file');
    const before = await stateOf('beta');
    await visit('http://beta.example.com/about');
    expect((await visit('http://beta.example.com/about')).cache).toBe('HIT');
    expect((await saveUrl('beta', 'https://beta-shop.example.com')).status).toBe(200);
    const moved = await stateOf('beta');
    expect(moved).toMatchObject({ domain: 'beta-shop.example.com', verifiedAt: null, proof: null });
    expect(moved.token).not.toBe(before.token);
    expect((await visit('http://beta.example.com/about')).status).toBe(404);
    expect((await visit('http://beta-shop.example.com/about')).status).toBe(404);
    // Back to the proved domain: a new token, to be proved again.
    expect((await saveUrl('beta', 'https://beta.example.com')).status).toBe(200);
    expect(await stateOf('beta')).toMatchObject({ domain: 'beta.example.com', verifiedAt: null });
    expect((await visit('http://beta.example.com/about')).status).toBe(404);
  });

  it('a domain kept from before proofs (legacy) keeps routing until another site proves it', async () => {
    const { db } = t.deps.database;
    await db.update(site).set({ url: 'https://old.example.org', domain: 'old.example.org', domainToken: 'legacy-token', domainVerifiedAt: new Date(), domainProof: 'legacy' }).where(eq(site.id, siteIds.gamma!));
    await visit('http://old.example.org/about');
    const cached = await visit('http://old.example.org/about');
    expect(cached).toMatchObject({ status: 200, cache: 'HIT' });
    expect(cached.html).toContain('gamma about');
    // The real owner of old.example.org proves it from another site.
    expect((await saveUrl('delta', 'https://old.example.org')).status).toBe(200);
    const { token } = await stateOf('delta');
    txt.set(domainTxtName('old.example.org'), [domainTxtValue(token!)]);
    expect((await verify('delta')).status).toBe(200);
    expect(await stateOf('gamma')).toMatchObject({ domain: 'old.example.org', verifiedAt: null, proof: null });
    const after = await visit('http://old.example.org/about');
    expect(after.cache).not.toBe('HIT');
    expect(after.html).toContain('delta about');
  });
});

describe('only owners set and verify', () => {
  it('editors get 403, people who are not members 403 from the API (404 from the screen), anonymous 401', async () => {
    expect((await saveUrl('alpha', 'https://hijack.example.com', editor.cookie)).status).toBe(403);
    expect((await saveUrl('alpha', 'https://hijack.example.com', stranger.cookie)).status).toBe(404);
    expect((await stateOf('alpha')).domain).toBe('alpha.example.com');
    await t.deps.database.db.update(site).set({ domainVerifiedAt: null, domainProof: null }).where(eq(site.id, siteIds.alpha!));
    const { token } = await stateOf('alpha');
    txt.set(domainTxtName('alpha.example.com'), [domainTxtValue(token!)]);
    expect((await verify('alpha', editor.cookie)).status).toBe(403);
    expect((await verify('alpha', stranger.cookie)).status).toBe(403);
    expect((await verify('alpha', null)).status).toBe(401);
    expect((await stateOf('alpha')).verifiedAt).toBeNull();
    expect((await verify('alpha')).status).toBe(200);
  });

  it('limits verification attempts per user', async () => {
    expect((await saveUrl('gamma', 'https://limited.example.com')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await verify('gamma')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('the real proof adapter', () => {
  let server: http.Server;
  let port = 0;
  const served = new Map<string, { status: number; body: string; location?: string }>();
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const answer = served.get(request.url ?? '') ?? { status: 404, body: 'nope' };
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...(answer.location ? { location: answer.location } : {}) });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const noTxt = async (): Promise<string[][]> => {
    throw Object.assign(new Error('no data'), { code: 'ENODATA' });
  };

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1'])('refuses the file proof of a domain resolving to %s, without connecting', async (address) => {
    const { token } = await stateOf('gamma');
    served.set(`/.well-known/sitewright/${token}`, { status: 200, body: token! });
    t.deps.domainProof = createPublicLookups({ resolveTxt: noTxt, policy: { resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }] } });
    const refused = await verify('gamma');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(DOMAIN_PROOF_BLOCKED_ADDRESS);
    expect((await stateOf('gamma')).verifiedAt).toBeNull();
  });

  it('joins a TXT record’s strings and reads the file through the pinned fetch (a local server, let in by the test’s policy only)', async () => {
    const lookups = createPublicLookups({
      resolveTxt: async (name) => (name === '_sitewright.proof.test' ? [['sitewright-', 'verify=abc'], ['other']] : []),
      policy: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowedAddress: () => true, isAllowedPort: (p) => p === port },
    });
    expect(await lookups.txtRecords('_sitewright.proof.test')).toEqual(['sitewright-verify=abc', 'other']);
    served.set('/.well-known/sitewright/tok', { status: 200, body: 'tok' });
    expect(await lookups.fetchText(`http://proof.test:${port}/.well-known/sitewright/tok`)).toEqual({ ok: true, status: 200, body: 'tok' });
    served.set('/big', { status: 200, body: 'x'.repeat(100_000) });
    const big = await lookups.fetchText(`http://proof.test:${port}/big`);
    expect(big.ok && big.body.length).toBe(PROOF_BODY_MAX_BYTES);
  });

  it('does not follow a redirect to a private address, even from an allowed host', async () => {
    const lookups = createPublicLookups({
      resolveTxt: noTxt,
      // The test's own server is let in; anything else keeps the production rule.
      policy: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowedAddress: (a) => a === '127.0.0.1', isAllowedPort: (p) => p === port || p === 80 },
    });
    served.set('/redirect', { status: 302, body: '', location: 'http://10.0.0.5/.well-known/sitewright/tok' });
    expect(await lookups.fetchText(`http://proof.test:${port}/redirect`)).toEqual({ ok: false, problem: 'redirect-refused' });
  });

  it('with the production policy, never contacts a loopback address', async () => {
    const lookups = createPublicLookups({ resolveTxt: noTxt });
    expect(await lookups.fetchText(`http://127.0.0.1:${port}/.well-known/sitewright/tok`)).toEqual({ ok: false, problem: 'no-answer' });
    expect(await lookups.fetchText('http://127.0.0.1/.well-known/sitewright/tok')).toEqual({ ok: false, problem: 'blocked-address' });
  });
});
