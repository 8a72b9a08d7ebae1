import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { collectionScope } from './collection-access.ts';
import { listCollections } from './list-collections.ts';
import { EXPORT_FORMATS, type ExportFormat } from '#core/forms/records-io.ts';
import { HttpError } from '#server/http/errors.ts';
import { exportRecords } from './export-records.ts';
import { importRecords } from './import-records.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { INVALID_COLLECTION_NAME, createCollection, saveCollectionFields, saveCollectionSettings } from './save-collection.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';

const answer = (row: { name: string; fields: unknown; updatedAt: Date }) => ({ name: row.name, fields: row.fields, updatedAt: row.updatedAt.toISOString() });

/**
 * A site's data collections for the dashboard (issue #9 part 6), mounted at /api/collections:
 * GET /?siteId -> { data: CollectionSummary[], error: null }
 * POST / JSON { siteId, name, fields? } -> 201 { data: { name, fields, updatedAt }, error: null }; 409 when it exists
 * PUT /:name JSON { siteId, fields } -> { data, error: null } (creates the definition when only records existed)
 * PUT /:name/settings JSON { siteId, submitterEdits: 'never'|'24h'|'always' } -> { data: { name, submitterEdits, updatedAt }, error: null }
 * GET /:name/export?siteId&format=csv|json -> the records as a download (decision 019, core/forms/records-io.ts)
 * POST /:name/import JSON { siteId, records: rows } -> 201 { imported, error: null }; 400 { error, rowErrors,
 *   rowErrorCount } with nothing written when any row breaks the collection's rules
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
  })
  .put('/:name/settings', async (c) => {
    const body = await readJsonObject(c);
    const { db } = c.get('deps').database;
    const scope = await collectionScope(db, c.get('user'), body.siteId);
    const row = await saveCollectionSettings(db, scope, c.req.param('name'), body);
    return c.json({ data: { ...row, updatedAt: row.updatedAt.toISOString() }, error: null });
  })
  .get('/:name/export', async (c) => {
    const format = c.req.query('format') ?? 'csv';
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new HttpError(400, `format must be one of ${EXPORT_FORMATS.join(', ')}`);
    const { db } = c.get('deps').database;
    const scope = await collectionScope(db, c.get('user'), c.req.query('siteId'));
    if (!isDataCollectionName(c.req.param('name'))) throw new HttpError(400, INVALID_COLLECTION_NAME);
    const file = await exportRecords(db, scope, c.req.param('name'), format as ExportFormat);
    return c.body(file.body, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    });
  })
  .post('/:name/import', async (c) => {
    const body = await readJsonObject(c);
    const { db } = c.get('deps').database;
    const user = c.get('user')!;
    const scope = await collectionScope(db, user, body.siteId);
    const name = c.req.param('name');
    const result = await importRecords(db, user, scope, name, body);
    if ('error' in result) return c.json(result, 400);
    await invalidateCollectionPages(c.get('deps'), scope.site?.id ?? null, name);
    return c.json({ imported: result.imported, error: null }, 201);
  });
