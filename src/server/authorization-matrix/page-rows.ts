import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { site } from '#server/db/schema.ts';
import { sessionTokensOf } from './account-fixtures.ts';
import { acmeId, ADMINS, ANYONE, clearInvalidations, defineCase, invalidatedTags, type Row, sendJson, SIGNED_IN, SIGNED_IN_REFUSED, SITE_MEMBERS, t } from './matrix-kit.ts';
import { arrangeProvableDomain, createPage, domainVerified, pageRecord, pageText, pageTitle } from './page-fixtures.ts';

// ---- Hono routes: sign-out, image checks, the editor, page history, revalidation, sites and domains. ----

export const PAGE_ROWS: Row[] = [
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
];
