import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The manage screens' loader through React Router's real request handler: who may open which list.

let t: TestApp;
let roles: SiteRoles;

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  roles = await seedSiteRoles(t, { tag: 'manage', site: { uniqueId: 'mine', title: 'Mine' }, otherSite: { uniqueId: 'theirs', title: 'Theirs' } });
});
afterAll(async () => {
  await t?.close();
});

const open = (path: string, role?: SiteRole) => t.request(path, role ? { cookie: roles.cookies[role] } : {});

describe('manage screens', () => {
  it('send anonymous visitors to the login page, and come back afterwards', async () => {
    const response = await open('/dashboard/site-mine/manage/images');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/auth/login?callbackURL=${encodeURIComponent('/dashboard/site-mine/manage/images')}`);
  });

  it("open a site's lists for its owner, its editor and admins, with the site named", async () => {
    for (const role of ['owner', 'editor', 'admin'] as const) {
      for (const source of ['pages', 'dynamic-content', 'revalidate', 'images', 'videos', 'icons', 'colors']) {
        const response = await open(`/dashboard/site-mine/manage/${source}`, role);
        expect(response.status, `${role} ${source}`).toBe(200);
        expect(await response.text()).toContain('Mine: ');
      }
    }
    expect((await open('/dashboard/site-mine/manage/data/demo-posts', 'editor')).status).toBe(200);
  });

  it("answer 404 for another site's lists, exactly like a site that does not exist", async () => {
    for (const role of ['otherEditor', 'stranger'] as const) expect((await open('/dashboard/site-mine/manage/images', role)).status).toBe(404);
    expect((await open('/dashboard/site-nope/manage/images', 'admin')).status).toBe(404);
  });

  it('answer 404 for unknown sources, sites within a site, and names that are not user collections', async () => {
    for (const path of [
      '/dashboard/site-mine/manage/nope',
      '/dashboard/site-mine/manage/sites',
      '/dashboard/mine/manage/images',
      '/dashboard/manage/nope',
      '/dashboard/site-mine/manage/data/system_pages',
      '/dashboard/site-mine/manage/data/site_pages',
      '/dashboard/site-mine/manage/data/-bad',
    ]) {
      expect((await open(path, 'admin')).status, path).toBe(404);
    }
  });

  it("keep the platform's own content to admins; the sites list is everyone's", async () => {
    for (const source of ['pages', 'dynamic-content', 'images', 'icons', 'colors']) {
      expect((await open(`/dashboard/manage/${source}`, 'owner')).status, source).toBe(403);
      expect((await open(`/dashboard/manage/${source}`, 'admin')).status, source).toBe(200);
    }
    expect((await open('/dashboard/manage/sites', 'stranger')).status).toBe(200);
    expect((await open('/dashboard/sites', 'stranger')).status).toBe(200);
  });
});
