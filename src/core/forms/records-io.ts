// Export and import of a collection's records (issue #9 part 6): the columns a file has, how a
// cell becomes a field value again, and which rows break the collection's rules. The browser
// runs it for the import preview, the server again before anything is written.
import { productFieldErrors } from '../products/product-rules.ts';
import { validateFields } from '../rules/validate-fields.ts';
import type { ValidationErrors } from '../rules/rule-types.ts';
import { FIELD_NAME_PATTERN, FORM_SYSTEM_KEYS, type FormInput } from './form-input.ts';
import { rulesForInputs } from './input-rules.ts';

/** Columns an export adds before the fields; an import reads past them (records get new ids and dates). */
export const EXPORT_META_COLUMNS = ['_id', 'created_at', 'updated_at'] as const;
/** Rows one import may hold: all are checked and written in one transaction, or none is. */
export const MAX_IMPORT_ROWS = 5_000;
/** Row errors an answer lists; the count says how many more there are. */
export const MAX_LISTED_ROW_ERRORS = 50;

export type ExportFormat = 'csv' | 'json';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json'];

/**
 * Cells a spreadsheet would run as a formula (=, +, @, a tab or CR first, or - not starting a
 * number) are written with a leading apostrophe; an import takes it off again.
 */
export const FORMULA_CELL = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;
const ESCAPED_FORMULA_CELL = /^'(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

export interface RowError {
  /** 1-based, as a person counts the rows of a file (the header not counted). */
  row: number;
  errors: ValidationErrors;
}

const META = new Set<string>(EXPORT_META_COLUMNS);
const STRUCTURED = new Set<FormInput['type']>(['array', 'colors', 'files']);

/** The definition's fields in order, then any other key the records hold, sorted. */
export function recordColumns(fields: readonly FormInput[], records: readonly Record<string, unknown>[]): string[] {
  const named = fields.map((field) => field.name);
  const known = new Set(named);
  const extra = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) if (!known.has(key) && !META.has(key)) extra.add(key);
  return [...named, ...[...extra].sort()];
}

/** A field value as one CSV cell: text as is, lists and objects as JSON. */
export function toCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * A row read from a file made back into a record: meta columns dropped, empty cells left out,
 * and cells of number, checkbox and list fields turned back into their values (a CSV holds text).
 * JSON rows keep their values.
 */
export function rowToRecord(fields: readonly FormInput[], row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const types = new Map(fields.map((field) => [field.name, field.type]));
  const record: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(row)) {
    // A file's byte-order mark can stick to the first column's name.
    const key = column.replace(/^\uFEFF/, '');
    if (META.has(key) || raw === '' || raw === null || raw === undefined) continue;
    const type = types.get(key);
    const cell = typeof raw === 'string' && ESCAPED_FORMULA_CELL.test(raw) ? raw.slice(1) : raw;
    record[key] = typeof cell === 'string' && type ? fromCell(cell, type) : cell;
  }
  return record;
}

function fromCell(cell: string, type: FormInput['type']): unknown {
  const text = cell.trim();
  if (type === 'number') return text !== '' && Number.isFinite(Number(text)) ? Number(text) : cell;
  if (type === 'checkbox') return text === 'true' ? true : text === 'false' ? false : cell;
  if (STRUCTURED.has(type) && (text.startsWith('[') || text.startsWith('{'))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return cell;
    }
  }
  return cell;
}

/**
 * The collection's rules for imported records. A file or files field holds the stored file's
 * address once imported, so it is checked as text (and, when required, for being there).
 */
export function importRules(fields: readonly FormInput[]): Record<string, string> {
  return rulesForInputs(
    fields.map((field) =>
      field.type === 'file' || field.type === 'files' ? { ...field, validationObject: { ...field.validationObject, type: field.type === 'files' ? 'array' : 'string' } } : field,
    ),
  );
}

/** Every row that breaks the rules (all of them, in file order), and unknown or unusable column names. */
export function checkImportRows(fields: readonly FormInput[], records: readonly Record<string, unknown>[], collection = ''): RowError[] {
  const rules = importRules(fields);
  const defined = new Set(fields.map((field) => field.name));
  const failures: RowError[] = [];
  records.forEach((record, index) => {
    // A products file is held to the money rule too (prices in range, whole cents), whatever its fields say.
    const errors: ValidationErrors = { ...validateFields(record, rules), ...productFieldErrors(collection, record) };
    for (const key of Object.keys(record)) {
      if (!FIELD_NAME_PATTERN.test(key) || FORM_SYSTEM_KEYS.includes(key)) errors[key] = [`"${key}" cannot be a field name`];
      else if (defined.size > 0 && !defined.has(key)) errors[key] = [`"${key}" is not a field of this collection`];
    }
    if (Object.keys(errors).length > 0) failures.push({ row: index + 1, errors });
  });
  return failures;
}
