import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { isAdmin } from '#server/shared/access/actor.ts';

/** 401 JSON for anonymous callers. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return jsonError(c, 401, 'Authentication required');
  await next();
};

/** 401 for anonymous callers, 403 for signed-in users who are not platform admins. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) return jsonError(c, 401, 'Authentication required');
  if (!isAdmin(user)) return jsonError(c, 403, 'You do not have permission to do this');
  await next();
};
