// The Form block's calls to the data API (spec 1 §7, spec 3 §4), kept apart from the component so
// the submit flow reads as steps. Browser only: called from event handlers, never while rendering.
import { botCheckMessageForVisitor, type BotChallengeKind } from '#core/forms/bot-check-messages.ts';
import { FORM_START_TIME_KEY, TURNSTILE_TOKEN_KEY, HONEYPOT_FIELD, type FormInput } from '#core/forms/form-input.ts';
import { rulesForInputs } from '#core/forms/input-rules.ts';
import { FORM_DELETE_FAILED, FORM_SUBMIT_MESSAGES, FORM_UPDATE_MESSAGES } from '#core/forms/messages.ts';
import { shouldCompressImage } from '#core/media/should-compress-image.ts';
import type { ValidationErrors } from '#core/rules/rule-types.ts';
import { api, ApiError } from '#web/api/client.ts';

export type FormValues = Record<string, unknown>;

/** What a submit or delete came to, as the form shows it. */
export type FormResult =
  | { kind: 'saved'; data: Record<string, unknown> | null; message: string | null }
  | { kind: 'aborted' }
  | { kind: 'invalid'; error: string | null; validationErrors: ValidationErrors; pathError: string | null }
  | { kind: 'failed'; error: string };

export interface Submission {
  collection: string;
  inputs: readonly FormInput[];
  values: FormValues;
  /** Edit mode: the record's id (PUT); absent for a create (POST). */
  recordId?: string;
  formId?: string;
  /** The site's unique id (the slug without its `site-` prefix). */
  siteId?: string | null;
  startTime: number;
  token: string | null;
  honeypot: string;
  /** Edit mode: the record's values the form was given (`loadedValues`), sent as the `loaded` part. */
  loaded?: FormValues;
  /** The form's bot check, so a refusal for it tells the visitor what to do on the widget they see. */
  botCheck?: BotChallengeKind | null;
}

const isFileInput = (input: FormInput): boolean => input.type === 'file' || input.type === 'files';
const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The files an input holds (a file input keeps a File, a files input a list of them). */
export function filesOf(value: unknown): File[] {
  if (isFile(value)) return [value];
  return Array.isArray(value) ? value.filter(isFile) : [];
}

/**
 * Spec 1 §5: photos over 1 MB are resized in the browser before they are sent, as the media
 * uploader does, so a phone photo fits the upload limit. The resizer is loaded only then.
 */
export async function withResizedPhotos(inputs: readonly FormInput[], values: FormValues): Promise<FormValues> {
  const fields = inputs.filter((input) => isFileInput(input) && filesOf(values[input.name]).some(shouldCompressImage));
  if (fields.length === 0) return values;
  const { resizeImages } = await import('#web/media/resize-images.ts');
  const out: FormValues = { ...values };
  for (const { name } of fields) {
    const value = values[name];
    out[name] = Array.isArray(value) ? await resizeImages(filesOf(value)) : (await resizeImages(filesOf(value)))[0];
  }
  return out;
}

/**
 * The multipart body of spec 1 §7: `data` (JSON of the fields and the form's system keys),
 * `rules`, `formId`, `siteId`, an edit's `loaded`, and one part per file named after its field. File fields are left
 * out of `data`; the server writes their URLs after storing them.
 */
export function submissionBody(submission: Submission): FormData {
  const body = new FormData();
  const data: FormValues = {};
  const files: [string, File][] = [];
  for (const input of submission.inputs) {
    const value = submission.values[input.name];
    if (isFileInput(input)) {
      const picked = filesOf(value);
      for (const file of picked) files.push([input.name, file]);
      // An already stored file (edit mode) stays as its URL.
      if (picked.length === 0 && value !== undefined && value !== null) data[input.name] = value;
    } else if (value !== undefined) data[input.name] = value;
  }
  data[FORM_START_TIME_KEY] = submission.startTime;
  data[HONEYPOT_FIELD] = submission.honeypot;
  if (submission.token) data[TURNSTILE_TOKEN_KEY] = submission.token;
  body.append('data', JSON.stringify(data));
  body.append('rules', JSON.stringify(rulesForInputs(submission.inputs)));
  if (submission.formId) body.append('formId', submission.formId);
  if (submission.siteId) body.append('siteId', submission.siteId);
  // The server merges the edit three ways: a field left as it was keeps what others wrote since.
  if (submission.loaded) body.append('loaded', JSON.stringify(submission.loaded));
  for (const [name, file] of files) body.append(name, file, file.name);
  return body;
}

const dataUrl = (collection: string, id?: string): string =>
  `/api/data/${encodeURIComponent(collection)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

interface ApiAnswer {
  data?: unknown;
  error?: unknown;
  message?: unknown;
  validationErrors?: unknown;
  pathError?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function validationErrorsOf(value: unknown): ValidationErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: ValidationErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((message): message is string => typeof message === 'string');
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

const reasonOf = (error: unknown): string => {
  const cause = error instanceof ApiError && error.status === 0 ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : String(cause);
};

/** POST (create) or PUT (update) a submission; never throws. */
export async function sendSubmission(submission: Submission): Promise<FormResult> {
  const update = submission.recordId !== undefined;
  const failed = update ? FORM_UPDATE_MESSAGES.failed : FORM_SUBMIT_MESSAGES.failed;
  const url = dataUrl(submission.collection, submission.recordId);
  let answer: ApiAnswer;
  try {
    const body = submissionBody({ ...submission, values: await withResizedPhotos(submission.inputs, submission.values) });
    answer = ((await (update ? api.put(url, body) : api.post(url, body))) ?? {}) as ApiAnswer;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'failed', error: failed(reasonOf(error)) };
    return refusal(error, failed, submission.botCheck ?? null);
  }
  // The server drops a bot's submission with 200 and no data (decision 019; a created record is a 201 with it); so does the form.
  if (!update && (answer.data === null || answer.data === undefined)) return { kind: 'aborted' };
  const data = typeof answer.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : null;
  return { kind: 'saved', data, message: text(answer.message) };
}

/** A refused submission: the fields' errors when the server names some, else the server's reason or the status. */
function refusal(refused: ApiError, failed: (reason: string) => string, botCheck: BotChallengeKind | null): FormResult {
  const answer = refused.body as ApiAnswer;
  const validationErrors = validationErrorsOf(answer.validationErrors);
  const pathError = text(answer.pathError);
  const error = text(answer.error);
  if (Object.keys(validationErrors).length > 0 || pathError !== null) return { kind: 'invalid', error, validationErrors, pathError };
  const botMessage = botCheck ? botCheckMessageForVisitor(error, botCheck) : null;
  if (botMessage !== null) return { kind: 'failed', error: botMessage };
  return { kind: 'failed', error: failed(error ?? `${refused.status} ${refused.statusText}`.trim()) };
}

/** The largest body browsers send with `keepalive` (the Fetch standard's 64 KiB, less a margin). */
const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/** DELETE a record; never throws. */
export async function deleteRecord(collection: string, id: string): Promise<FormResult> {
  try {
    await api.delete(dataUrl(collection, id));
    return { kind: 'saved', data: null, message: null };
  } catch (error) {
    return { kind: 'failed', error: (error instanceof ApiError ? text(error.body.error) : null) ?? FORM_DELETE_FAILED };
  }
}

/** A contact form's mail (decision 019): the server builds it from the stored record. Failures are ignored. */
export async function requestContactMail(
  payload: { formType: string; submissionData: FormValues; emailConfig: { to: string; subject: string }; formId?: string; recordId: string | null },
): Promise<void> {
  const body = JSON.stringify(payload);
  // A keepalive request outlives the page, so the form moves on without waiting for the SMTP
  // server; browsers take such bodies up to 64 KiB, and a longer one is waited for.
  const keepalive = new Blob([body]).size <= KEEPALIVE_BODY_LIMIT;
  const sending = (async () => {
    try {
      await api.post('/api/form/send-emails', payload, { keepalive });
    } catch {
      // Mail never fails or loses the submission (spec, decision 019).
    }
  })();
  if (!keepalive) await sending;
}
