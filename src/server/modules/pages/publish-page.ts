import { eq } from 'drizzle-orm';
import { page, pageVersion } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { replaceFormBindings } from '#server/modules/data/form-bindings.public.ts';
import { afterPublish } from './after-publish.ts';
import { toEditorPage } from './editor-page.ts';
import { firstSaveRace, lockPageForSave, newPageValues, readPageSave } from './page-save.ts';

export type PublishDeps = Pick<AppDeps, 'database' | 'invalidatePages' | 'logger'>;

/**
 * POST /api/editor: stores the data and a new version and clears the draft. Needs `baseVersion`,
 * the published version the editor started from, and is refused with a 409 when it is no longer
 * the latest (decision 036). A restore passes `baseVersion: 'latest'`: it is an explicit choice of
 * what goes live, made from the list of versions.
 */
export async function publishPage(deps: PublishDeps, actor: Actor | null, record: Record<string, unknown>, options: { baseVersion?: 'latest' } = {}) {
  const { db } = deps.database;
  const save = await readPageSave(db, actor, record, options);
  const { target, data, title, description } = save;
  const now = new Date();

  const saved = await db
    .transaction(async (tx) => {
      const { existing, current } = await lockPageForSave(tx, save);
      const row = existing
        ? (await tx.update(page).set({ title, description, data, draft: null, publishedAt: now, updatedAt: now }).where(eq(page.id, existing.id)).returning())[0]!
        : (await tx.insert(page).values({ ...newPageValues(save), data, publishedAt: now }).returning())[0]!;
      const version = current + 1;
      await tx.insert(pageVersion).values({ pageId: row.id, version, title, description, data, publishedBy: actor!.id, publishedAt: now });
      // The published Form blocks are what visitors may submit through (decision 019).
      const unbound = await replaceFormBindings(tx, row, data);
      if (unbound.length > 0) deps.logger.warn({ path: target.path, unbound }, 'published forms that take no submissions');
      return { row, version };
    })
    .catch(firstSaveRace(db, save));

  await afterPublish(deps, { siteId: save.siteId, pathWithNoSite: target.pathWithNoSite });
  return toEditorPage(saved.row, saved.version);
}
