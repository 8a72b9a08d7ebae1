// Import records into a collection from a CSV or JSON file (an export of this or another
// collection): read in the browser, previewed, checked row by row with the same rules the server
// applies, then sent in one request the server writes all or nothing of.
import Papa from 'papaparse';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { FormInput } from '#core/forms/form-input.ts';
import { MAX_IMPORT_ROWS, MAX_LISTED_ROW_ERRORS, checkImportRows, rowToRecord, type RowError } from '#core/forms/records-io.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { importRecords } from './collection-requests.ts';

const PREVIEW_ROWS = 10;

export interface ImportDialogProps {
  siteUniqueId: string;
  collection: string;
  fields: FormInput[];
  onClose(): void;
  onImported(count: number): void;
}

interface Loaded {
  fileName: string;
  rows: Record<string, unknown>[];
  columns: string[];
  rowErrors: RowError[];
}

/** Rows of a CSV (header row first) or JSON (an array of objects) file, or the reason it cannot be read. */
export async function readImportFile(file: File): Promise<{ rows: Record<string, unknown>[] } | { error: string }> {
  const text = await file.text();
  if (file.name.toLowerCase().endsWith('.json') || file.type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { error: `${file.name} is not valid JSON.` };
    }
    if (!Array.isArray(parsed) || !parsed.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
      return { error: `${file.name} must hold a list of records (an array of objects), as an export does.` };
    }
    return { rows: parsed as Record<string, unknown>[] };
  }
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  const problem = parsed.errors.find((error) => error.type !== 'Delimiter');
  if (problem) return { error: `${file.name}, row ${(problem.row ?? 0) + 1}: ${problem.message}` };
  return { rows: parsed.data };
}

export function ImportDialog({ siteUniqueId, collection, fields, onClose, onImported }: ImportDialogProps): ReactNode {
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<RowError[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setLoaded(null);
    setError('');
    setServerErrors([]);
    if (!file) return;
    const read = await readImportFile(file);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    if (read.rows.length === 0) {
      setError(`${file.name} has no rows to import.`);
      return;
    }
    if (read.rows.length > MAX_IMPORT_ROWS) {
      setError(`${file.name} has ${read.rows.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once. Split the file.`);
      return;
    }
    const records = read.rows.map((row) => rowToRecord(fields, row));
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
    setLoaded({ fileName: file.name, rows: read.rows, columns, rowErrors: checkImportRows(fields, records, collection) });
  };

  const submit = async () => {
    if (!loaded) return;
    setProgress(0);
    setError('');
    try {
      const result = await importRecords(siteUniqueId, collection, loaded.rows, setProgress);
      if ('imported' in result) onImported(result.imported);
      else {
        setServerErrors(result.rowErrors);
        setError(result.error);
      }
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const rowErrors = serverErrors.length > 0 ? serverErrors : (loaded?.rowErrors ?? []);
  const canImport = loaded !== null && loaded.rowErrors.length === 0 && progress === null;

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={`Import into ${collection}`}
      description={`A CSV file with a header row, or a JSON list of records, such as an export. Every row is checked against the collection's fields; if any row breaks them, nothing is imported. At most ${MAX_IMPORT_ROWS} rows.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!canImport} loading={progress !== null}>
            {loaded ? `Import ${loaded.rows.length} ${loaded.rows.length === 1 ? 'row' : 'rows'}` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            File to import
          </label>
          <input id={inputId} type="file" accept=".csv,.json,text/csv,application/json" onChange={(event) => void choose(event)} className="text-sm" />
        </div>
        {progress !== null ? <ProgressBar label="Importing" value={progress} /> : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {loaded ? (
          <>
            <p role="status" className="text-sm">
              {loaded.fileName}: {loaded.rows.length} {loaded.rows.length === 1 ? 'row' : 'rows'},{' '}
              {loaded.rowErrors.length === 0 ? 'all fit the collection.' : `${loaded.rowErrors.length} with problems to fix before importing.`}
            </p>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
            <div className="max-h-64 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label="Preview of the file">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">The first {Math.min(PREVIEW_ROWS, loaded.rows.length)} rows of the file</caption>
                <thead className="bg-surface-muted">
                  <tr>
                    <th scope="col" className="px-2 py-1 font-medium">
                      Row
                    </th>
                    {loaded.columns.map((column) => (
                      <th key={column} scope="col" className="px-2 py-1 font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {loaded.rows.slice(0, PREVIEW_ROWS).map((row, index) => {
                    const record = rowToRecord(fields, row);
                    return (
                      <tr key={index} className="border-t border-border">
                        <th scope="row" className="px-2 py-1 font-normal text-fg-muted">
                          {index + 1}
                        </th>
                        {loaded.columns.map((column) => (
                          <td key={column} className="max-w-48 truncate px-2 py-1">
                            {cellText(record[column])}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
        {rowErrors.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">Rows to fix</h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
            <ul className="mt-1 max-h-48 list-disc overflow-auto pl-5 text-sm text-danger focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} aria-label="Rows to fix">
              {rowErrors.slice(0, MAX_LISTED_ROW_ERRORS).map((failure) => (
                <li key={failure.row}>
                  Row {failure.row}:{' '}
                  {Object.entries(failure.errors)
                    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
                    .join('; ')}
                </li>
              ))}
            </ul>
            {rowErrors.length > MAX_LISTED_ROW_ERRORS ? <p className="text-sm text-fg-muted">…and {rowErrors.length - MAX_LISTED_ROW_ERRORS} more rows.</p> : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
