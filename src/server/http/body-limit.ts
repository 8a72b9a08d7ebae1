import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

/**
 * One size limit for every request body: API calls, and the form posts React Router's actions
 * read (sign-in, sign-up, settings…). Requests without a body pass straight through, so static
 * files and pages pay nothing. A body sent without Content-Length is buffered up to the limit,
 * so later readers see a bounded body either way.
 */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const message = `Request body too large (limit ${maxBytes} bytes)`;
      return c.req.path.startsWith('/api/') ? jsonError(c, 413, message) : c.text(message, 413);
    },
  });
  // The Node adapter gives GET and HEAD no body; asking would build a full Request for nothing.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
