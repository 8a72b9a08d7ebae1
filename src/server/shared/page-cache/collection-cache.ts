import type { AppDeps } from '#server/http/app-env.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';

/**
 * The cache tag of every cached page whose blocks read collection `name` of site `siteId` (the
 * site's id; null: the platform's records). A Lineup or ImageGallery with a collection source
 * adds it to its page's tags when the page is rendered.
 */
export function collectionCacheTag(siteId: string | null, name: string): string {
  return `collection:${siteId ?? scopeTagOf(null)}:${name}`;
}

/** After a record of `name` in `siteId` was created, changed, deleted or imported: drops the pages that list it. */
export async function invalidateCollectionPages(deps: Pick<AppDeps, 'invalidatePages'>, siteId: string | null, name: string): Promise<void> {
  await deps.invalidatePages({ tags: [collectionCacheTag(siteId, name)] });
}
