import type { Context } from 'hono';
import { DATA_API_MESSAGES } from '#core/forms/messages.ts';
import { SUBMISSION_LIMITS } from '#core/forms/form-input.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';

/** A multipart submission of spec 1 §7 (data, rules, systemPath, oldSystemPath, file parts; and `loaded`), bounded. */
export interface Submission {
  /** The `data` part: a JSON object of at most 100 fields nesting at most 5 levels. */
  data: Record<string, unknown>;
  /** File parts by field name (a `files` field sends several parts of one name). */
  files: Map<string, File[]>;
  formId: string | null;
  /** The validation upload names its collection here (the data routes have it in the path). */
  collection: string | null;
  /** The site's unique id or id, as sent. */
  siteId: string | null;
  systemPath: string | null;
  oldSystemPath: string | null;
  /**
   * An edit's `loaded` part: the record's values, as the form was given them, of the fields it
   * sends (null for a field the record lacked). Absent: the write does not ask for the check.
   */
  loaded: Record<string, unknown> | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How deeply a parsed value nests (an object or list is one level), counted no further than `limit + 1`. */
export function nestingDepth(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, nestingDepth(child, limit - 1));
    if (deepest > limit) break;
  }
  return 1 + deepest;
}

function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Parses a `data` part; anything but a bounded JSON object is a 400. An absent part is an empty object. */
export function parseSubmissionData(raw: FormDataEntryValue | null): Record<string, unknown> {
  if (raw === null) return {};
  if (typeof raw !== 'string') throw new HttpError(400, DATA_API_MESSAGES.dataNotObject);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // Malformed, or nested so deeply the parser gave up.
    throw new HttpError(400, DATA_API_MESSAGES.dataNotObject);
  }
  if (!isObject(data)) throw new HttpError(400, DATA_API_MESSAGES.dataNotObject);
  if (Object.keys(data).length > SUBMISSION_LIMITS.fields) throw new HttpError(400, DATA_API_MESSAGES.tooManyFields(SUBMISSION_LIMITS.fields));
  if (nestingDepth(data, SUBMISSION_LIMITS.depth) > SUBMISSION_LIMITS.depth) throw new HttpError(400, DATA_API_MESSAGES.tooDeep(SUBMISSION_LIMITS.depth));
  return data;
}

/**
 * Reads a submission's body. The body's size was bounded before (the data routes' own body limit);
 * here the parts are: a multipart body (400), `data` an object of bounded size and depth (400), at
 * most 20 file parts (400). The `rules` part is read for nothing (decision 019).
 */
export async function readSubmission(c: Context<AppEnv>): Promise<Submission> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new HttpError(400, DATA_API_MESSAGES.notMultipart);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new HttpError(400, DATA_API_MESSAGES.notMultipart);
  }
  const files = new Map<string, File[]>();
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') continue;
    if (++count > SUBMISSION_LIMITS.files) throw new HttpError(400, DATA_API_MESSAGES.tooManyFiles(SUBMISSION_LIMITS.files));
    files.set(name, [...(files.get(name) ?? []), value]);
  }
  return {
    data: parseSubmissionData(form.get('data')),
    files,
    formId: textField(form, 'formId'),
    collection: textField(form, 'collection'),
    siteId: textField(form, 'siteId'),
    systemPath: textField(form, 'systemPath'),
    oldSystemPath: textField(form, 'oldSystemPath'),
    loaded: form.get('loaded') === null ? null : parseSubmissionData(form.get('loaded')),
  };
}
