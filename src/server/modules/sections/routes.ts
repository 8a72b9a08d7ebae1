import { Hono } from 'hono';
import { SECTION_IN_USE } from '#core/sections/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import * as sections from './manage-sections.ts';

// A site's reusable sections (decision 071), under /api/sites/:uniqueId beside its other settings:
// for whoever may edit the site's pages.
export const sectionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:uniqueId/sections', async (c) => c.json({ data: await sections.listSections(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId')), error: null }))
  .post('/:uniqueId/sections', async (c) =>
    c.json({ section: await sections.createSection(c.get('deps'), c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c)), error: null }, 201),
  )
  .get('/:uniqueId/sections/:sectionId', async (c) =>
    c.json({ section: await sections.getSection(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('sectionId')), error: null }),
  )
  .put('/:uniqueId/sections/:sectionId', async (c) =>
    c.json({ section: await sections.updateSection(c.get('deps'), c.get('user')!, c.req.param('uniqueId'), c.req.param('sectionId'), await readJsonObject(c)), error: null }),
  )
  .delete('/:uniqueId/sections/:sectionId', async (c) => {
    // `?confirm` (any value but "false"): delete even though pages use it.
    const confirm = c.req.query('confirm');
    const outcome = await sections.deleteSection(c.get('deps'), c.get('user')!, c.req.param('uniqueId'), c.req.param('sectionId'), confirm !== undefined && confirm !== 'false');
    if (!outcome.deleted) return c.json({ error: SECTION_IN_USE, usedBy: outcome.usedBy }, 409);
    return c.json({ deleted: true, error: null });
  });
