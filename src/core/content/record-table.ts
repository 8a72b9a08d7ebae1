// The dashboard's records table of a data collection (issue #9 part 6): which columns it shows,
// which of them the data API can sort by, and what a record without a definition can be edited
// as. The server reads the sort allow-list and the server-owned keys from here too, so a header
// button can never offer a sort the API refuses.
import type { SortDirection } from './content-sources.ts';
import { FORM_SYSTEM_KEYS, type FormInput } from '../forms/form-input.ts';
import { recordColumns } from '../forms/records-io.ts';

/** What GET /api/data/{collection} may always sort by; a collection's defined fields come on top (recordSortFields). */
export const RECORD_SORT_FIELDS = ['created_at', 'updated_at'] as const;
/** created_at, updated_at or one of the collection's defined field names. */
export type RecordSortField = string;

/** The collection's allow-list of sortField (issue #9: allow-listed per collection): the dates, then its defined fields. */
export function recordSortFields(fields: readonly Pick<FormInput, 'name'>[]): string[] {
  return [...RECORD_SORT_FIELDS, ...fields.map((field) => field.name).filter((name) => isRecordField(name))];
}

/** Keys the server sets on every record as the list answers it; data cannot set them. */
export const RECORD_SERVER_KEYS: readonly string[] = ['id', '_id', 'created_at', 'updated_at', 'site_id'];

export interface RecordSort {
  sortField: RecordSortField;
  sort: SortDirection;
}

/** The API's own default order: newest first. */
export const DEFAULT_RECORD_SORT: RecordSort = { sortField: 'created_at', sort: 'desc' };

/** Field columns shown before the dates; the detail dialog shows every field. */
export const RECORD_TABLE_FIELD_COLUMNS = 5;

export interface RecordColumn {
  /** The record key the cell shows. */
  key: string;
  label: string;
  /** The API's sortField for this column, or null when the API cannot sort by it. */
  sortField: RecordSortField | null;
}

const DATE_COLUMNS: readonly RecordColumn[] = [
  { key: 'created_at', label: 'Created', sortField: 'created_at' },
  { key: 'updated_at', label: 'Updated', sortField: 'updated_at' },
];

const isRecordField = (key: string): boolean => !RECORD_SERVER_KEYS.includes(key) && !FORM_SYSTEM_KEYS.includes(key);

/** Without a definition a record is called by its title or name (as its card is), so those lead. */
const NAME_KEYS = ['title', 'name'];
const namePriority = (key: string): number => (NAME_KEYS.includes(key) ? NAME_KEYS.indexOf(key) : NAME_KEYS.length);

/**
 * The first fields of the collection's definition (labelled as its form labels them, sortable), or,
 * with no definition, the first keys its records hold (title and name first, the rest sorted; the
 * API cannot sort by keys no definition names); then Created and Updated.
 */
export function recordTableColumns(fields: readonly FormInput[], records: readonly Record<string, unknown>[]): RecordColumn[] {
  const fieldColumns: RecordColumn[] =
    fields.length > 0
      ? fields.map((field) => ({ key: field.name, label: field.label?.trim() || field.name, sortField: field.name }))
      : recordColumns([], records)
          .filter(isRecordField)
          .sort((a, b) => namePriority(a) - namePriority(b))
          .map((key) => ({ key, label: key, sortField: null }));
  return [...fieldColumns.filter((column) => isRecordField(column.key)).slice(0, RECORD_TABLE_FIELD_COLUMNS), ...DATE_COLUMNS];
}

/** A header press: a new column sorts ascending first; the sorted column flips. */
export function nextRecordSort(current: RecordSort, sortField: RecordSortField): RecordSort {
  if (current.sortField !== sortField) return { sortField, sort: 'asc' };
  return { sortField, sort: current.sort === 'asc' ? 'desc' : 'asc' };
}

/** Text longer than this, or on several lines, is edited in a textarea. */
const LONG_TEXT = 80;

/**
 * What a record of a collection with no definition is edited as: each plain field (text, number,
 * true/false, empty) as an input of its own kind, so a number stays a number and a flag a flag.
 * Lists and objects are left out: an update merges into the record, so they stay as they are.
 */
export function freeFormInputs(record: Readonly<Record<string, unknown>>): FormInput[] {
  const inputs: FormInput[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (!isRecordField(name)) continue;
    if (typeof value === 'number') inputs.push({ name, type: 'number' });
    else if (typeof value === 'boolean') inputs.push({ name, type: 'checkbox' });
    else if (typeof value === 'string') inputs.push({ name, type: value.length > LONG_TEXT || value.includes('\n') ? 'textarea' : 'text' });
    else if (value === null) inputs.push({ name, type: 'text' });
  }
  return inputs;
}
