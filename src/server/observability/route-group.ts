/**
 * The route groups request metrics are labelled with: a small fixed set derived from the path,
 * never the raw path (every page, product or record would otherwise be a new time series).
 */

/** First segments under /api that have their own group; any other (a collection's name, a typo) is `api:other`. */
export const API_GROUPS = [
  'account',
  'admin',
  'altcha',
  'auth',
  'cart',
  'checkout',
  'collections',
  'data',
  'editor',
  'form',
  'invoices',
  'mail',
  'media',
  'orders',
  'page-history',
  'products',
  'revalidate',
  'reviews',
  'shop',
  'sites',
  'site_pages',
  'site_templates',
  'system_colors',
  'system_icons',
  'system_images',
  'system_pages',
  'system_revalidate',
  'system_sites',
  'system_videos',
  'turnstile',
  'webhooks',
  'wishlist',
] as const;

export type RouteGroup =
  | 'page'
  | 'page-cache-hit'
  | `api:${(typeof API_GROUPS)[number]}`
  | 'api:other'
  | 'health'
  | 'metrics'
  | 'media'
  | 'assets'
  | 'other';

const apiGroups = new Set<string>(API_GROUPS);

/**
 * The group of a request path (without its query). `cacheHit` says the page cache answered it.
 * Files at the root (favicon.ico, robots.txt, sitemap.xml) are `other`; every other path is a page.
 */
export function routeGroup(path: string, cacheHit = false): RouteGroup {
  if (cacheHit) return 'page-cache-hit';
  if (path === '/api' || path.startsWith('/api/')) {
    const segment = path.slice(5).split('/', 1)[0]!;
    if (segment === 'health') return 'health';
    return apiGroups.has(segment) ? (`api:${segment}` as RouteGroup) : 'api:other';
  }
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/assets/')) return 'assets';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return 'other';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method label: the standard ones as they are, anything else `other` (methods are client-chosen strings). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}
