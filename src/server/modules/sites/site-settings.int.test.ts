import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_DOMAIN } from '#core/rules/messages.ts';
import { domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { DOMAIN_TAKEN_BY_PROOF, SITE_DOMAIN_LOCAL, SITE_DOMAIN_PLATFORM, SITE_DOMAIN_TAKEN } from '#core/sites/messages.ts';
import { page, site, siteMember } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { resolvePublicPage } from '#server/modules/pages/resolve-public-page.public.ts';
import { createInvalidationBus } from '#server/render/invalidation-bus.ts';
import { PageCache } from '#server/render/page-cache.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { updateSiteSettings } from './update-site-settings.ts';
import { verifySiteDomain } from './verify-site-domain.ts';

// The site settings form through React Router's real action, and public pages through the app
// and its page cache, on a real database.

let t: TestApp;
let owner: { cookie: string; userId: string };
const siteIds: Record<string, string> = {};

const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'left', size: '3xl' } }] });

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  owner = await t.signUp('owner@example.com');
  const { db } = t.deps.database;
  for (const uniqueId of ['alpha', 'beta', 'gamma']) {
    const [created] = await db.insert(site).values({ uniqueId, title: `${uniqueId} site`, ownerId: owner.userId }).returning({ id: site.id });
    siteIds[uniqueId] = created!.id;
    await db.insert(siteMember).values({ siteId: created!.id, userId: owner.userId, role: 'owner' });
    for (const path of ['/homepage', '/about']) {
      await db.insert(page).values({
        siteId: created!.id,
        kind: 'page',
        path: `/site-${uniqueId}${path}`,
        pathWithNoSite: path,
        title: `${uniqueId} ${path}`,
        data: doc(`${uniqueId} ${path}`),
        publishedAt: new Date(),
      });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

interface Settings {
  title: string;
  description: string;
  language: string;
  url: string;
  is_active: boolean;
}
const defaults = (uniqueId: string): Settings => ({ title: `${uniqueId} site`, description: '', language: 'en', url: '', is_active: true });

/** Posts the settings form as the browser does, and reads the url field's error from the page. */
async function save(uniqueId: string, changes: Partial<Settings>) {
  const { is_active, ...fields } = { ...defaults(uniqueId), ...changes };
  const body = new URLSearchParams(fields);
  if (is_active) body.set('is_active', 'on');
  // React Router refuses an action whose URL is not on the Origin the request carries.
  const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${uniqueId}/settings`, {
    method: 'POST',
    cookie: owner.cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const html = await response.text();
  return { status: response.status, html, urlError: fieldError(html, 'url') };
}

/** The error text shown under a form field (the element its aria-describedby names, ending -error). */
function fieldError(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const ids = /aria-describedby="([^"]*)"/.exec(input ?? '')?.[1]?.split(' ') ?? [];
  for (const id of ids) {
    const text = new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
    if (text !== undefined && id.endsWith('error')) return text;
  }
  return null;
}

const domainOf = async (uniqueId: string) =>
  (await t.deps.database.db.select({ url: site.url, domain: site.domain }).from(site).where(eq(site.uniqueId, uniqueId)))[0];

/** A visitor's GET of an absolute URL, with the Host header a browser sends (the page cache keys on it). */
const get = async (url: string) => {
  const response = await t.request(url, { headers: { host: new URL(url).host } });
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

/** Proves a site's pending domain as its owner would with a TXT record (a fake DNS answers; decision 037). */
async function prove(uniqueId: string) {
  const [row] = await t.deps.database.db.select({ domain: site.domain, token: site.domainToken }).from(site).where(eq(site.uniqueId, uniqueId));
  t.deps.domainProof = {
    txtRecords: async (name) => (name === domainTxtName(row!.domain!) ? [domainTxtValue(row!.token!)] : []),
    fetchText: async () => ({ ok: false, problem: 'no-answer' }),
  };
  return verifySiteDomain(t.deps, { id: owner.userId, role: 'user' }, uniqueId);
}

describe('custom domains', () => {
  // Before decision 037 a saved domain served the site at once; now it serves it once proved.
  it('accepts a domain, stores its lower-case hostname and, once proved, serves the site at its root', async () => {
    const saved = await save('alpha', { url: 'https://Alpha.Example.com:8443/shop' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Settings saved.');
    expect(await domainOf('alpha')).toEqual({ url: 'https://Alpha.Example.com:8443/shop', domain: 'alpha.example.com' });
    expect((await get('http://ALPHA.example.com:8443/about')).status).toBe(404);
    await prove('alpha');
    const about = await get('http://ALPHA.example.com:8443/about');
    expect(about.status).toBe(200);
    expect(about.html).toContain('alpha /about');
  });

  it('refuses a domain another site has proved, in any case, with a field error', async () => {
    const saved = await save('beta', { url: 'https://alpha.EXAMPLE.com' });
    expect(saved.status).toBe(400);
    expect(saved.urlError).toBe(SITE_DOMAIN_TAKEN);
    expect(await domainOf('beta')).toEqual({ url: null, domain: null });
    expect((await get('http://alpha.example.com/about')).html).toContain('alpha /about');
  });

  it('lets two sites claim one unproved domain, and the unique index decide between two proofs at once', async () => {
    const actor = { id: owner.userId, role: 'user' };
    for (const uniqueId of ['beta', 'gamma']) await updateSiteSettings(t.deps, actor, uniqueId, { ...defaults(uniqueId), url: 'https://race.example.com' });
    const tokens = await t.deps.database.db.select({ token: site.domainToken }).from(site).where(eq(site.domain, 'race.example.com'));
    t.deps.domainProof = { txtRecords: async () => tokens.map((r) => domainTxtValue(r.token!)), fetchText: async () => ({ ok: false, problem: 'no-answer' }) };
    const results = await Promise.allSettled(['beta', 'gamma'].map((uniqueId) => verifySiteDomain(t.deps, actor, uniqueId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as HttpError] : []));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused!.status).toBe(400);
    expect(refused!.message).toBe(DOMAIN_TAKEN_BY_PROOF);
    await updateSiteSettings(t.deps, actor, 'beta', defaults('beta'));
    await updateSiteSettings(t.deps, actor, 'gamma', defaults('gamma'));
  });

  it.each(['http://localhost:3000', 'https://shop.localhost', 'http://127.0.0.1', 'http://[::1]:8080/', 'https://[2001:db8::1]'])(
    'refuses the local or IP address %s',
    async (url) => {
      const saved = await save('beta', { url });
      expect(saved.status).toBe(400);
      expect(saved.urlError).toBe(SITE_DOMAIN_LOCAL);
      expect(await domainOf('beta')).toEqual({ url: null, domain: null });
    },
  );

  it("refuses the platform's own host", async () => {
    const env = { ...t.deps.env, PUBLIC_URL: 'https://builder.example.com' };
    const error = (await updateSiteSettings({ ...t.deps, env }, { id: owner.userId, role: 'user' }, 'beta', {
      ...defaults('beta'),
      url: 'https://BUILDER.example.com/x',
    }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.validationErrors).toEqual({ url: [SITE_DOMAIN_PLATFORM] });
  });

  it.each(['https://under_score.example.com', 'https://-bad-.example.com'])('refuses the bad domain %s with the domain rule', async (url) => {
    const saved = await save('beta', { url });
    expect(saved.status).toBe(400);
    expect(saved.urlError).toBe(INVALID_DOMAIN);
  });

  it('resolves by the stored domain, not by reparsing urls', async () => {
    await t.deps.database.db.update(site).set({ url: 'https://elsewhere.example.org' }).where(eq(site.uniqueId, 'alpha'));
    const resolve = (host: string) => resolvePublicPage(t.deps.database.db, host, '/about');
    const byDomain = await resolve('alpha.example.com');
    expect(byDomain.kind === 'page' && byDomain.page.title).toBe('alpha /about');
    expect((await resolve('elsewhere.example.org')).kind).toBe('not-found');
    await t.deps.database.db.update(site).set({ url: 'https://alpha.example.com' }).where(eq(site.uniqueId, 'alpha'));
  });
});

describe('saving settings drops the site’s cached pages', () => {
  it('serves the new title at once after a title change', async () => {
    await get(`${TEST_ORIGIN}/site-beta/about`);
    expect((await get(`${TEST_ORIGIN}/site-beta/about`)).cache).toBe('HIT');
    expect((await save('beta', { title: 'Beta Renamed' })).status).toBe(200);
    const after = await get(`${TEST_ORIGIN}/site-beta/about`);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('content="Beta Renamed"');
  });

  it('answers 404 at once after the site is deactivated, and serves it again when reactivated', async () => {
    await get(`${TEST_ORIGIN}/site-gamma/about`);
    expect((await get(`${TEST_ORIGIN}/site-gamma/about`)).cache).toBe('HIT');
    expect((await save('gamma', { is_active: false })).status).toBe(200);
    const closed = await get(`${TEST_ORIGIN}/site-gamma/about`);
    expect(closed.status).toBe(404);
    expect(closed.cache).not.toBe('HIT');
    expect((await save('gamma', { is_active: true })).status).toBe(200);
    expect((await get(`${TEST_ORIGIN}/site-gamma/about`)).status).toBe(200);
  });

  it('stops serving pages cached under the old domain when the domain changes', async () => {
    await get('http://alpha.example.com/about');
    expect((await get('http://alpha.example.com/about')).cache).toBe('HIT');
    expect((await save('alpha', { url: 'https://alpha-shop.example.net' })).status).toBe(200);
    const old = await get('http://alpha.example.com/about');
    expect(old.status).toBe(404);
    expect(old.cache).not.toBe('HIT');
    // The new domain serves the site once it is proved (decision 037).
    expect((await get('http://alpha-shop.example.net/about')).status).toBe(404);
    await prove('alpha');
    const moved = await get('http://alpha-shop.example.net/about');
    expect(moved.status).toBe(200);
    expect(moved.html).toContain('alpha /about');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('tells the other processes on PostgreSQL too', async () => {
    // A second page cache listening on the same database stands in for another app process.
    const other = new PageCache({ maxBytes: 1024 * 1024 });
    const bus = createInvalidationBus({ database: t.deps.database, cache: other, logger: pino({ level: 'silent' }) });
    try {
      await bus.ready;
      other.set('beta.example.com/about', { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), tags: [`site:${siteIds.beta}`] });
      other.set('gamma.example.com/about', { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), tags: [`site:${siteIds.gamma}`] });
      expect((await save('beta', { title: 'Beta Again' })).status).toBe(200);
      await expect.poll(() => other.get('beta.example.com/about'), { timeout: 15_000 }).toBeUndefined();
      expect(other.get('gamma.example.com/about')).toBeDefined();
    } finally {
      await bus.close();
    }
  });
});
