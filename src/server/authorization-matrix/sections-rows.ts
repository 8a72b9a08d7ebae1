import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { page, siteSection } from '#server/db/schema.ts';
import { acmeId, type Expectation, defineCase, type Row, sendJson, t } from './matrix-kit.ts';

// A site's reusable sections (src/server/modules/sections/routes.ts; decision 071): whoever may edit
// its pages now (owners, editors, admins); anyone else finds no such site.
const PAGE_EDITORS: Expectation = { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 'ok', owner: 'ok', admin: 'ok' };

const db = () => t.deps.database.db;
const content = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading' as const, props: { id: 'h', text, level: 'h2' } }] });

async function acmeSection(name: string): Promise<string> {
  const [row] = await db().insert(siteSection).values({ siteId: acmeId, name, content: content(name) }).returning({ id: siteSection.id });
  return row!.id;
}

const sectionNamed = async (name: string) => (await db().select().from(siteSection).where(eq(siteSection.name, name)))[0];
const sectionRow = async (id: string) => (await db().select().from(siteSection).where(eq(siteSection.id, id)))[0];

export const SECTIONS_ROWS: Row[] = [
  {
    route: 'POST /api/sites/:uniqueId/sections',
    cases: [
      defineCase({
        name: 'saves a block as a section of acme',
        expect: PAGE_EDITORS,
        act: (cell) => sendJson(cell, '/api/sites/acme/sections', { name: `section-${cell.id}`, content: content('x') }),
        verify: async (cell, _s, { allowed }) => expect(Boolean(await sectionNamed(`section-${cell.id}`))).toBe(allowed),
      }),
    ],
  },
  {
    route: 'PUT /api/sites/:uniqueId/sections/:sectionId',
    cases: [
      defineCase({
        name: "edits one of acme's sections",
        expect: PAGE_EDITORS,
        arrange: (cell) => acmeSection(`before-${cell.id}`),
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/sections/${id}`, { name: `after-${cell.id}`, content: content('changed') }, 'PUT'),
        verify: async (cell, id, { allowed }) => expect((await sectionRow(id))?.name).toBe(allowed ? `after-${cell.id}` : `before-${cell.id}`),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/sections/:sectionId',
    cases: [
      defineCase({
        name: "deletes one of acme's sections that a page uses, when confirmed",
        expect: PAGE_EDITORS,
        arrange: async (cell) => {
          const id = await acmeSection(`doomed-${cell.id}`);
          await db()
            .insert(page)
            .values({ siteId: acmeId, kind: 'page', path: `/site-acme/uses-${cell.id}`, pathWithNoSite: `/uses-${cell.id}`, title: 'Uses', data: { root: { props: {} }, content: [{ type: 'SectionInstance', props: { id: 'i', sectionId: id, overrides: {} } }] } });
          return id;
        },
        act: (cell, id: string) => sendJson(cell, `/api/sites/acme/sections/${id}?confirm=1`, {}, 'DELETE'),
        verify: async (_cell, id, { allowed }) => expect(Boolean(await sectionRow(id))).toBe(!allowed),
      }),
    ],
  },
];
