import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { createImageUrlChecker } from './check-image-url.ts';

/** Per signed-in user. The input checks 500 ms after typing stops, so a person stays well under it. */
export const CHECK_IMAGE_URL_RATE_LIMIT = { max: 30, windowMs: 60_000 };

/** Our rows in Better Auth's rate_limit table (see consumeRateLimit). */
export const checkImageUrlRateLimitKey = (userId: string) => `sitewright:check-image-url:${userId}`;

const defaultChecker = createImageUrlChecker();

/**
 * POST /api/media/check-image-url, JSON { url }: 200 with the check's result, or 400 with a
 * result whose errorType is 'format' (the url cannot be fetched as written), so the status and
 * the errorType always agree. 400 without a result for a body that is not { url: string }.
 */
export const checkImageUrlRoutes = new Hono<AppEnv>().post('/check-image-url', requireUser, async (c) => {
  const { database, checkImageUrl = defaultChecker } = c.get('deps');
  const verdict = await consumeRateLimit(database.db, checkImageUrlRateLimitKey(c.get('user')!.id), CHECK_IMAGE_URL_RATE_LIMIT);
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return jsonError(c, 429, `Too many image URL checks. Try again in ${verdict.retryAfterSeconds} s.`);
  }
  const { url } = await readJsonObject(c);
  if (typeof url !== 'string') throw new HttpError(400, 'url must be a string');
  const result = await checkImageUrl(url);
  if (!result.valid) c.get('logger').debug({ reason: result.reason, status: result.status }, 'image url check failed');
  return c.json(result, !result.valid && result.errorType === 'format' ? 400 : 200);
});
