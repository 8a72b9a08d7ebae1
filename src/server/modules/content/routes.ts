import { FIELD_NAME_PATTERN } from '#core/forms/form-input.ts';
import { Hono, type Context } from 'hono';
import { SYSTEM_PAGES, SYSTEM_REVALIDATE, SYSTEM_SITES, isPublicCollection } from '#core/collections.ts';
import { REVALIDATE_NOT_DELETABLE } from '#core/content/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { UNKNOWN_COLLECTION, isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { deleteDocumentItem } from './delete-document.public.ts';
import { deleteMediaCollectionItem } from './delete-media-item.ts';
import { deletePageItem } from './delete-page-item.ts';
import { deleteSite } from './delete-site.ts';
import { DOCUMENT_SORT_FIELDS, listDocumentItems } from './list-documents.public.ts';
import { MEDIA_COLLECTIONS, MEDIA_SORT_FIELDS, listMediaItems } from './list-media.ts';
import { PAGE_COLLECTIONS, PAGE_SORT_FIELDS, listPageItems } from './list-pages.ts';
import { parseListQuery } from '#server/shared/listing/list-query.ts';
import { SITE_SORT_FIELDS, listSiteItems } from './list-sites.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';

const DELETED = { success: true, error: null } as const;
const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * The content manager's list and delete calls (spec 2 §7), mounted at /api:
 * GET /{collection}?limit&page&sort&sortField&searchQuery|search&siteId&includeTotalCount=true
 *   -> { data, items, error: null, pagination?: { total, page, limit } }
 * DELETE /{collection}/{id} -> { success: true, error: null }
 * for the page collections, system_images, system_videos and system_sites, and the same under
 * /data/{collection} for user data collections (any other query key there filters on a field).
 * Errors are { error } with 400, 401, 403, 404 or 405 (revalidate records are never deleted).
 * An item of a site the caller may not manage is a 403, as the existing media and page routes
 * answer; an id that is not there (or belongs to another collection) is a 404.
 * system_icons and system_colors keep their own routers, mounted before this one.
 */
export const contentRoutes = new Hono<AppEnv>();

const queryOf = (c: Context<AppEnv>) => c.req.query();

for (const collection of PAGE_COLLECTIONS) {
  contentRoutes.get(`/${collection}`, requireUser, async (c) => {
    const query = parseListQuery(queryOf(c), { sortFields: PAGE_SORT_FIELDS });
    const { db } = c.get('deps').database;
    // system_pages are the platform's whatever siteId says.
    const scope = collection === SYSTEM_PAGES ? { site: null } : await resolveScope(db, query.siteId);
    return c.json(await listPageItems(db, c.get('user')!, collection, scope, query));
  });
  if (collection === SYSTEM_REVALIDATE) {
    // Revalidate records are the published pages seen through revalidation: never deleted here.
    contentRoutes.delete(`/${collection}/:id`, requireUser, (c) => {
      c.header('Allow', 'GET');
      return jsonError(c, 405, REVALIDATE_NOT_DELETABLE);
    });
    continue;
  }
  contentRoutes.delete(`/${collection}/:id`, requireUser, async (c) => {
    await deletePageItem(c.get('deps'), c.get('user')!, collection, c.req.param('id'));
    return c.json(DELETED);
  });
}

for (const collection of MEDIA_COLLECTIONS) {
  contentRoutes.get(`/${collection}`, requireUser, async (c) => {
    const query = parseListQuery(queryOf(c), { sortFields: MEDIA_SORT_FIELDS });
    const deps = c.get('deps');
    return c.json(await listMediaItems(deps, c.get('user')!, collection, await resolveScope(deps.database.db, query.siteId), query));
  });
  contentRoutes.delete(`/${collection}/:id`, requireUser, async (c) => {
    await deleteMediaCollectionItem(c.get('deps'), c.get('user')!, collection, c.req.param('id'));
    return c.json(DELETED);
  });
}

contentRoutes.get(`/${SYSTEM_SITES}`, requireUser, async (c) => {
  const query = parseListQuery(queryOf(c), { sortFields: SITE_SORT_FIELDS });
  return c.json(await listSiteItems(c.get('deps').database.db, c.get('user')!, query));
});
contentRoutes.delete(`/${SYSTEM_SITES}/:id`, requireUser, async (c) => {
  await deleteSite(c.get('deps'), c.get('user')!, c.req.param('id'));
  return c.json(DELETED);
});

// User data collections: a …-public collection is readable by anyone, so no requireUser on GET.
contentRoutes.get('/data/:collection', async (c) => {
  const collection = c.req.param('collection');
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  // Signed-out callers learn nothing about sites from a collection they may not read anyway.
  if (!c.get('user') && !isPublicCollection(collection)) return jsonError(c, 401, AUTHENTICATION_REQUIRED);
  const raw = queryOf(c);
  // A defined field of the collection may be asked for too: listDocumentItems checks it once access is settled.
  const asked = raw.sortField?.trim();
  const query = parseListQuery(raw, { sortFields: asked && FIELD_NAME_PATTERN.test(asked) ? [...DOCUMENT_SORT_FIELDS, asked] : DOCUMENT_SORT_FIELDS, filters: true });
  const { db } = c.get('deps').database;
  return c.json(await listDocumentItems(db, c.get('user'), collection, await resolveScope(db, query.siteId), query));
});
contentRoutes.delete('/data/:collection/:id', requireUser, async (c) => {
  const collection = c.req.param('collection');
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  const { siteId } = await deleteDocumentItem(c.get('deps').database.db, c.get('user')!, collection, c.req.param('id'));
  await invalidateCollectionPages(c.get('deps'), siteId, collection);
  return c.json(DELETED);
});
