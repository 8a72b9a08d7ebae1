import type { MiddlewareHandler } from 'hono';

/**
 * One URL per page: `/about/` answers 308 with `/about` instead of rendering (and caching) the
 * same page twice. API routes keep their own URL rules. Leading slashes are collapsed too, so
 * `//evil.example/` can never become a redirect to another host.
 */
export const trailingSlashRedirect: MiddlewareHandler = async (c, next) => {
  const { method } = c.req;
  const url = c.req.url;
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  const queryStart = url.indexOf('?', pathStart);
  const path = pathStart === -1 ? '/' : url.slice(pathStart, queryStart === -1 ? undefined : queryStart);
  if ((method !== 'GET' && method !== 'HEAD') || path.length < 2 || !path.endsWith('/') || path.startsWith('/api/')) return next();
  const canonical = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  return c.body(null, 308, { location: `${canonical}${query}`, 'cache-control': 'public, max-age=3600' });
};
