import { and, asc, eq, isNull } from 'drizzle-orm';
import Papa from 'papaparse';
import { FORMULA_CELL, recordColumns, toCell, type ExportFormat } from '#core/forms/records-io.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import type { Db } from '#server/db/client.ts';
import { document } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';
import { collectionFields } from '#server/modules/data/write-target.public.ts';

/** More than this is a job for a backup, not a download. */
export const MAX_EXPORT_RECORDS = 100_000;

/**
 * Every record of a collection, oldest first, as CSV (a header of _id, created_at, updated_at and
 * the fields; lists and objects as JSON text) or JSON (an array of records with the same keys).
 */
export async function exportRecords(db: Db, scope: ContentScope, name: string, format: ExportFormat): Promise<{ body: string; contentType: string; filename: string }> {
  const siteId = scope.site?.id ?? null;
  const rows = await db
    .select({ id: document.id, data: document.data, createdAt: document.createdAt, updatedAt: document.updatedAt })
    .from(document)
    .where(and(siteId ? eq(document.siteId, siteId) : isNull(document.siteId), eq(document.collection, name)))
    .orderBy(asc(document.createdAt), asc(document.id))
    .limit(MAX_EXPORT_RECORDS + 1);
  if (rows.length > MAX_EXPORT_RECORDS) throw new HttpError(413, `The collection has more than ${MAX_EXPORT_RECORDS} records: use a backup to copy it.`);
  const records = rows.map((row) => ({
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : { value: row.data }),
  }));
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${scope.site?.uniqueId ?? 'platform'}-${name}-${stamp}.${format}`;
  if (format === 'json') return { body: JSON.stringify(records, null, 2), contentType: 'application/json; charset=utf-8', filename };
  const fields: FormInput[] = (await collectionFields(db, siteId, name)).inputs ?? [];
  const columns = ['_id', 'created_at', 'updated_at', ...recordColumns(fields, records)];
  // Papa quotes cells with separators, quotes and line breaks and defuses formulas; a BOM lets spreadsheets read UTF-8.
  const csv = Papa.unparse({ fields: columns, data: records.map((record) => columns.map((column) => toCell(record[column as keyof typeof record]))) }, { newline: '\r\n', escapeFormulae: FORMULA_CELL });
  return { body: `\uFEFF${csv}\r\n`, contentType: 'text/csv; charset=utf-8', filename };
}
