import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { collection, document, site, siteMember } from '#server/db/schema.ts';
import { acmeId, actors, ADMINS, ANYONE, defineCase, type Row, sendJson, SIGNED_IN_REFUSED, SITE_MEMBERS, solvedAltchaToken, t } from './matrix-kit.ts';
import { insertMatrixMedia, mediaAlt } from './media-fixtures.ts';
import { insertMatrixPage, pageText } from './page-fixtures.ts';
import { collectionsNamed, insertMatrixRecord, recordExists } from './record-fixtures.ts';

export const COLLECTION_ROWS: Row[] = [
  // ---- Data collections (src/server/modules/collections/routes.ts) ----
  {
    route: 'POST /api/collections',
    cases: [
      defineCase({
        name: 'defines a collection of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/collections', { siteId: 'acme', name: `matrix-${cell.id}`, fields: [{ name: 'title', type: 'text' }] }),
        verify: async (cell, _s, { allowed }) => expect(await collectionsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'defines a platform collection (no site)',
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/collections', { name: `matrix-${cell.id}` }),
        verify: async (cell, _s, { allowed }) => expect(await collectionsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'PUT /api/collections/:name',
    cases: [
      defineCase({
        name: "saves a collection's fields",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          await t.deps.database.db.insert(collection).values({ siteId: acmeId, name: `matrix-${cell.id}`, fields: [] });
        },
        act: (cell) => sendJson(cell, `/api/collections/matrix-${cell.id}`, { siteId: 'acme', fields: [{ name: 'email', type: 'email' }] }, 'PUT'),
        verify: async (cell, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select({ fields: collection.fields }).from(collection).where(eq(collection.name, `matrix-${cell.id}`));
          expect(row?.fields).toEqual(allowed ? [{ name: 'email', type: 'email' }] : []);
        },
      }),
    ],
  },
  {
    route: 'PUT /api/collections/:name/settings',
    cases: [
      defineCase({
        name: "lets a collection's submitters edit their submissions (the site's members decide)",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          await t.deps.database.db.insert(collection).values({ siteId: acmeId, name: `settings-${cell.id}`, fields: [] });
        },
        act: (cell) => sendJson(cell, `/api/collections/settings-${cell.id}/settings`, { siteId: 'acme', submitterEdits: 'always' }, 'PUT'),
        verify: async (cell, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select({ submitterEdits: collection.submitterEdits }).from(collection).where(eq(collection.name, `settings-${cell.id}`));
          expect(row?.submitterEdits).toBe(allowed ? 'always' : 'never');
        },
      }),
      defineCase({
        name: 'may not let submitters edit products (refused to everyone who may manage the collection)',
        expect: { ...SITE_MEMBERS, editor: 400, owner: 400, admin: 400 },
        act: (cell) => sendJson(cell, '/api/collections/products/settings', { siteId: 'acme', submitterEdits: 'always' }, 'PUT'),
        verify: async () => {
          const [row] = await t.deps.database.db.select({ submitterEdits: collection.submitterEdits }).from(collection).where(and(eq(collection.siteId, acmeId), eq(collection.name, 'products')));
          expect(row?.submitterEdits ?? 'never').toBe('never');
        },
      }),
    ],
  },
  {
    route: 'POST /api/collections/:name/import',
    cases: [
      defineCase({
        name: 'imports records into a collection of the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, `/api/collections/import-${cell.id}/import`, { siteId: 'acme', records: [{ title: 'Imported' }] }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ siteId: document.siteId }).from(document).where(eq(document.collection, `import-${cell.id}`));
          expect(rows).toEqual(allowed ? [{ siteId: acmeId }] : []);
        },
      }),
    ],
  },
  // ---- The content manager's deletes (src/server/modules/content/routes.ts) ----
  {
    route: 'DELETE /api/site_pages/:id',
    cases: [
      defineCase({
        name: 'deletes a page of the site by id',
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixPage(`/site-acme/by-id-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/site_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/site-acme/by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
      defineCase({
        name: "deletes a platform page by id (the platform's pages: admins)",
        expect: ADMINS,
        arrange: (cell) => insertMatrixPage(`/platform-by-id-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/site_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/platform-by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/site_templates/:id',
    cases: [
      defineCase({
        name: 'deletes a template of the site by id',
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixPage(`/site-acme/dynamic-content/all/byid${cell.id}`, 'template'),
        act: (cell, id) => sendJson(cell, `/api/site_templates/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) =>
          expect(await pageText(`/site-acme/dynamic-content/all/byid${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_pages/:id',
    cases: [
      defineCase({
        name: 'deletes a system page (/manage…) by id',
        expect: ADMINS,
        arrange: (cell) => insertMatrixPage(`/manage/by-id-${cell.id}`, 'system'),
        act: (cell, id) => sendJson(cell, `/api/system_pages/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await pageText(`/manage/by-id-${cell.id}`)).toEqual(allowed ? null : expect.stringContaining('Matrix')),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_revalidate/:id',
    cases: [
      defineCase({
        name: 'deletes a revalidate record (never: 405)',
        expect: SIGNED_IN_REFUSED(405),
        arrange: (cell) => insertMatrixPage(`/site-acme/revalidated-${cell.id}`, 'page'),
        act: (cell, id) => sendJson(cell, `/api/system_revalidate/${id}`, {}, 'DELETE'),
        verify: async (cell) => expect(await pageText(`/site-acme/revalidated-${cell.id}`)).toContain('Matrix'),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_images/:id',
    cases: [
      defineCase({
        name: "deletes the site's image by id",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/system_images/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_videos/:id',
    cases: [
      defineCase({
        name: "deletes the site's video by id",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell, 'video'),
        act: (cell, id) => sendJson(cell, `/api/system_videos/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_sites/:id',
    cases: [
      defineCase({
        name: 'deletes a site and everything it owns (its owners and admins)',
        expect: { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { db } = t.deps.database;
          const [doomed] = await db.insert(site).values({ uniqueId: `doomed-${cell.id}`, title: 'Doomed' }).returning({ id: site.id });
          await db.insert(siteMember).values([
            { siteId: doomed!.id, userId: actors.owner.userId, role: 'owner' },
            { siteId: doomed!.id, userId: actors.editor.userId, role: 'editor' },
          ]);
          return doomed!.id;
        },
        act: (cell) => sendJson(cell, `/api/system_sites/doomed-${cell.id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await t.deps.database.db.select({ id: site.id }).from(site).where(eq(site.id, id))).toHaveLength(allowed ? 0 : 1),
      }),
    ],
  },
  {
    route: 'DELETE /api/data/:collection/:id',
    cases: [
      defineCase({
        name: "deletes a record of the site's collection",
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id) => sendJson(cell, `/api/data/products/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await recordExists(id)).toBe(!allowed),
      }),
      defineCase({
        name: 'may not delete a record the caller created without being a member (having created it grants nothing)',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(actors.nonMember.userId),
        act: (cell, id) => sendJson(cell, `/api/data/products/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await recordExists(id)).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/turnstile/verify',
    cases: [
      defineCase({
        name: 'verifies and spends a solved bot challenge (public: forms are filled in anonymously)',
        expect: ANYONE,
        arrange: () => solvedAltchaToken(),
        act: (cell, token) => sendJson(cell, '/api/turnstile/verify', { token, ip: cell.ip }),
        verify: async (cell, token, { allowed, body }) => {
          if (!allowed) return;
          expect(JSON.parse(body)).toEqual({ success: true });
          expect((await sendJson(cell, '/api/turnstile/verify', { token })).status).toBe(403);
        },
      }),
    ],
  },
];
