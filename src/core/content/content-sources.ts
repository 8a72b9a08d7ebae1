// The content manager's sources (spec 2 §2, §7; spec 1 §2): which collection each manage screen
// lists, what its create button says, how its list call is addressed. Browser and server both
// read this file, so a screen, its API route and its tests cannot drift apart.
import { SYSTEM_COLORS, SYSTEM_ICONS, SYSTEM_IMAGES, SYSTEM_PAGES, SYSTEM_REVALIDATE, SYSTEM_SITES, SYSTEM_VIDEOS, SITE_PAGES, SITE_TEMPLATES, isSiteCollection, isSystemCollection } from '../collections.ts';

/** What an item is, for its card and its detail dialog. */
export type ContentType = 'page' | 'image' | 'video' | 'site' | 'icon' | 'color' | 'document';

export interface ContentSource {
  /** The segment after /manage/ in the dashboard URL. */
  slug: string;
  /** The collection name the API keeps (spec 1 §3). */
  collection: string;
  type: ContentType;
  /** Spec 2 §2: the create button's label. */
  createLabel: string;
  /** Spec 2 §2: the colour gallery hides delete; revalidate records are never deletable (spec 3 §8). */
  deletable: boolean;
}

export const MANAGE_SOURCES = [
  { slug: 'pages', collection: SITE_PAGES, type: 'page', createLabel: 'Create Page', deletable: true },
  { slug: 'dynamic-content', collection: SITE_TEMPLATES, type: 'page', createLabel: 'Create Dynamic Page', deletable: true },
  { slug: 'revalidate', collection: SYSTEM_REVALIDATE, type: 'page', createLabel: 'Revalidate All', deletable: false },
  { slug: 'images', collection: SYSTEM_IMAGES, type: 'image', createLabel: 'Upload Image', deletable: true },
  { slug: 'videos', collection: SYSTEM_VIDEOS, type: 'video', createLabel: 'Upload Video', deletable: true },
  { slug: 'sites', collection: SYSTEM_SITES, type: 'site', createLabel: 'Create Site', deletable: true },
  { slug: 'icons', collection: SYSTEM_ICONS, type: 'icon', createLabel: 'Create', deletable: true },
  { slug: 'colors', collection: SYSTEM_COLORS, type: 'color', createLabel: 'Create', deletable: false },
] as const satisfies readonly ContentSource[];

export type ManageSlug = (typeof MANAGE_SOURCES)[number]['slug'];

/** The platform's own pages live in system_pages; a site's in site_pages. */
export const PLATFORM_PAGES_COLLECTION = SYSTEM_PAGES;

/** Manage screens of user data collections: /dashboard/site-{id}/manage/data/{collection}. */
export const DATA_MANAGE_SEGMENT = 'data';

export function manageSourceBySlug(slug: string): ContentSource | null {
  return MANAGE_SOURCES.find((source) => source.slug === slug) ?? null;
}

/** A user data collection (documents): label 'Create', deletable. */
export function dataCollectionSource(collection: string): ContentSource {
  return { slug: `${DATA_MANAGE_SEGMENT}/${collection}`, collection, type: 'document', createLabel: 'Create', deletable: true };
}

/** Spec 2 §7: the /data prefix applies to non-system collections. */
export function isDataCollection(collection: string): boolean {
  return !isSystemCollection(collection) && !isSiteCollection(collection);
}

/** The content manager's page size; spec 2 §9 pages galleries by 24. */
export const CONTENT_PAGE_SIZE = 24;
/** Spec 2 §9: the single image gallery pages by 12, newest first. */
export const SINGLE_IMAGE_GALLERY_PAGE_SIZE = 12;
/** Spec 2 §9: multi image and colour galleries page by 24. */
export const MULTI_GALLERY_PAGE_SIZE = 24;
/** The largest page any list call serves. */
export const MAX_LIST_PAGE_SIZE = 100;
/** Longer search strings are cut to this. */
export const MAX_SEARCH_LENGTH = 100;
/** Spec 2 §9. */
export const SEARCH_DEBOUNCE_MS = 500;

export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  /** Zero-based. */
  page?: number;
  limit?: number;
  sort?: SortDirection;
  sortField?: string;
  searchQuery?: string;
  siteId?: string | null;
  includeTotalCount?: boolean;
  /** Icons: set, size, color; colours: sortBy, family; data collections: field filters. */
  extra?: Record<string, string>;
}

/** Spec 2 §7: GET /api[/data]/{source}?limit&page&sort&sortField&searchQuery&includeTotalCount=true. */
export function contentListUrl(collection: string, query: ListQuery = {}): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  params.set('page', String(query.page ?? 0));
  if (query.sort) params.set('sort', query.sort);
  if (query.sortField) params.set('sortField', query.sortField);
  if (query.searchQuery) params.set('searchQuery', query.searchQuery);
  if (query.siteId) params.set('siteId', query.siteId);
  if (query.includeTotalCount !== false) params.set('includeTotalCount', 'true');
  for (const [key, value] of Object.entries(query.extra ?? {})) params.set(key, value);
  return `${collectionApiPath(collection)}?${params}`;
}

/** DELETE /api[/data]/{source}/{id}. */
export function contentItemUrl(collection: string, id: string): string {
  return `${collectionApiPath(collection)}/${encodeURIComponent(id)}`;
}

function collectionApiPath(collection: string): string {
  return `/api${isDataCollection(collection) ? '/data' : ''}/${encodeURIComponent(collection)}`;
}

/** Spec 2 §4: more items remain while (page + 1) × limit is below the total (page is zero-based). */
export function hasMoreItems(zeroBasedPage: number, limit: number, total: number): boolean {
  return (zeroBasedPage + 1) * limit < total;
}

/** Load More appends, de-duplicated by id (the first copy wins). */
export function appendUnique<Item>(current: readonly Item[], next: readonly Item[], idOf: (item: Item) => string): Item[] {
  const seen = new Set(current.map(idOf));
  const merged = [...current];
  for (const item of next) {
    const id = idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(item);
  }
  return merged;
}
