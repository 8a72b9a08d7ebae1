import type { Context } from 'hono';
import { DATA_API_MESSAGES, FORM_SUBMIT_MESSAGES } from '#core/forms/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { UNKNOWN_COLLECTION, isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { SILENT_ABORT, botChecks } from './bot-checks.ts';
import { readSubmission } from './read-submission.ts';
import { recordImageHosts, storeUploads } from './store-uploads.ts';
import { checkSubmission } from './submission-fields.ts';
import { invalidAnswer } from './write-answers.ts';
import { boundCollection, resolveWriteTarget } from './write-target.public.ts';

/**
 * POST /api/form/validation-and-file-upload (multipart data, rules, files, and `formId` or
 * `collection`; a `formId` alone stands for its form's collection): checks exactly as POST
 * /api/data/{collection} would, with the same definition and the same access, and stores the
 * files; no record is written. Answers { data: { field: url |
 * url[] }, validationErrors: null }, or 400 with validationErrors.
 */
export async function validateAndUpload(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const submission = await readSubmission(c);
  // A published form may name only itself: its binding says which collection.
  const bound = submission.collection === null && submission.formId !== null ? await boundCollection(deps.database.db, submission.formId) : null;
  if (submission.collection === null && submission.formId !== null && bound === null) throw new HttpError(403, DATA_API_MESSAGES.formNotPublished);
  const collectionName = submission.collection ?? bound;
  if (collectionName === null) throw new HttpError(400, FORM_SUBMIT_MESSAGES.noSource);
  if (!isDataCollectionName(collectionName)) throw new HttpError(404, UNKNOWN_COLLECTION);
  if ((await botChecks(c, submission)) === 'abort') return c.json(SILENT_ABORT, 200);
  const target = await resolveWriteTarget(deps.database.db, c.get('user'), collectionName, submission);
  const checked = checkSubmission(submission, target.inputs, recordImageHosts(deps));
  if (!checked.ok) return invalidAnswer(c, checked.validationErrors);
  const stored = await storeUploads(deps, { siteId: target.siteId, ownerId: c.get('user')?.id ?? null }, checked.uploads, checked.values);
  return c.json({ data: stored.values, error: null, validationErrors: null });
}
