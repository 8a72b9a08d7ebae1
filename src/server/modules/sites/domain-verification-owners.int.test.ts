import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { DOMAIN_PROOF_BLOCKED_ADDRESS, DOMAIN_TAKEN_BY_PROOF, SITE_DOMAIN_TAKEN } from '#core/sites/messages.ts';
import { site } from '#server/db/schema.ts';
import { createPublicLookups, PROOF_BODY_MAX_BYTES } from '#server/providers/domain-proof/public-lookups.ts';
import { editor, proveDomain, saveUrl, setUpDomainSites, siteIds, stateOf, stranger, t, txt, verify, visit } from './domain-verification-kit.ts';

// Who owns a domain, only owners set and verify, and the real proof adapter, on domains proved first.
setUpDomainSites();
beforeAll(async () => {
  await proveDomain('alpha', 'https://alpha.example.com', 'dns');
  await proveDomain('beta', 'https://Beta.Example.com/shop', 'file');
  await proveDomain('delta', 'https://delta.example.com', 'dns');
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
