import { describe, expect, it } from 'vitest';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { DOMAIN_PROOF_WRONG_BODY, domainProofStatusProblem } from '#core/sites/messages.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { editor, files, owner, saveUrl, setUpDomainSites, stateOf, t, txt, verify, visit } from './domain-verification-kit.ts';

// A new custom domain, and proving it.
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
