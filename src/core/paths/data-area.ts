// The data area (spec 1 §2): where a collection's records are shown through the site's
// dynamic-content templates. One home for the URL forms, built and parsed:
//   /data/{collection}               the list       -> /dynamic-content/all/{collection}
//   /data/{collection}/create        a new record   -> /dynamic-content/manage/{collection}
//   /data/{collection}/{id}          one record     -> /dynamic-content/view/{collection}
//   /data/{collection}/{id}/manage   edit a record  -> /dynamic-content/manage/{collection}
// Inside a site, built links carry the site slug after /data (/data/site-{id}/…, buildLink); on a
// site's own domain the slug is left out.
import { SITE_PREFIX } from '../constants.ts';
import { CREATE_SUFFIX, DATA, DYNAMIC_CONTENT } from './routes.ts';
import { isSiteSegment } from './site-prefix.ts';
import { pathSegments } from './split-path.ts';

/** The template kinds of spec 1 §2: a list page, one record, the create/edit form. */
export type TemplateKind = 'all' | 'view' | 'manage';

/** The last segment of a record's edit screen. */
export const MANAGE_SEGMENT = 'manage';
const CREATE_SEGMENT = CREATE_SUFFIX.slice(1);

/** A collection name as a template path may end with one (templatePathRule). */
export const DATA_COLLECTION_NAME = /^[A-Za-z0-9_-]+$/;

export interface DataAreaTarget {
  /** `site-{id}` when the path named a site after /data; null otherwise (a custom domain or the platform). */
  siteSlug: string | null;
  kind: TemplateKind;
  collection: string;
  /** The record shown or edited; null for the list and for /create. */
  id: string | null;
}

const encode = encodeURIComponent;

/** `/data/{collection}`: the collection's list page (before any site prefix; buildLink adds it). */
export function dataListPath(collection: string): string {
  return `${DATA}/${encode(collection)}`;
}

/** `/data/{collection}/create`: a new record through the manage template. */
export function dataCreatePath(collection: string): string {
  return `${dataListPath(collection)}${CREATE_SUFFIX}`;
}

/** `/data/{collection}/{id}`: one record through the view template. */
export function dataRecordPath(collection: string, id: string): string {
  return `${dataListPath(collection)}/${encode(id)}`;
}

/** `/data/{collection}/{id}/manage`: one record in the manage template's form. */
export function dataManagePath(collection: string, id: string): string {
  return `${dataRecordPath(collection, id)}/${MANAGE_SEGMENT}`;
}

/** The data-area path of `target`, before any site prefix: the inverse of parseDataAreaPath. */
export function dataAreaPathOf(target: Omit<DataAreaTarget, 'siteSlug'>): string {
  if (target.id === null) return target.kind === 'manage' ? dataCreatePath(target.collection) : dataListPath(target.collection);
  return target.kind === 'manage' ? dataManagePath(target.collection, target.id) : dataRecordPath(target.collection, target.id);
}

/** `/dynamic-content/{kind}/{collection}`: the template page a data-area URL renders. */
export function templatePathOf(kind: TemplateKind, collection: string): string {
  return `${DYNAMIC_CONTENT}/${kind}/${collection}`;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What a data-area path asks for, or null when it is not one (or names no usable collection).
 * Accepts `/data/…` and `/data/site-{id}/…`; the query and hash are ignored. Never throws.
 */
export function parseDataAreaPath(path: string, prefix: string = SITE_PREFIX): DataAreaTarget | null {
  const segments = pathSegments(path);
  if (segments[0] !== DATA.slice(1)) return null;
  const siteSlug = isSiteSegment(segments[1] ?? '', prefix) ? segments[1]! : null;
  const rest = segments.slice(siteSlug ? 2 : 1).map(decode);
  if (rest.some((segment) => segment === null || segment === '')) return null;
  const [collection, second, third, ...extra] = rest as string[];
  if (collection === undefined || !DATA_COLLECTION_NAME.test(collection) || extra.length > 0) return null;
  if (second === undefined) return { siteSlug, kind: 'all', collection, id: null };
  if (third === undefined) {
    return second === CREATE_SEGMENT ? { siteSlug, kind: 'manage', collection, id: null } : { siteSlug, kind: 'view', collection, id: second };
  }
  return third === MANAGE_SEGMENT && second !== CREATE_SEGMENT ? { siteSlug, kind: 'manage', collection, id: second } : null;
}

/** The collection a template path is for (`/site-x/dynamic-content/view/posts` -> view, posts), or null. */
export function templateTargetOf(path: string, prefix: string = SITE_PREFIX): { kind: TemplateKind; collection: string } | null {
  const segments = pathSegments(path);
  const [root, kind, collection, ...extra] = isSiteSegment(segments[0] ?? '', prefix) ? segments.slice(1) : segments;
  if (root !== DYNAMIC_CONTENT.slice(1) || extra.length > 0 || collection === undefined || !DATA_COLLECTION_NAME.test(collection)) return null;
  return kind === 'all' || kind === 'view' || kind === 'manage' ? { kind, collection } : null;
}
