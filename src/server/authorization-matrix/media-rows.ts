import { expect } from 'vitest';
import { color, icon } from '#server/db/schema.ts';
import { acmeId, ADMINS, defineCase, type Row, sendJson, SIGNED_IN_REFUSED, SITE_MEMBERS, t } from './matrix-kit.ts';
import { colorsNamed, iconsNamed, insertMatrixMedia, mediaAlt, mediaNamed, uploadMatrixIcon, uploadMatrixImage, uploadMatrixMarkdownImage } from './media-fixtures.ts';

// ---- Hono routes: media, system images, icons and colors. ----

export const MEDIA_ROWS: Row[] = [
  {
    route: 'POST /api/media/upload',
    cases: [
      defineCase({
        name: "uploads an image to the site's media",
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixImage(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`matrix-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads platform media (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixImage(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`matrix-${cell.id}.png`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'POST /api/media/markdown-image',
    cases: [
      defineCase({
        name: "uploads a markdown editor image to the site's media",
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixMarkdownImage(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`markdown-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads a markdown editor image to platform media (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixMarkdownImage(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`markdown-${cell.id}.png`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'PATCH /api/media/:id',
    cases: [
      defineCase({
        name: "edits the alt text of the site's media item",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/media/${id}`, { alt: 'Edited' }, 'PATCH'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? 'Edited' : ''),
      }),
    ],
  },
  {
    route: 'DELETE /api/media/:id',
    cases: [
      defineCase({
        name: "deletes the site's media item",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell, id) => sendJson(cell, `/api/media/${id}`, {}, 'DELETE'),
        verify: async (_c, id, { allowed }) => expect(await mediaAlt(id)).toBe(allowed ? null : ''),
      }),
    ],
  },
  {
    route: 'POST /api/system_images',
    cases: [
      defineCase({
        name: "records the name and description of the site's uploaded image",
        expect: SITE_MEMBERS,
        arrange: (cell) => insertMatrixMedia(cell),
        act: (cell) => sendJson(cell, '/api/system_images', { url: `/media/uploads/${acmeId}/${cell.id}.png`, name: 'Recorded', description: 'By the matrix' }),
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed('Recorded', `/media/uploads/${acmeId}/${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
    ],
  },
  {
    route: 'POST /api/system_icons',
    cases: [
      defineCase({
        name: 'uploads a custom SVG icon to the site',
        expect: SITE_MEMBERS,
        act: (cell) => uploadMatrixIcon(cell, 'acme'),
        verify: async (cell, _s, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'uploads a platform icon (no site)',
        expect: ADMINS,
        act: (cell) => uploadMatrixIcon(cell, ''),
        verify: async (cell, _s, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_icons/:id',
    cases: [
      defineCase({
        name: "deletes the site's custom icon",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          const [row] = await t.deps.database.db.insert(icon).values({ siteId: acmeId, name: `matrix-${cell.id}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }).returning({ id: icon.id });
          return row!.id;
        },
        act: (cell, id) => sendJson(cell, `/api/system_icons/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await iconsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [] : [{ siteId: acmeId }]),
      }),
    ],
  },
  {
    route: 'POST /api/system_colors',
    cases: [
      defineCase({
        name: 'adds a custom colour to the site',
        expect: SITE_MEMBERS,
        act: (cell) => sendJson(cell, '/api/system_colors', { siteId: 'acme', hex: '#123456', label: `matrix-${cell.id}`, family: 'blue', level: 500 }),
        verify: async (cell, _s, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
      defineCase({
        name: 'adds a platform colour (no site)',
        expect: ADMINS,
        act: (cell) => sendJson(cell, '/api/system_colors', { hex: '#123456', label: `matrix-${cell.id}`, family: 'blue', level: 500 }),
        verify: async (cell, _s, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [{ siteId: null }] : []),
      }),
    ],
  },
  {
    route: 'DELETE /api/system_colors/:id',
    cases: [
      defineCase({
        name: "deletes the site's custom colour",
        expect: SITE_MEMBERS,
        arrange: async (cell) => {
          const [row] = await t.deps.database.db.insert(color).values({ siteId: acmeId, name: `matrix-${cell.id}`, hex: '#123456', family: 'blue', level: 500 }).returning({ id: color.id });
          return row!.id;
        },
        act: (cell, id) => sendJson(cell, `/api/system_colors/${id}`, {}, 'DELETE'),
        verify: async (cell, _id, { allowed }) => expect(await colorsNamed(`matrix-${cell.id}`)).toEqual(allowed ? [] : [{ siteId: acmeId }]),
      }),
      defineCase({
        name: 'deletes a built-in palette colour (never)',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => sendJson(cell, '/api/system_colors/red-500', {}, 'DELETE'),
      }),
    ],
  },
];
