import { and, eq, isNull } from 'drizzle-orm';
import { formIdOf, parseFormId } from '#core/forms/form-block.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { DATA_API_MESSAGES } from '#core/forms/messages.ts';
import type { Db } from '#server/db/client.ts';
import { collection, formBinding } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { canWriteRecordsOf } from '#server/shared/access/record-authority.ts';

/** Where a write goes and what it is checked against (decision 019). */
export interface WriteTarget {
  siteId: string | null;
  /** The site's public unique id (records answer it as site_id). */
  siteUniqueId: string | null;
  /** The definition the data is validated against; null: none stored, free-form (members only). */
  inputs: FormInput[] | null;
  /** The published form the write comes through, when it does (`formId` as `formIdOf` writes it). */
  binding: { id: string; purpose: string; formId: string } | null;
  /** The collection's row is known to exist (a write need not create it). */
  collectionExists: boolean;
}

/** Whether the collection exists, and its own definition (its fields; null when it has none). */
export async function collectionFields(db: Db, siteId: string | null, name: string): Promise<{ exists: boolean; inputs: FormInput[] | null }> {
  const [row] = await db
    .select({ fields: collection.fields })
    .from(collection)
    .where(and(siteId === null ? isNull(collection.siteId) : eq(collection.siteId, siteId), eq(collection.name, name)))
    .limit(1);
  return { exists: row !== undefined, inputs: definitionOf(row?.fields) };
}

/** A stored definition (parsed when it was saved or published); empty or missing: none. */
export function definitionOf(stored: unknown): FormInput[] | null {
  return Array.isArray(stored) && stored.length > 0 ? (stored as FormInput[]) : null;
}

/** The collection a published form writes, or null when `formId` names no published form. */
export async function boundCollection(db: Db, formId: string): Promise<string | null> {
  const ids = parseFormId(formId);
  if (!ids) return null;
  const [row] = await db
    .select({ collectionName: formBinding.collectionName })
    .from(formBinding)
    .where(and(eq(formBinding.pageId, ids.pageId), eq(formBinding.blockId, ids.blockId)))
    .limit(1);
  return row?.collectionName ?? null;
}

/**
 * Through a published form (`formId`): the binding must exist and write this collection of its
 * own site (403 otherwise), and anyone may use it. Without one: the caller must be a member of the
 * site (or an admin), and the collection's own definition applies.
 */
export async function resolveWriteTarget(db: Db, actor: Actor | null, collectionName: string, request: { formId: string | null; siteId: string | null }): Promise<WriteTarget> {
  const scope = await resolveScope(db, request.siteId);
  if (request.formId !== null) {
    const ids = parseFormId(request.formId);
    const [binding] = ids
      ? await db
          .select({ id: formBinding.id, pageId: formBinding.pageId, blockId: formBinding.blockId, siteId: formBinding.siteId, collectionName: formBinding.collectionName, purpose: formBinding.purpose, inputs: formBinding.inputs })
          .from(formBinding)
          .where(and(eq(formBinding.pageId, ids.pageId), eq(formBinding.blockId, ids.blockId)))
          .limit(1)
      : [];
    if (!binding) throw new HttpError(403, DATA_API_MESSAGES.formNotPublished);
    if (binding.collectionName !== collectionName || (scope.site !== null && scope.site.id !== binding.siteId)) {
      throw new HttpError(403, DATA_API_MESSAGES.wrongCollection);
    }
    const site = scope.site ?? (binding.siteId === null ? null : (await resolveScope(db, binding.siteId)).site);
    // Publishing the form made its collection's row (replaceFormBindings), and collections are never deleted.
    return { siteId: binding.siteId, siteUniqueId: site?.uniqueId ?? null, inputs: definitionOf(binding.inputs) ?? [], binding: { id: binding.id, purpose: binding.purpose, formId: formIdOf(binding.pageId, binding.blockId) }, collectionExists: true };
  }
  if (!actor) throw new HttpError(401, DATA_API_MESSAGES.signInToWrite);
  const siteId = scope.site?.id ?? null;
  if (!(await canWriteRecordsOf(db, actor, siteId))) throw new HttpError(403, DATA_API_MESSAGES.mayNotWrite);
  const own = await collectionFields(db, siteId, collectionName);
  return { siteId, siteUniqueId: scope.site?.uniqueId ?? null, inputs: own.inputs, binding: null, collectionExists: own.exists };
}
