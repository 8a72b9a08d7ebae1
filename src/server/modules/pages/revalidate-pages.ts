import { REVALIDATE_ALL_SITE_PAGES } from '#core/paths/routes.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { authorisePage } from './authorise-page.ts';
import { cacheTagsOf } from '#server/shared/page-cache/cache-tags.ts';

/** POST /api/revalidate: drops the cached copies of one path, or of a whole site for the revalidate-all path. */
export async function revalidatePages(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target, siteRow } = await authorisePage(db, actor, record);
  const [scope, pageTag] = cacheTagsOf(siteRow?.id ?? null, target.pathWithNoSite);
  const whole = target.pathWithNoSite === REVALIDATE_ALL_SITE_PAGES;
  await deps.invalidatePages({ tags: [whole ? scope! : pageTag!] });
  return { revalidated: true, scope: whole ? 'site' : 'page', now: Date.now() };
}
