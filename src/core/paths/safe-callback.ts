import { DASHBOARD } from './routes.ts';

/**
 * A post-sign-in destination that stays on this site: a single-slash relative path. Anything
 * else (absolute URLs, protocol-relative //host, backslashes, control characters) falls back.
 */
export function safeCallbackPath(value: unknown, fallback: string = DASHBOARD): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
