import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors.ts';

export const MALFORMED_PATH_MESSAGE = 'Malformed URL: the path is not valid percent-encoded UTF-8';
export const CONTROL_CHARACTER_IN_PATH_MESSAGE = 'Malformed URL: the path contains an encoded control character';
export const NUL_IN_URL_MESSAGE = 'Malformed URL: it contains an encoded NUL character (%00)';
export const CREDENTIALS_IN_URL_MESSAGE = 'Malformed URL: a request target may not carry a user name or password';

/**
 * Refuses, once for every request and before anything reads the URL, what code further on
 * would fail on with a 500: a path that does not percent-decode (decodeURIComponent throws on
 * `%E0%A4%A`, and the media route, the editor API and React Router all decode paths), an encoded
 * NUL anywhere in the URL (PostgreSQL text cannot hold one, and paths and query values reach
 * queries), and an absolute-form target with credentials (`GET http://a@b/`), from which no
 * Request can be built. An encoded control character in the path (`%0a`) is refused too: no page,
 * media key or API path has one, and React Router's routes cannot match one.
 */
export const rejectMalformedUrl: MiddlewareHandler = async (c, next) => {
  const problem = urlProblem(c.req.url);
  if (problem === null) return next();
  return c.req.path.startsWith('/api/') ? jsonError(c, 400, problem) : c.text(problem, 400);
};

/** `url` is the request's full URL as the adapter built it (scheme, host, path, query). */
export function urlProblem(url: string): string | null {
  const authorityStart = url.indexOf('//') + 2;
  let pathStart = url.indexOf('/', authorityStart);
  if (pathStart === -1) pathStart = url.length;
  if (url.lastIndexOf('@', pathStart) >= authorityStart) return CREDENTIALS_IN_URL_MESSAGE;
  // Most requests have nothing encoded: one scan, and no decoding at all.
  if (url.indexOf('%', pathStart) === -1) return null;
  if (url.includes('%00', pathStart)) return NUL_IN_URL_MESSAGE;
  let pathEnd = url.length;
  for (const delimiter of ['?', '#']) {
    const at = url.indexOf(delimiter, pathStart);
    if (at !== -1 && at < pathEnd) pathEnd = at;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.slice(pathStart, pathEnd));
  } catch {
    return MALFORMED_PATH_MESSAGE;
  }
  return /[\u0001-\u001f\u007f]/.test(path) ? CONTROL_CHARACTER_IN_PATH_MESSAGE : null;
}
