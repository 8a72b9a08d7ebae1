import type { Env } from '#server/env.ts';

/**
 * Sent with every response, by the app and by the cache's fast path alike, so both say the same.
 * Same-origin framing stays possible: the editor previews pages in an iframe.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL'>): Readonly<Record<string, string>> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(env.PUBLIC_URL?.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Uploaded files (`/media/…`) may be shown by other origins: a shop's logo in its mails to buyers is
 * loaded by webmail pages and by the dashboard's sandboxed mail preview (an opaque origin), which
 * `same-origin` would block (decision 064). They are public files (`Cache-Control: public`) anyway.
 */
export const MEDIA_RESOURCE_POLICY: readonly (readonly [string, string])[] = [['cross-origin-resource-policy', 'cross-origin']];
