import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors.ts';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused: missing or foreign Origin header';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Writes must come from our own pages (CSRF), for API calls and React Router's form actions
 * alike. A foreign Origin (or `null`, which sandboxed frames and privacy redirects send) is
 * refused whether or not a cookie comes with it: without one, another site could still sign a
 * visitor in to an account of its choosing (login CSRF) or create accounts in their name.
 * Same-host and PUBLIC_URL origins pass. A missing Origin passes only without a cookie, for
 * server-to-server callers; browsers send Origin with every cross-site write.
 */
export function refuseCrossSiteWrites(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = origin === undefined ? !c.req.header('cookie') : origin === publicOrigin || sameOrigin(origin, c.req.url);
    if (allowed) return next();
    return c.req.path.startsWith('/api/') ? jsonError(c, 403, CROSS_SITE_MESSAGE) : c.text(CROSS_SITE_MESSAGE, 403);
  };
}

function sameOrigin(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}
