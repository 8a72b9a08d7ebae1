import { eq } from 'drizzle-orm';
import { page } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { toEditorPage } from './editor-page.ts';
import { firstSaveRace, lockPageForSave, newPageValues, readPageSave } from './page-save.ts';

/**
 * POST /api/editor with `draft: true`: saves only the working copy, so visitors see nothing new
 * and no cached page changes. Refused with a 409 like publishing when `baseVersion` is stale.
 */
export async function saveDraft(deps: Pick<AppDeps, 'database'>, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const save = await readPageSave(db, actor, record, {});
  const now = new Date();

  const saved = await db
    .transaction(async (tx) => {
      const { existing, current } = await lockPageForSave(tx, save);
      if (existing) {
        const [row] = await tx.update(page).set({ draft: save.data, updatedAt: now }).where(eq(page.id, existing.id)).returning();
        return { row: row!, version: current };
      }
      // A page drafted before its first publish: empty published data, so visitors see nothing.
      const [row] = await tx
        .insert(page)
        .values({ ...newPageValues(save), data: { root: { props: {} }, content: [] }, draft: save.data, publishedAt: null })
        .returning();
      return { row: row!, version: 0 };
    })
    .catch(firstSaveRace(db, save));

  return toEditorPage(saved.row, saved.version);
}
