import { eq } from 'drizzle-orm';
import { page } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { afterDelete } from './after-delete.ts';
import { authorisePage } from './authorise-page.ts';

/** DELETE /api/editor: the page, its versions and its cached copies. */
export async function deletePage(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target, siteRow } = await authorisePage(db, actor, record);
  const removed = await db.delete(page).where(eq(page.path, target.path)).returning({ id: page.id });
  if (removed.length === 0) throw new HttpError(404, `Page with path '${target.path}' not found`);
  await afterDelete(deps, { siteId: siteRow?.id ?? null, pathWithNoSite: target.pathWithNoSite });
  return { success: true, is_template: target.kind === 'template' };
}
