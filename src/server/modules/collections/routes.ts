import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/modules/auth/middleware.ts';
import { collectionScope } from './collection-access.ts';
import { listCollections } from './list-collections.ts';
import { createCollection, saveCollectionFields } from './save-collection.ts';

const answer = (row: { name: string; fields: unknown; updatedAt: Date }) => ({ name: row.name, fields: row.fields, updatedAt: row.updatedAt.toISOString() });

/**
 * A site's data collections for the dashboard (issue #9 part 6), mounted at /api/collections:
 * GET /?siteId -> { data: CollectionSummary[], error: null }
 * POST / JSON { siteId, name, fields? } -> 201 { data: { name, fields, updatedAt }, error: null }; 409 when it exists
 * PUT /:name JSON { siteId, fields } -> { data, error: null } (creates the definition when only records existed)
 * Errors { error, validationErrors? } 400/401/403/404/409. The site's owners and editors and admins;
 * the platform's collections (no siteId): admins.
 */
export const collectionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db } = c.get('deps').database;
    const scope = await collectionScope(db, c.get('user'), c.req.query('siteId'));
    return c.json({ data: await listCollections(db, scope), error: null });
  })
  .post('/', async (c) => {
    const body = await readJsonObject(c);
    const { db } = c.get('deps').database;
    const scope = await collectionScope(db, c.get('user'), body.siteId);
    return c.json({ data: answer(await createCollection(db, scope, body)), error: null }, 201);
  })
  .put('/:name', async (c) => {
    const body = await readJsonObject(c);
    const { db } = c.get('deps').database;
    const scope = await collectionScope(db, c.get('user'), body.siteId);
    return c.json({ data: answer(await saveCollectionFields(db, scope, c.req.param('name'), body)), error: null });
  });
