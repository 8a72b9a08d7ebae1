import { Hono } from 'hono';
import { ICON_FILE_MISSING, ICON_FORBIDDEN, ICON_NOT_FOUND, ICON_NOT_MULTIPART, ICON_SITE_NOT_FOUND, ICON_UNAUTHORIZED } from '#core/icons/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { canEditMediaOf, findSiteId } from '#server/shared/access/media-access.ts';
import { readIncludeTotalCount, readPaging, readSearch } from '#server/shared/listing/list-query.ts';
import { createCustomIcon, deleteCustomIcon, isIconSort, listIconPage } from './custom-icons.ts';
import { DEFAULT_ICON_PAGE_SIZE, MAX_ICON_PAGE_SIZE } from './list-icons.ts';
import { renderIconSvg } from './render-icon-svg.ts';

/** A react-icons glyph never changes within a deploy; private because the route needs a session. */
const ICON_SVG_CACHE_CONTROL = 'private, max-age=604800';

/**
 * Custom icons (spec 2 §7, collection system_icons).
 * POST / (multipart: `file` one SVG, `name`, optional `siteId` = site id or unique id; none =
 * platform icon, admins only) -> 201 { error: null, icon }.
 * GET / ?siteId&set=all|custom|fa|ti|go|tb|cg|md (default custom)&search&sort=name_asc|name_desc|set_asc|recent
 * &limit&page (zero-based)&includeTotalCount=true -> { data, items, pagination: { total } }.
 * GET /svg ?set=fa|ti|go|tb|cg|md&name=FaLeaf -> the server-rendered SVG of one built-in icon (editor
 * previews without shipping whole react-icons sets to the browser); 404 JSON for anything unknown.
 * DELETE /:id -> { success: true }.
 */
export const systemIconsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const user = c.get('user');
    if (!user) return jsonError(c, 401, ICON_UNAUTHORIZED);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return jsonError(c, 400, ICON_NOT_MULTIPART);
    const form = await c.req.formData();
    const { db } = c.get('deps').database;
    const siteId = await siteFrom(db, form.get('siteId'));
    if (siteId === undefined) return jsonError(c, 404, ICON_SITE_NOT_FOUND);
    if (!(await canEditMediaOf(db, user, siteId))) return jsonError(c, 403, ICON_FORBIDDEN);
    const files = form.getAll('file').filter((value): value is File => typeof value !== 'string');
    if (files.length !== 1) return jsonError(c, 400, ICON_FILE_MISSING);
    const created = await createCustomIcon(db, { siteId, name: form.get('name'), file: files[0]! });
    return c.json({ error: null, icon: created }, 201);
  })
  .get('/', async (c) => {
    const { db } = c.get('deps').database;
    const siteId = await siteFrom(db, c.req.query('siteId') ?? null);
    if (siteId === undefined) return jsonError(c, 404, ICON_SITE_NOT_FOUND);
    if (siteId !== null && !(await canEditMediaOf(db, c.get('user'), siteId))) return jsonError(c, 403, ICON_FORBIDDEN);
    const sort = c.req.query('sort') ?? 'name_asc';
    const query = c.req.query();
    const { limit, page } = readPaging(query, { fallback: DEFAULT_ICON_PAGE_SIZE, max: MAX_ICON_PAGE_SIZE });
    const { items, total } = await listIconPage(db, {
      siteId,
      set: c.req.query('set') ?? 'custom',
      search: readSearch(query),
      sort: isIconSort(sort) ? sort : 'name_asc',
      limit,
      page,
    });
    const withTotal = readIncludeTotalCount(query);
    return c.json({ data: items, items, ...(withTotal ? { pagination: { total, page, limit } } : {}) });
  })
  .get('/svg', async (c) => {
    const svg = await renderIconSvg(c.req.query('set') ?? '', c.req.query('name') ?? '');
    if (svg === null) return jsonError(c, 404, ICON_NOT_FOUND);
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': ICON_SVG_CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(id)) return jsonError(c, 404, ICON_NOT_FOUND);
    await deleteCustomIcon(c.get('deps').database.db, c.get('user')!, id);
    return c.json({ success: true });
  });

/** null: no site given (platform); undefined: a site that does not exist. */
async function siteFrom(db: Parameters<typeof findSiteId>[0], value: FormDataEntryValue | null): Promise<string | null | undefined> {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return (await findSiteId(db, value.trim())) ?? undefined;
}
