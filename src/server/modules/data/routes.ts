import { Hono } from 'hono';
import { FORM_UPDATE_MESSAGES } from '#core/forms/messages.ts';
import { MAX_UPLOAD_BYTES } from '#core/constants.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { UNKNOWN_COLLECTION, isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { MULTIPART_OVERHEAD_BYTES } from '#server/modules/media/upload-media.public.ts';
import { createDocument } from './create-document.ts';
import { getDocumentItem } from './get-document.ts';
import { updateDocument } from './update-document.ts';
import { validateAndUpload } from './validate-and-upload.ts';

/** The path of the form's validation upload (spec 1 §7). */
export const VALIDATION_UPLOAD_PATH = '/api/form/validation-and-file-upload';

/** What a submission's body may weigh: five of the largest files a form takes, and the rest of the form. */
export const SUBMISSION_BODY_LIMIT_BYTES = 5 * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * The data API's single-record and write calls (spec 1 §7, decision 019), mounted at /api/data
 * before the content routes (which keep GET /api/data/{collection} and DELETE …/{id}):
 * GET /{collection}/{id}[?siteId] -> { data: record, error: null }
 * POST /{collection} multipart -> 201 { data: record, error: null, message } | 200 { data: null, error: null, message: 'ok' } (silent abort)
 * PUT /{collection}/{id} multipart -> { data: record, error: null, message }
 * Errors: { error, validationErrors?, pathError? } with 400, 401, 403, 404 or 413.
 */
export const dataRoutes = new Hono<AppEnv>();

dataRoutes.get('/:collection/:id', async (c) => {
  const collection = c.req.param('collection');
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  const siteId = c.req.query('siteId')?.trim() || null;
  return c.json({ data: await getDocumentItem(c.get('deps').database.db, c.get('user'), collection, c.req.param('id'), siteId), error: null });
});

dataRoutes.post('/:collection', async (c) => {
  const collection = c.req.param('collection');
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  return createDocument(c, collection);
});

dataRoutes.put('/:collection', (c) => jsonError(c, 400, FORM_UPDATE_MESSAGES.missingId));
dataRoutes.put('/:collection/:id', async (c) => {
  const collection = c.req.param('collection');
  if (!isDataCollectionName(collection)) return jsonError(c, 404, UNKNOWN_COLLECTION);
  return updateDocument(c, collection, c.req.param('id'));
});

/** POST /api/form/validation-and-file-upload, mounted at /api/form. */
export const formRoutes = new Hono<AppEnv>();
formRoutes.post('/validation-and-file-upload', (c) => validateAndUpload(c));
