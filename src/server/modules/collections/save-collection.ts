import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseFormDefinition } from '#core/forms/form-definition.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { SUBMITTER_EDITS_TEXT, SUBMITTER_EDIT_OPTIONS, isSubmitterEdits, submitterEditsPossible } from '#core/forms/submitter-edits.ts';
import type { Db } from '#server/db/client.ts';
import { collection } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

export const INVALID_COLLECTION_NAME =
  'A collection name has 1–100 letters, digits, - and _, starts with a letter or digit, and is not a system or site collection name.';
export const COLLECTION_EXISTS = 'A collection with this name already exists';

function fieldsOf(raw: unknown): FormInput[] {
  if (raw === undefined) return [];
  const parsed = parseFormDefinition(raw);
  if (parsed.error !== null) throw new HttpError(400, parsed.error, { fields: [parsed.error] });
  return parsed.inputs;
}

function nameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!isDataCollectionName(name)) throw new HttpError(400, INVALID_COLLECTION_NAME, { name: [INVALID_COLLECTION_NAME] });
  return name;
}

const inScope = (scope: ContentScope, name: string) =>
  and(scope.site ? eq(collection.siteId, scope.site.id) : isNull(collection.siteId), eq(collection.name, name));

/** POST: a new collection, optionally with its fields. A name already defined is 409. */
export async function createCollection(db: Db, scope: ContentScope, body: Record<string, unknown>) {
  const name = nameOf(body.name);
  const fields = fieldsOf(body.fields);
  const [existing] = await db.select({ id: collection.id }).from(collection).where(inScope(scope, name)).limit(1);
  if (existing) throw new HttpError(409, COLLECTION_EXISTS, { name: [COLLECTION_EXISTS] });
  const [row] = await db
    .insert(collection)
    .values({ siteId: scope.site?.id ?? null, name, fields })
    .onConflictDoNothing()
    .returning({ name: collection.name, fields: collection.fields, updatedAt: collection.updatedAt });
  if (!row) throw new HttpError(409, COLLECTION_EXISTS, { name: [COLLECTION_EXISTS] });
  return row;
}

/** PUT: the collection's form definition, replacing the last; the collection is created when it only had records. */
export async function saveCollectionFields(db: Db, scope: ContentScope, rawName: string, body: Record<string, unknown>) {
  const name = nameOf(rawName);
  if (body.fields === undefined) throw new HttpError(400, 'fields is required: the list of inputs', { fields: ['fields is required'] });
  const fields = fieldsOf(body.fields);
  const [updated] = await db
    .update(collection)
    .set({ fields, updatedAt: sql`now()` })
    .where(inScope(scope, name))
    .returning({ name: collection.name, fields: collection.fields, updatedAt: collection.updatedAt });
  if (updated) return updated;
  const [created] = await db
    .insert(collection)
    .values({ siteId: scope.site?.id ?? null, name, fields })
    .returning({ name: collection.name, fields: collection.fields, updatedAt: collection.updatedAt });
  return created!;
}

export const INVALID_SUBMITTER_EDITS = `submitterEdits must be one of ${SUBMITTER_EDIT_OPTIONS.map((o) => o.value).join(', ')}`;

/**
 * PUT …/settings: whether submitters may edit their submissions (decision 033); the collection is
 * created when it only had records or forms. Products and system collections stay 'never'.
 */
export async function saveCollectionSettings(db: Db, scope: ContentScope, rawName: string, body: Record<string, unknown>) {
  const name = nameOf(rawName);
  const submitterEdits = body.submitterEdits;
  if (!isSubmitterEdits(submitterEdits)) throw new HttpError(400, INVALID_SUBMITTER_EDITS, { submitterEdits: [INVALID_SUBMITTER_EDITS] });
  if (submitterEdits !== 'never' && !submitterEditsPossible(name)) throw new HttpError(400, SUBMITTER_EDITS_TEXT.notPossible, { submitterEdits: [SUBMITTER_EDITS_TEXT.notPossible] });
  const set = { submitterEdits, updatedAt: sql`now()` };
  const returning = { name: collection.name, submitterEdits: collection.submitterEdits, updatedAt: collection.updatedAt };
  const [updated] = await db.update(collection).set(set).where(inScope(scope, name)).returning(returning);
  if (updated) return updated;
  const [created] = await db.insert(collection).values({ siteId: scope.site?.id ?? null, name, fields: [], submitterEdits }).onConflictDoNothing().returning(returning);
  if (created) return created;
  // Another request made the collection meanwhile (a first submission, a publish): set it there.
  const [again] = await db.update(collection).set(set).where(inScope(scope, name)).returning(returning);
  return again!;
}
