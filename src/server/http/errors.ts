import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ValidationErrors = Record<string, string[]>;

/** An error a caller can act on; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly validationErrors?: ValidationErrors,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, extra: Record<string, unknown> = {}) {
  return c.json({ error, ...extra }, status);
}

export const JSON_BODY_EXPECTED = 'The request body must be JSON (Content-Type: application/json)';

/** Parses a JSON body, answering 400 (not 500) when it is malformed or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  // A form encoding is never JSON: the body guards check such bodies as forms (json-body-guard.ts),
  // so JSON sent under that label would reach a handler unchecked.
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, JSON_BODY_EXPECTED);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
