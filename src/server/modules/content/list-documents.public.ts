import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RECORD_SORT_FIELDS, recordSortFields } from '#core/content/record-table.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { collection as collectionTable, document, documentSearch } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canReadDataCollection } from '#server/shared/access/can-read-data-collection.ts';
import { unknownSortField, type ListQuery } from '#server/shared/listing/list-query.ts';
import { ADMINS_ONLY, FORBIDDEN_SITE, listAnswer, offsetOf, orderBy, type ListAnswer } from '#server/shared/listing/list-result.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

/** Shared with the dashboard's records table, whose sortable headers are exactly these. */
export const DOCUMENT_SORT_FIELDS = RECORD_SORT_FIELDS;

/** A record: its fields, then the server's own (id, dates, site) which a field of the same name cannot hide. */
export type DocumentItem = Record<string, unknown> & { id: string; _id: string; created_at: string; updated_at: string; site_id: string | null };

// `title` is not in the data API's allow-list; blocks listing a collection may sort by it.
const SORT_COLUMNS = { created_at: document.createdAt, updated_at: document.updatedAt, title: sql`${document.data}->>'title'` } as const;

/**
 * GET /api/data/{collection}. Search matches any top-level string value: `search_text` is the
 * database's lower-cased copy of them with a trigram index, so `%word%` never scans the table.
 */
export async function listDocumentItems(db: Db, actor: Actor | null, collection: string, scope: ContentScope, query: ListQuery): Promise<ListAnswer<DocumentItem>> {
  if (!(await canReadDataCollection(db, actor, collection, scope.site?.id ?? null))) {
    if (!actor) throw new HttpError(401, 'Authentication required');
    throw new HttpError(403, scope.site ? FORBIDDEN_SITE : ADMINS_ONLY);
  }
  return queryDocumentItems(db, collection, scope, query, await definedFieldSort(db, collection, scope, query.sortField));
}

/** A number that text can be read as; anything else sorts as no value (never a cast error). */
const NUMERIC_TEXT = '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$';

/**
 * The order of a sortField beyond the dates: one of the collection's defined fields (numbers by
 * value, the rest as text), looked up only after the caller may read the collection, so the 400
 * naming the allowed fields tells nobody else what the collection holds.
 */
async function definedFieldSort(db: Db, name: string, scope: ContentScope, sortField: string): Promise<SQL | undefined> {
  if ((DOCUMENT_SORT_FIELDS as readonly string[]).includes(sortField)) return undefined;
  const siteId = scope.site?.id ?? null;
  const [row] = await db
    .select({ fields: collectionTable.fields })
    .from(collectionTable)
    .where(and(siteId ? eq(collectionTable.siteId, siteId) : isNull(collectionTable.siteId), eq(collectionTable.name, name)))
    .limit(1);
  const inputs = Array.isArray(row?.fields) ? (row.fields as FormInput[]) : [];
  const allowed = recordSortFields(inputs);
  if (!allowed.includes(sortField)) throw unknownSortField(sortField, allowed);
  const text = sql`${document.data}->>${sortField}`;
  return inputs.find((input) => input.name === sortField)?.type === 'number' ? sql`case when ${text} ~ ${NUMERIC_TEXT} then (${text})::numeric end` : text;
}

/**
 * The records of `collection` in `scope` that `query` selects, with no access check: for callers
 * that decided access themselves (a published page listing its own site's records).
 */
export async function queryDocumentItems(db: Db, collection: string, scope: ContentScope, query: ListQuery, sortColumn?: SQL): Promise<ListAnswer<DocumentItem>> {
  const siteId = scope.site?.id ?? null;
  // lower() on both sides: the stored text was lower-cased by the same function, whatever the database's locale.
  const pattern = query.search ? sql`lower(${containsPattern(query.search)})` : null;
  const filters = Object.entries(query.filters).map(([key, value]) => sql`${document.data}->>${key} = ${value}`);
  const where = and(
    siteId ? eq(document.siteId, siteId) : isNull(document.siteId),
    eq(document.collection, collection),
    pattern ? sql`${document.searchText} like ${pattern}` : undefined,
    ...filters,
  );
  // A search's total with no field filter is counted on the narrow copy of the search text (same
  // rows, a third of the pages); with field filters the records must be read anyway.
  const countWhere =
    pattern && filters.length === 0
      ? and(siteId ? eq(documentSearch.siteId, siteId) : isNull(documentSearch.siteId), eq(documentSearch.collection, collection), sql`${documentSearch.searchText} like ${pattern}`)
      : null;
  const [rows, total] = await Promise.all([
    db
      .select({ id: document.id, data: document.data, createdAt: document.createdAt, updatedAt: document.updatedAt })
      .from(document)
      .where(where)
      .orderBy(...orderBy(query, sortColumn ?? SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS], document.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    query.includeTotalCount ? countDocuments(db, countWhere ? { table: documentSearch, where: countWhere } : { table: document, where }) : null,
  ]);
  const siteUniqueId = scope.site?.uniqueId ?? null;
  return listAnswer(rows.map((row) => toDocumentItem(row, siteUniqueId)), query, total);
}

/** A stored record as every data call answers it (`siteUniqueId`: its site's public id). */
export function toDocumentItem(row: { id: string; data: unknown; createdAt: Date; updatedAt: Date }, siteUniqueId: string | null): DocumentItem {
  return {
    ...(isPlainObject(row.data) ? row.data : { value: row.data }),
    id: row.id,
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    site_id: siteUniqueId,
  };
}

async function countDocuments(db: Db, { table, where }: { table: typeof document | typeof documentSearch; where: SQL | undefined }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
