import type { AppDeps } from '#server/http/app-env.ts';
import { cacheTagsOf } from '#server/shared/page-cache/cache-tags.ts';

type Where = { pathWithNoSite: string; publishedAt: Date | null };

/**
 * After a page's title, description or path changed: visitors see the new title at once, so a
 * published page's cached copies are dropped, at its old path and at its new one. A page never
 * published has none.
 */
export async function afterMetadataChange(deps: Pick<AppDeps, 'invalidatePages'>, siteId: string | null, before: Where, after: Where): Promise<void> {
  if (before.publishedAt === null) return;
  const tags = new Set([cacheTagsOf(siteId, before.pathWithNoSite)[1]!, cacheTagsOf(siteId, after.pathWithNoSite)[1]!]);
  await deps.invalidatePages({ tags: [...tags] });
}
