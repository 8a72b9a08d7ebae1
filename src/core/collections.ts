// Collection names of spec 1 §3. The API keeps these names even though the server maps the
// system ones onto typed tables.

export const SITE_ROOT = 'site_root';
export const SITE_PAGES = 'site_pages';
export const SITE_PAGES_HISTORY = 'site_pages_history';
export const SITE_TEMPLATES = 'site_templates';
export const SITE_TEMPLATES_HISTORY = 'site_templates_history';

export const SYSTEM_ROOT = 'system_root';
export const SYSTEM_PAGES = 'system_pages';
export const SYSTEM_PAGES_HISTORY = 'system_pages_history';
export const SYSTEM_REVALIDATE = 'system_revalidate';
export const SYSTEM_IMAGES = 'system_images';
export const SYSTEM_VIDEOS = 'system_videos';
export const SYSTEM_SITES = 'system_sites';
export const SYSTEM_ICONS = 'system_icons';
export const SYSTEM_COLORS = 'system_colors';

export const DEMO_CONTENT = 'demo-content';
export const DEMO_POSTS = 'demo-posts';

export const SITE_COLLECTIONS = [SITE_ROOT, SITE_PAGES, SITE_PAGES_HISTORY, SITE_TEMPLATES, SITE_TEMPLATES_HISTORY] as const;

export const SYSTEM_COLLECTIONS = [
  SYSTEM_ROOT,
  SYSTEM_PAGES,
  SYSTEM_PAGES_HISTORY,
  SYSTEM_REVALIDATE,
  SYSTEM_IMAGES,
  SYSTEM_VIDEOS,
  SYSTEM_SITES,
  SYSTEM_ICONS,
  SYSTEM_COLORS,
] as const;

export const DEMO_COLLECTIONS = [DEMO_CONTENT, DEMO_POSTS] as const;

export type SiteCollection = (typeof SITE_COLLECTIONS)[number];
export type SystemCollection = (typeof SYSTEM_COLLECTIONS)[number];
export type DemoCollection = (typeof DEMO_COLLECTIONS)[number];

/**
 * Names a dynamic-content template path may not target: these hold pages, history and media,
 * not user content. Demo collections stay allowed because new sites publish templates for them.
 */
export const RESERVED_COLLECTION_NAMES: readonly string[] = [...SITE_COLLECTIONS, ...SYSTEM_COLLECTIONS];

export const PUBLIC_COLLECTION_SUFFIX = '-public';

export function isPublicCollection(name: string): boolean {
  return typeof name === 'string' && name.endsWith(PUBLIC_COLLECTION_SUFFIX);
}

/** Case-insensitive, so `System_Pages` cannot slip past the reservation. */
export function isReservedCollection(name: string, reserved: readonly string[] = RESERVED_COLLECTION_NAMES): boolean {
  if (typeof name !== 'string') return false;
  const lower = name.toLowerCase();
  return reserved.some((entry) => entry.toLowerCase() === lower);
}

export function isSystemCollection(name: string): boolean {
  return (SYSTEM_COLLECTIONS as readonly string[]).includes(name);
}

export function isSiteCollection(name: string): boolean {
  return (SITE_COLLECTIONS as readonly string[]).includes(name);
}
