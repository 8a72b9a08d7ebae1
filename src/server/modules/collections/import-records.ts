import { MAX_IMPORT_ROWS, MAX_LISTED_ROW_ERRORS, checkImportRows, rowToRecord, type RowError } from '#core/forms/records-io.ts';
import { withoutDerivedFields } from '#core/products/product-rules.ts';
import type { Db } from '#server/db/client.ts';
import { collection, document } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';
import { collectionFields } from '#server/modules/data/write-target.public.ts';
import { INVALID_COLLECTION_NAME } from './save-collection.ts';

const BATCH = 500;

export function rowErrorsMessage(count: number): string {
  return `${count} ${count === 1 ? 'row breaks' : 'rows break'} the collection's rules; nothing was imported.`;
}

/**
 * Imports records into a collection: every row is made a record with the collection's field types
 * and checked against its fields (free-form when it has none), then all are written in one
 * transaction. One bad row and nothing is written: 400 with the rows and their messages.
 */
export type ImportResult = { imported: number } | { error: string; rowErrors: RowError[]; rowErrorCount: number };

export async function importRecords(db: Db, actor: Actor, scope: ContentScope, name: string, body: Record<string, unknown>): Promise<ImportResult> {
  if (!isDataCollectionName(name)) throw new HttpError(400, INVALID_COLLECTION_NAME);
  const rows = body.records;
  if (!Array.isArray(rows) || rows.length === 0) throw new HttpError(400, 'records must be a non-empty list of rows');
  if (rows.length > MAX_IMPORT_ROWS) throw new HttpError(413, `At most ${MAX_IMPORT_ROWS} rows can be imported at once; split the file.`);
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) throw new HttpError(400, 'Every row must be an object of column names and values');
  const siteId = scope.site?.id ?? null;
  const defined = await collectionFields(db, siteId, name);
  const fields = defined.inputs ?? [];
  const records = (rows as Record<string, unknown>[]).map((row) => rowToRecord(fields, row));
  const failures = checkImportRows(fields, records, name);
  if (failures.length > 0) return { error: rowErrorsMessage(failures.length), rowErrors: failures.slice(0, MAX_LISTED_ROW_ERRORS), rowErrorCount: failures.length };
  // One millisecond apart, so sorting by creation date keeps the file's order.
  const base = Date.now() - records.length;
  await db.transaction(async (tx) => {
    if (!defined.exists) await tx.insert(collection).values({ siteId, name, fields: [] }).onConflictDoNothing();
    for (let start = 0; start < records.length; start += BATCH) {
      await tx.insert(document).values(
        records.slice(start, start + BATCH).map((data, offset) => {
          const at = new Date(base + start + offset);
          // A products file's rating and review count are not the file's to set (decision 052).
          return { siteId, collection: name, data: withoutDerivedFields(name, data), ownerId: actor.id, createdAt: at, updatedAt: at };
        }),
      );
    }
  });
  return { imported: records.length };
}
