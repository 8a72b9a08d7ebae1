import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { DOMAIN_PROOF_WRONG_BODY, DOMAIN_TAKEN_BY_PROOF, domainProofStatusProblem, SITE_DOMAIN_TAKEN } from '#core/sites/messages.ts';
import { site } from '#server/db/schema.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { editor, files, owner, saveUrl, setUpDomainSites, siteIds, stateOf, t, txt, verify, visit } from './domain-verification-kit.ts';

// A new custom domain, proving it, and who owns a domain.
setUpDomainSites();

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
