// Where the content manager's screens live and what they are called (spec 1 §2: manage links go
// under /dashboard/{site}; data links under /data/{site}). Routes, navigation, the site dashboard
// and tests all build these paths here, so a link and the route it points at cannot drift apart.
import { SITE_PREFIX } from '../constants.ts';
import { CREATE_SUFFIX, DASHBOARD, DATA, MANAGE } from '../paths/routes.ts';
import { DATA_MANAGE_SEGMENT, MANAGE_SOURCES, PLATFORM_PAGES_COLLECTION, isDataCollection, type ContentSource, type ManageSlug } from './content-sources.ts';

/** The heading and navigation label of each manage screen. */
export const MANAGE_SCREEN_TITLES: Readonly<Record<ManageSlug, string>> = {
  pages: 'Pages',
  'dynamic-content': 'Dynamic pages',
  revalidate: 'Revalidate',
  images: 'Images',
  videos: 'Videos',
  sites: 'Sites',
  icons: 'Icons',
  colors: 'Colors',
};

/** A source's title; a data collection is called by its own name. */
export function manageScreenTitle(slug: string): string {
  return (MANAGE_SCREEN_TITLES as Readonly<Record<string, string>>)[slug] ?? slug;
}

/** Sites are listed across the platform only: a site has no sites of its own. */
const PLATFORM_ONLY: readonly ManageSlug[] = ['sites'];

export function isPlatformOnlySource(slug: string): boolean {
  return (PLATFORM_ONLY as readonly string[]).includes(slug);
}

/** The sources a scope offers, in menu order. */
export function manageSourcesFor(scope: 'site' | 'platform'): ContentSource[] {
  return MANAGE_SOURCES.filter((source) => scope === 'platform' || !isPlatformOnlySource(source.slug));
}

/** /dashboard/site-{id}/manage/{slug}, or /dashboard/manage/{slug} for the platform. */
export function manageScreenPath(slug: string, siteUniqueId: string | null): string {
  return siteUniqueId ? `${DASHBOARD}/${SITE_PREFIX}${siteUniqueId}${MANAGE}/${slug}` : `${DASHBOARD}${MANAGE}/${slug}`;
}

/** /dashboard/site-{id}/manage/data/{collection}: a site's own data collection. */
export function dataManagePath(siteUniqueId: string, collection: string): string {
  return manageScreenPath(`${DATA_MANAGE_SEGMENT}/${encodeURIComponent(collection)}`, siteUniqueId);
}

/** /data/site-{id}/{collection}/create: where a data collection's 'Create' button leads (spec 1 §2). */
export function dataCreatePath(siteUniqueId: string, collection: string): string {
  return `${DATA}/${SITE_PREFIX}${siteUniqueId}/${encodeURIComponent(collection)}${CREATE_SUFFIX}`;
}

/** The platform's pages live in system_pages; every other source keeps its collection in both scopes. */
export function collectionForScope(source: Pick<ContentSource, 'slug' | 'collection'>, siteUniqueId: string | null): string {
  return source.slug === 'pages' && siteUniqueId === null ? PLATFORM_PAGES_COLLECTION : source.collection;
}

const COLLECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

/** A name a data-collection manage screen may be opened for: a plain name that is not a system or site collection. */
export function isManageableDataCollection(name: string): boolean {
  return typeof name === 'string' && COLLECTION_NAME.test(name) && isDataCollection(name);
}
