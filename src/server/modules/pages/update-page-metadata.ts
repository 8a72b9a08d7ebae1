import { eq } from 'drizzle-orm';
import { PAGE_DESCRIPTION_RULE, PAGE_MOVE_TO_OTHER_SITE, PAGE_PATH_RESERVED, PAGE_PATH_TAKEN, PAGE_TITLE_RULE } from '#core/pages/page-form-rules.ts';
import { REVALIDATE_ALL_SITE_PAGES } from '#core/paths/routes.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { page } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { afterMetadataChange } from './after-metadata-change.ts';
import { authorisePage } from './authorise-page.ts';
import { toEditorPage } from './editor-page.ts';
import { checkPagePath } from './page-path.ts';
import { currentVersionOf } from './page-version-conflict.ts';

/**
 * PATCH /api/editor { path, title, description, newPath? }: changes what the content manager's
 * 'Modify' form edits without touching the content. The published document and its drafts stay as
 * they are, and the page keeps its versions (they hang off the page's id, so a move keeps them too).
 * Visitors see the new title at once, so a published page's cached copies are dropped.
 */
export async function updatePageMetadata(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  // Who may change a page is who may save it; the path is only looked up here, a move is checked below.
  const { target, siteRow } = await authorisePage(db, actor, { path: record.path, is_template: record.is_template, is_system: record.is_system }, { validate: false });

  const errors = validateFields({ title: record.title, description: record.description ?? '' }, { title: PAGE_TITLE_RULE, description: PAGE_DESCRIPTION_RULE });
  if (errors) throw new HttpError(400, 'Please correct the page title or description.', errors);
  const title = (record.title as string).trim();
  const description = typeof record.description === 'string' ? record.description.trim() : '';

  const moving = record.newPath !== undefined && record.newPath !== null && record.newPath !== target.path;

  const updated = await db
    .transaction(async (tx) => {
      const [existing] = await tx.select().from(page).where(eq(page.path, target.path)).for('update');
      if (!existing) throw new HttpError(404, `Page with path '${target.path}' not found`);
      let next = { path: existing.path, pathWithNoSite: existing.pathWithNoSite };
      if (moving) {
        const flags = { is_template: existing.kind === 'template', is_system: existing.kind === 'system' };
        const moved = checkPagePath(record.newPath, flags, { rules: true });
        // The revalidate-all path passes the path rule on purpose; it names no page.
        if (moved.pathWithNoSite === REVALIDATE_ALL_SITE_PAGES) throw new HttpError(400, PAGE_PATH_RESERVED, { path: [PAGE_PATH_RESERVED] });
        if (moved.siteUniqueId !== target.siteUniqueId) throw new HttpError(400, PAGE_MOVE_TO_OTHER_SITE, { path: [PAGE_MOVE_TO_OTHER_SITE] });
        const [taken] = await tx.select({ id: page.id }).from(page).where(eq(page.path, moved.path));
        if (taken) throw new HttpError(409, PAGE_PATH_TAKEN, { path: [PAGE_PATH_TAKEN] });
        next = { path: moved.path, pathWithNoSite: moved.pathWithNoSite };
      }
      const [row] = await tx
        .update(page)
        .set({ title, description, ...next, updatedAt: new Date() })
        .where(eq(page.id, existing.id))
        .returning();
      return { before: existing, after: row! };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, PAGE_PATH_TAKEN, { path: [PAGE_PATH_TAKEN] });
      throw error;
    });

  await afterMetadataChange(deps, siteRow?.id ?? null, updated.before, updated.after);
  return toEditorPage(updated.after, await currentVersionOf(db, updated.after.id));
}
