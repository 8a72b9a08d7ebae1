import type { Context } from 'hono';
import { DATA_API_MESSAGES } from '#core/forms/messages.ts';
import type { ValidationErrors } from '#core/rules/rule-types.ts';
import { document, site } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/http/errors.ts';
import { RECORD_NOT_FOUND } from '#server/modules/content/delete-document.public.ts';
import { isUuid } from '#server/http/ids.ts';
import type { Submission } from './read-submission.ts';
import { SERVER_RECORD_KEYS } from './submission-fields.ts';
import { FORM_SYSTEM_KEYS } from '#core/forms/form-input.ts';

/** 400 { error: 'Validation failed', validationErrors, pathError? }: a page path's error also goes under the path field (spec 3 §8). */
export function invalidAnswer(c: Context, validationErrors: ValidationErrors) {
  const pathError = validationErrors.path?.[0];
  return c.json({ error: DATA_API_MESSAGES.validationFailed, validationErrors, ...(pathError ? { pathError } : {}) }, 400);
}

/** Whether a write carries any field besides the form's own keys, or a file: none is 'No data provided…'. */
export function hasContent(submission: Pick<Submission, 'data' | 'files'>): boolean {
  return submission.files.size > 0 || Object.keys(submission.data).some((key) => !FORM_SYSTEM_KEYS.includes(key) && !SERVER_RECORD_KEYS.includes(key));
}

export type StoredRecord = typeof document.$inferSelect & { siteUniqueId: string | null };

/** A record of `collection` by id, with its site's public id; 404 when the id is not one of that collection's. */
export async function findRecord(db: Db, collection: string, id: string): Promise<StoredRecord> {
  if (!isUuid(id)) throw new HttpError(404, RECORD_NOT_FOUND);
  const [row] = await db.select({ record: document, siteUniqueId: site.uniqueId }).from(document).leftJoin(site, eq(site.id, document.siteId)).where(eq(document.id, id)).limit(1);
  if (!row || row.record.collection !== collection) throw new HttpError(404, RECORD_NOT_FOUND);
  return { ...row.record, siteUniqueId: row.siteUniqueId };
}
