import { eq } from 'drizzle-orm';
import { page } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { isUuid } from '#server/http/ids.ts';
import { deletePage } from '#server/modules/pages/delete-page.public.ts';
import { pageBelongsTo, type PageCollection } from './list-pages.ts';

export const PAGE_NOT_FOUND = 'Page not found';

/**
 * DELETE /api/{site_pages|site_templates|system_pages}/{id}: finds the page by id, then deletes
 * it through the editor's own delete (DELETE /api/editor), so access rules, its versions and
 * the cache invalidation stay one path. A page of another collection is not found here.
 */
export async function deletePageItem(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, actor: Actor, collection: Exclude<PageCollection, 'system_revalidate'>, id: string) {
  if (!isUuid(id)) throw new HttpError(404, PAGE_NOT_FOUND);
  const [row] = await deps.database.db.select({ path: page.path, kind: page.kind, siteId: page.siteId }).from(page).where(eq(page.id, id)).limit(1);
  if (!row || !pageBelongsTo(collection, row)) throw new HttpError(404, PAGE_NOT_FOUND);
  await deletePage(deps, actor, { path: row.path, is_template: row.kind === 'template', is_system: row.kind === 'system' });
}
