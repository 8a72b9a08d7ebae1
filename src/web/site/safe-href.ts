// Schemes a visitor's click may follow. Anything else with a scheme (javascript:, vbscript:,
// data:, file:…) is refused; a link without a scheme is relative to the site and allowed.
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Everything before the first ':' that comes ahead of any '/', '?' or '#'. A browser reads a scheme
// only when those characters are [a-z0-9+.-]; anything else with such a colon ("java%09script:")
// is refused as well, rather than trusting that the browser will take it for a relative path.
const SCHEME_LIKE_PREFIX = /^([^/?#]*?):/;
// Browsers strip leading spaces and control characters and drop tabs and newlines anywhere before
// reading the scheme ("java\tscript:" runs), so the check drops them all first.
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

/** True for http(s), mailto and tel links and for relative links; false for every other scheme. */
export function isSafeHref(value: string): boolean {
  const compact = value.replace(IGNORED_BY_BROWSERS, '');
  const scheme = SCHEME_LIKE_PREFIX.exec(compact)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/** The trimmed href when it is safe to render, otherwise undefined (the caller shows plain text). */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && isSafeHref(trimmed) ? trimmed : undefined;
}
