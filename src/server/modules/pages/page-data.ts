import type { PageDocument } from '#core/pages/page-tree.ts';

export { PAGE_DATA_MAX_BYTES } from '#core/pages/page-data-limit.ts';

/** A stored page document; its shape is checked by the one tree walk in #core/pages/page-tree.ts. */
export type PuckData = PageDocument;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Schemes that run code when followed. Compared after removing whitespace and control
// characters, which browsers ignore inside a scheme ("java\tscript:").
const DANGEROUS_URL = /^(javascript|vbscript|data(?!:image\/(png|jpe?g|gif|webp|avif);))/i;
const URL_KEYS = /^(href|url|src|link|image|logo|action|to)$/i;

export function isDangerousUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return DANGEROUS_URL.test(compact) && compact.includes(':');
}

/**
 * Defence in depth beside React's escaping: URL-like props that would run script are replaced by
 * '#' before the document is stored. Returns a new object; the input is not changed.
 */
export function neutraliseDangerousUrls<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (URL_KEYS.test(key) && isDangerousUrl(value) ? '#' : value) as T;
  if (Array.isArray(value)) return value.map((item) => neutraliseDangerousUrls(item, key)) as T;
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, neutraliseDangerousUrls(v, k)])) as T;
  }
  return value;
}
