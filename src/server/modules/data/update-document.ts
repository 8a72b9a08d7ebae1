import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { DATA_API_MESSAGES, FORM_SUCCESS, FORM_UPDATE_MESSAGES } from '#core/forms/messages.ts';
import { productFieldErrors, withoutDerivedFields } from '#core/products/product-rules.ts';
import { mergeDocumentData } from '#server/db/merge-document-data.ts';
import { document } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { toDocumentItem } from '#server/modules/content/list-documents.public.ts';
import { recordAuthority } from '#server/shared/access/record-authority.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { SILENT_ABORT, botChecks } from './bot-checks.ts';
import { reconcileEdit } from './reconcile-edit.ts';
import { readSubmission } from './read-submission.ts';
import { discardUploads, recordImageHosts, storeUploads } from './store-uploads.ts';
import { checkSubmission } from './submission-fields.ts';
import { findRecord, hasContent, invalidAnswer } from './write-answers.ts';
import { collectionFields, resolveWriteTarget } from './write-target.public.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * PUT /api/data/{collection}/{id} (multipart as POST, plus oldSystemPath), decided on every request
 * (decision 033): the site's current members and admins, against the collection's definition or,
 * with `formId`, that published form's (a collection without a definition takes free-form edits
 * from them only). Whoever submitted the record through a published form may change it only when
 * the collection allows it now (never by default; within 24 hours; always; never for products)
 * and only through that same form, so only that form's fields are written. Fields are merged into
 * the stored record; with a `loaded` part (what the form was given) it is a three-way merge, and a
 * field both this editor and someone else changed since the form was opened is a 409
 * (reconcile-edit.ts).
 */
export async function updateDocument(c: Context<AppEnv>, collectionName: string, id: string) {
  const deps = c.get('deps');
  const { db } = deps.database;
  const actor = c.get('user');
  if (!actor) throw new HttpError(401, 'Authentication required');
  const record = await findRecord(db, collectionName, id);
  const authority = await recordAuthority(db, actor, record);
  if (authority.as === 'none') throw new HttpError(403, authority.windowClosed ? DATA_API_MESSAGES.editWindowClosed : DATA_API_MESSAGES.mayNotUpdate);
  const submission = await readSubmission(c);
  if ((await botChecks(c, submission)) === 'abort') return c.json(SILENT_ABORT, 200);
  if (!hasContent(submission)) throw new HttpError(400, FORM_UPDATE_MESSAGES.noData);

  let { inputs } = await collectionFields(db, record.siteId, collectionName);
  if (submission.formId !== null) {
    const target = await resolveWriteTarget(db, actor, collectionName, { formId: submission.formId, siteId: record.siteUniqueId });
    if (target.siteId !== record.siteId) throw new HttpError(403, DATA_API_MESSAGES.wrongCollection);
    if (authority.as === 'submitter' && target.binding?.formId !== authority.formId) throw new HttpError(403, DATA_API_MESSAGES.editThroughForm);
    inputs = target.inputs;
  } else if (authority.as === 'submitter') {
    throw new HttpError(403, DATA_API_MESSAGES.editThroughForm);
  }
  const base = isObject(record.data) ? record.data : {};
  const answered = checkSubmission(submission, inputs, recordImageHosts(deps), base);
  if (!answered.ok) return invalidAnswer(c, answered.validationErrors);
  // A product's rating and review count are the server's, from approved reviews: what a client sends for them is dropped.
  const checked = { ...answered, values: withoutDerivedFields(collectionName, answered.values) };
  // The money rule whatever the definition says: a product's price is never negative, huge or finer than a cent.
  const productErrors = productFieldErrors(collectionName, checked.values);
  if (productErrors) return invalidAnswer(c, productErrors);

  const stored = await storeUploads(deps, { siteId: record.siteId, ownerId: actor.id }, checked.uploads, { ...base, ...checked.values });
  const values = { ...checked.values, ...stored.values };
  const outcome = await db
    .transaction(async (tx) => {
      let write = values;
      // The form says what it was given: a field it left alone keeps what someone else wrote
      // since, and a field both changed is not overwritten.
      if (submission.loaded) {
        const [current] = await tx.select({ data: document.data }).from(document).where(eq(document.id, record.id)).for('update');
        const edit = reconcileEdit(current?.data, submission.loaded, values);
        if (edit.conflicts.length > 0) return { conflicts: edit.conflicts };
        write = edit.write;
      }
      const [row] = await tx
        .update(document)
        // Merged by the database, not from `base`: a field this form does not send (a product's
        // stock that a checkout takes while the owner edits its description) keeps its value.
        .set({ data: mergeDocumentData(write), updatedAt: new Date() })
        .where(eq(document.id, record.id))
        .returning();
      return { row };
    })
    .catch(async (error: unknown) => {
      await discardUploads(deps, stored.media);
      throw error;
    });
  if (outcome.conflicts) {
    await discardUploads(deps, stored.media);
    const validationErrors = Object.fromEntries(outcome.conflicts.map((field) => [field, [DATA_API_MESSAGES.fieldChangedMeanwhile]]));
    return c.json({ error: DATA_API_MESSAGES.changedMeanwhile, validationErrors }, 409);
  }
  const { row } = outcome;
  if (!row) throw new HttpError(404, FORM_UPDATE_MESSAGES.missingId);
  await invalidateCollectionPages(deps, record.siteId, collectionName);
  return c.json({ data: toDocumentItem(row, record.siteUniqueId), error: null, message: FORM_SUCCESS.updated });
}
