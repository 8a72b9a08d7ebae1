import { isDeepStrictEqual } from 'node:util';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ReconciledEdit {
  /** What to write: the fields the editor changed (a field it sent as it was given keeps the stored value). */
  write: Record<string, unknown>;
  /** Fields both the editor and someone else changed since the form was opened, to different values. */
  conflicts: string[];
}

/**
 * A three-way merge of an edit: `loaded` is what the form was given (null: the record lacked the
 * field), `written` what it sends, `stored` the record now. A field the editor left as it was is
 * not written, so a change made meanwhile (a checkout taking stock while the owner edits the
 * description) stands; a field both changed is a conflict. A field missing from `loaded` is written.
 */
export function reconcileEdit(stored: unknown, loaded: Record<string, unknown>, written: Record<string, unknown>): ReconciledEdit {
  const current = isObject(stored) ? stored : {};
  const now = (key: string) => (Object.hasOwn(current, key) ? current[key] : null) ?? null;
  const write: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const [key, value] of Object.entries(written)) {
    if (!Object.hasOwn(loaded, key)) write[key] = value;
    else if (isDeepStrictEqual(value ?? null, loaded[key] ?? null)) continue;
    else if (isDeepStrictEqual(now(key), loaded[key] ?? null) || isDeepStrictEqual(now(key), value ?? null)) write[key] = value;
    else conflicts.push(key);
  }
  return { write, conflicts };
}
