import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

/**
 * One size limit for every request body: API calls, and the form posts React Router's actions
 * read (sign-in, sign-up, settings…). Requests without a body pass straight through, so static
 * files and pages pay nothing. A body sent without Content-Length is buffered up to the limit,
 * so later readers see a bounded body either way. `largerFor` names the few exact paths that
 * need more (file uploads), each with its own limit, or every path under a prefix given as
 * 'prefix/*'; every other path keeps `maxBytes`.
 */
export function requestBodyLimit(maxBytes: number, largerFor: Readonly<Record<string, number>> = {}): MiddlewareHandler {
  const limitOf = (bytes: number) =>
    bodyLimit({
      maxSize: bytes,
      onError: (c) => {
        const message = `Request body too large (limit ${bytes} bytes)`;
        return c.req.path.startsWith('/api/') ? jsonError(c, 413, message) : c.text(message, 413);
      },
    });
  const standard = limitOf(maxBytes);
  const larger = new Map(Object.entries(largerFor).filter(([path]) => !path.endsWith('/*')).map(([path, bytes]) => [path, limitOf(bytes)]));
  // 'prefix/*' keys: every path under the prefix (the data API's /api/data/{collection}[/{id}]).
  const largerUnder = Object.entries(largerFor)
    .filter(([path]) => path.endsWith('/*'))
    .map(([path, bytes]) => [path.slice(0, -1), limitOf(bytes)] as const);
  const limitFor = (path: string) => larger.get(path) ?? largerUnder.find(([prefix]) => path.startsWith(prefix))?.[1] ?? standard;
  // The Node adapter gives GET and HEAD no body; asking would build a full Request for nothing.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitFor(c.req.path)(c, next));
}
