import { Hono } from 'hono';
import { COLOR_FORBIDDEN, COLOR_SITE_NOT_FOUND } from '#core/colors/messages.ts';
import { COLOR_FAMILIES } from '#core/options/color-palette.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError, readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { readIncludeTotalCount, readPaging, readSearch } from '#server/shared/listing/list-query.ts';
import { canEditMediaOf, findSiteId } from '#server/shared/access/media-access.ts';
import { createCustomColor, deleteCustomColor, isColorSort, listColorPage, readColorInput } from './custom-colors.ts';

/** Spec 2 §9: galleries page by 24. */
const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 1000;

/**
 * Custom colours on top of the built-in palette (spec 2 §7, collection system_colors).
 * POST / JSON { hex '#rrggbb', label 1–60, family (palette family), level 50–900, siteId? (id or
 * unique id; none = platform colour, admins only) } -> 201 { error: null, color }; 400 { error, validationErrors }.
 * GET / ?siteId&family=all|…&sortBy=name_asc|name_desc|level_asc|level_desc&search&limit&page
 * (zero-based)&includeTotalCount=true -> { data, items, pagination: { total } }; items carry `custom`.
 * DELETE /:id -> { success: true }; a palette value ('red-500') is refused with 400.
 */
export const systemColorsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const body = await readJsonObject(c);
    const { db } = c.get('deps').database;
    const siteId = await siteFrom(db, body.siteId);
    if (siteId === undefined) return jsonError(c, 404, COLOR_SITE_NOT_FOUND);
    if (!(await canEditMediaOf(db, c.get('user'), siteId))) return jsonError(c, 403, COLOR_FORBIDDEN);
    const created = await createCustomColor(db, siteId, readColorInput(body));
    return c.json({ error: null, color: created }, 201);
  })
  .get('/', async (c) => {
    const { db } = c.get('deps').database;
    const siteId = await siteFrom(db, c.req.query('siteId'));
    if (siteId === undefined) return jsonError(c, 404, COLOR_SITE_NOT_FOUND);
    if (siteId !== null && !(await canEditMediaOf(db, c.get('user'), siteId))) return jsonError(c, 403, COLOR_FORBIDDEN);
    const sortBy = c.req.query('sortBy') ?? 'name_asc';
    const family = c.req.query('family') ?? 'all';
    const query = c.req.query();
    const { limit, page } = readPaging(query, { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE });
    const { items, total } = await listColorPage(db, {
      siteId,
      family: family === 'all' || (COLOR_FAMILIES as readonly string[]).includes(family) ? family : 'all',
      search: readSearch(query),
      sort: isColorSort(sortBy) ? sortBy : 'name_asc',
      limit,
      page,
    });
    const withTotal = readIncludeTotalCount(query);
    return c.json({ data: items, items, ...(withTotal ? { pagination: { total, page, limit } } : {}) });
  })
  .delete('/:id', async (c) => {
    await deleteCustomColor(c.get('deps').database.db, c.get('user')!, c.req.param('id'));
    return c.json({ success: true });
  });

/** null: no site given (platform); undefined: a site that does not exist. */
async function siteFrom(db: Parameters<typeof findSiteId>[0], value: unknown): Promise<string | null | undefined> {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return (await findSiteId(db, value.trim())) ?? undefined;
}
