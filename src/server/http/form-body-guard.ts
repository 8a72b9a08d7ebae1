import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from './errors.ts';
import { BROKEN_TEXT_MESSAGE, brokenFormField } from './text-integrity.ts';

export const FORM_BODY_REQUIRED_MESSAGE = 'Unsupported Media Type: send forms as application/x-www-form-urlencoded or multipart/form-data';
export const MALFORMED_FORM_MESSAGE = 'Malformed form body';

/**
 * Form bodies, wherever they go, are refused when a field's name or value holds broken text
 * (text-integrity.ts: a NUL, which PostgreSQL cannot store), naming the field, or, for multipart,
 * when they do not parse. Bodies sent to pages (not /api)
 * go to React Router's actions, which read them with request.formData(): that throws on any other
 * content type, and a throwing action is a 500, so any other body is refused there (415).
 * The checks read a copy; the handler still reads the original.
 */
export const guardFormBodies: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const request = c.req.raw;
  if (request.body === null) return next();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const field = brokenFormField(new URLSearchParams(await request.clone().text()));
    if (field !== null) return refuse(c, 400, BROKEN_TEXT_MESSAGE, field);
  } else if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return refuse(c, 400, MALFORMED_FORM_MESSAGE);
    }
    const field = brokenFormField(form.entries());
    if (field !== null) return refuse(c, 400, BROKEN_TEXT_MESSAGE, field);
  } else if (!c.req.path.startsWith('/api/')) {
    return refuse(c, 415, FORM_BODY_REQUIRED_MESSAGE);
  }
  return next();
};

function refuse(c: Context, status: 400 | 415, message: string, field?: string) {
  if (c.req.path.startsWith('/api/')) return jsonError(c, status, message, field === undefined ? {} : { field });
  return c.text(field === undefined ? message : `${message} (field: ${JSON.stringify(field)})`, status);
}
