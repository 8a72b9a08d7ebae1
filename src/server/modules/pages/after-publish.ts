import type { AppDeps } from '#server/http/app-env.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';

/**
 * After a page (or template, or system page) is published or restored: drops every cached page
 * of its site, since menus, links and templates elsewhere may show what changed.
 */
export async function afterPublish(deps: Pick<AppDeps, 'invalidatePages'>, published: { siteId: string | null; pathWithNoSite: string }): Promise<void> {
  await deps.invalidatePages({ tags: [scopeTagOf(published.siteId)] });
}
