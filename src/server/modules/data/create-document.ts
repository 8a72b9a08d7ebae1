import type { Context } from 'hono';
import { FORM_SUBMIT_MESSAGES, FORM_SUCCESS } from '#core/forms/messages.ts';
import { productFieldErrors, withoutDerivedFields } from '#core/products/product-rules.ts';
import { document } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { toDocumentItem } from '#server/modules/content/list-documents.public.ts';
import { mailContactSubmission } from '#server/modules/forms/contact-mail.public.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { SILENT_ABORT, botChecks } from './bot-checks.ts';
import { ensureCollection, type DbOrTx } from './form-bindings.public.ts';
import { readSubmission } from './read-submission.ts';
import { discardUploads, recordImageHosts, storeUploads } from './store-uploads.ts';
import { checkSubmission } from './submission-fields.ts';
import { hasContent, invalidAnswer } from './write-answers.ts';
import { resolveWriteTarget } from './write-target.public.ts';

/**
 * POST /api/data/{collection} (spec 1 §7, decision 019), in this order: the body is read and
 * bounded; the bot challenge is verified; the honeypot and timing checks may end it silently;
 * the definition is found (a published form's, or the collection's for members); the rule engine
 * checks the data and the files (and a product's prices and limits: product-rules.ts); the files are
 * stored as the site's media; the record is written (with the signed-in caller as its creator and the
 * form it came through: what a submitter's later edit is held to, decision 033); cached pages listing
 * the collection are dropped; a contact
 * form's mail is sent. Nothing is written before the
 * last check passed.
 */
export async function createDocument(c: Context<AppEnv>, collectionName: string) {
  const deps = c.get('deps');
  const actor = c.get('user');
  const submission = await readSubmission(c);
  if ((await botChecks(c, submission)) === 'abort') return c.json(SILENT_ABORT, 200);
  const target = await resolveWriteTarget(deps.database.db, actor, collectionName, submission);
  if (!hasContent(submission)) throw new HttpError(400, FORM_SUBMIT_MESSAGES.noData);
  const answered = checkSubmission(submission, target.inputs, recordImageHosts(deps));
  if (!answered.ok) return invalidAnswer(c, answered.validationErrors);
  // A product's rating and review count are the server's, from approved reviews: what a client sends for them is dropped.
  const checked = { ...answered, values: withoutDerivedFields(collectionName, answered.values) };
  const productErrors = productFieldErrors(collectionName, checked.values);
  if (productErrors) return invalidAnswer(c, productErrors);

  const owner = { siteId: target.siteId, ownerId: actor?.id ?? null };
  const stored = await storeUploads(deps, owner, checked.uploads, checked.values);
  const write = async (db: DbOrTx) => {
    const [inserted] = await db
      .insert(document)
      .values({ collection: collectionName, siteId: target.siteId, ownerId: owner.ownerId, formId: target.binding?.formId ?? null, data: { ...checked.values, ...stored.values } })
      .returning();
    return inserted!;
  };
  // A collection seen a moment ago takes the record alone; a new one is made with its first record.
  const { db } = deps.database;
  const row = await (
    target.collectionExists
      ? write(db)
      : db.transaction(async (tx) => {
          await ensureCollection(tx, target.siteId, collectionName);
          return write(tx);
        })
  ).catch(async (error: unknown) => {
    await discardUploads(deps, stored.media);
    throw error;
  });
  await invalidateCollectionPages(deps, target.siteId, collectionName);
  if (target.binding?.purpose === 'contact') await mailContactSubmission(deps, { bindingId: target.binding.id, documentId: row.id });
  return c.json({ data: toDocumentItem(row, target.siteUniqueId), error: null, message: FORM_SUCCESS.created }, 201);
}
