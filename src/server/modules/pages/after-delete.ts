import type { AppDeps } from '#server/http/app-env.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';

/** After a page is deleted: drops every cached page of its site, whose links to it are now stale too. */
export async function afterDelete(deps: Pick<AppDeps, 'invalidatePages'>, deleted: { siteId: string | null; pathWithNoSite: string }): Promise<void> {
  await deps.invalidatePages({ tags: [scopeTagOf(deleted.siteId)] });
}
