// The one JSON client of the dashboard, the editor and the islands (decision 041). Every call answers the parsed
// body or throws an ApiError carrying the server's `{ error, … }` (its text, the HTTP status and any other fields,
// e.g. `field` or `currentVersion`), so a screen shows the server's words or falls back to its own. Reads take
// an AbortSignal (React Query passes one to every query function); writes send JSON and same-origin cookies.

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The whole error body, for fields beside `error` (`field`, `currentVersion`, `validationErrors`, …). */
    readonly body: Record<string, unknown> = {},
    options?: { cause?: unknown; statusText?: string },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.statusText = options?.statusText ?? '';
  }

  /** The HTTP reason phrase ('Bad Gateway'), for a message when the body says nothing. */
  readonly statusText: string;

  /** The server's own `{ error }` text, or null when it sent none (a proxy's HTML page, a network failure). */
  get serverMessage(): string | null {
    const text = this.body.error;
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }
}

/** The server's first message for one field of a 400 (`validationErrors: { field: [message, …] }`), if it sent one. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  const errors = error instanceof ApiError ? error.body.validationErrors : undefined;
  const messages = typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>)[field] : undefined;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}

export interface ApiOptions {
  signal?: AbortSignal;
  /** The message when the server sent none of its own (a network failure, a proxy's HTML page). */
  fallback?: string;
  headers?: Record<string, string>;
  /** For a request that must outlive the page (a form's mail after navigation). */
  keepalive?: boolean;
  /** `no-store` for reads that must never come from the browser's cache (a cart's products, the session). */
  cache?: RequestCache;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query-string parameters; `undefined`, `null` and `''` are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `error` is a cancelled request (an aborted signal): not a failure to show anyone. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const NOT_JSON = Symbol('not JSON');

/** The parsed body: null when empty, NOT_JSON when it is text that does not parse. */
async function readBody(response: Response, as: 'json' | 'text'): Promise<unknown> {
  if (response.status === 204) return as === 'text' ? '' : null;
  const text = await response.text();
  if (as === 'text') return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

async function send(method: Method, path: string, body: unknown, options: ApiOptions, as: 'json' | 'text'): Promise<unknown> {
  const headers: Record<string, string> = { accept: as === 'json' ? 'application/json' : '*/*', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal, keepalive: options.keepalive, cache: options.cache };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (isAbort(cause) || options.signal?.aborted) throw cause;
    throw new ApiError(options.fallback ?? UNREACHABLE, 0, {}, { cause });
  }
  const parsed = await readBody(response, as).catch(() => NOT_JSON);
  if (!response.ok) {
    const errorBody = isRecord(parsed) ? parsed : {};
    const text = typeof errorBody.error === 'string' && errorBody.error.trim() !== '' ? errorBody.error : (options.fallback ?? `Request failed (${response.status})`);
    throw new ApiError(text, response.status, errorBody, { statusText: response.statusText });
  }
  // A success that is not JSON (a proxy's or the router's HTML page) is no answer to read.
  if (parsed === NOT_JSON) throw new ApiError(options.fallback ?? `${method} ${path} answered something that is not JSON`, response.status);
  return parsed;
}

const request = <T>(method: Method, path: string, body: unknown, options: ApiOptions = {}) => send(method, path, body, options, 'json') as Promise<T>;

export const api = {
  get: <T>(path: string, options?: ApiOptions & { query?: Query }) => request<T>('GET', withQuery(path, options?.query), undefined, options),
  /** A GET whose answer is text, not JSON (an SVG); errors as for the others. */
  getText: (path: string, options?: ApiOptions & { query?: Query }) => send('GET', withQuery(path, options?.query), undefined, options ?? {}, 'text') as Promise<string>,
  post: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: ApiOptions & { body?: unknown }) => request<T>('DELETE', path, options?.body, options),
};

/** The text to show for a failed call: the server's own words when it sent some, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}
