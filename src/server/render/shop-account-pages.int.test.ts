import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// A shop's account pages (decision 054), rendered by React Router as in production: under
// /site-{id} and on the shop's proved domain; on the platform's address they are the builder's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  await t.deps.database.db.insert(site).values({ uniqueId: 'corner', title: 'Corner Shop', image: '/media/corner-logo.webp' });
  await t.deps.database.db.insert(site).values({ uniqueId: 'closed', title: 'Closed Shop', isActive: false });
  await t.deps.database.db.update(site).set({ domain: 'corner.example', domainVerifiedAt: new Date(), domainProof: 'dns' }).where(eq(site.uniqueId, 'corner'));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.request(url, { cookie, redirect: 'manual' });

describe("a shop's account pages", () => {
  it("sign-in wears the shop's name and logo, under /site-{id} and on its own domain", async () => {
    for (const url of ['/site-corner/account/login', 'http://corner.example/account/login']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html).toContain('Corner Shop');
      expect(html).toContain('corner-logo.webp');
      expect(html).not.toContain('manage your sites');
      expect(html).not.toMatch(/href="\/dashboard/);
    }
  });

  it('asks a signed-out shopper to sign in first, coming back to the account page', async () => {
    const response = await get('/site-corner/account');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/site-corner/account/login?callbackURL=%2Fsite-corner%2Faccount');
  });

  it('sends a signed-in shopper on, inside the shop only', async () => {
    const { cookie } = await t.signUp('corner-shopper@example.com');
    expect((await get('/site-corner/account', cookie)).status).toBe(200);
    const back = await get(`/site-corner/account/login?callbackURL=${encodeURIComponent('/site-corner/products')}`, cookie);
    expect(back.headers.get('location')).toBe('/site-corner/products');
    // The platform's sign-up, reached from the shop, sends them back into the shop too.
    expect((await get(`/auth/signup?callbackURL=${encodeURIComponent('/site-corner/products')}`, cookie)).headers.get('location')).toBe('/site-corner/products');
    for (const away of ['https://evil.example/', '/site-other/products', '/dashboard']) {
      const response = await get(`/site-corner/account/login?callbackURL=${encodeURIComponent(away)}`, cookie);
      expect(response.headers.get('location'), away).toBe('/site-corner/account');
    }
  });

  it('is not found for a missing or inactive shop, or a path that names no site', async () => {
    for (const url of ['/site-nosuch/account/login', '/site-closed/account', '/about/account/signup']) expect((await get(url)).status, url).toBe(404);
  });

  it("leads to the builder's screens on the platform's own address", async () => {
    expect((await get('/account/login?callbackURL=%2Fdashboard')).headers.get('location')).toBe('/auth/login?callbackURL=%2Fdashboard');
    expect((await get('/account/signup')).headers.get('location')).toBe('/auth/signup');
    const { cookie } = await t.signUp('platform-shopper@example.com');
    expect((await get('/account', cookie)).headers.get('location')).toBe('/account/orders');
  });
});
