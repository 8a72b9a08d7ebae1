import { deriveTitleFromPath } from '#core/paths/derive-title.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { authorisePage } from './authorise-page.ts';
import { findPage, toEditorPage } from './editor-page.ts';
import { currentVersionOf } from './page-version-conflict.ts';

/** GET /api/editor{path}: the page for the editor, or null for a page that does not exist yet. */
export async function getEditorPage(deps: Pick<AppDeps, 'database'>, actor: Actor | null, path: string, flags: { is_template?: boolean; is_system?: boolean }) {
  const { db } = deps.database;
  // Opening the editor needs no valid path: publishing checks it, with the spec's messages.
  const { target, siteRow } = await authorisePage(db, actor, { path, ...flags }, { validate: false });
  const row = await findPage(db, target.path);
  const version = row ? await currentVersionOf(db, row.id) : 0;
  return {
    page: row ? toEditorPage(row, version) : null,
    // What the editor sends back as baseVersion when it publishes (0: no page yet).
    version,
    root: { site: siteRow ? { unique_id: siteRow.uniqueId, title: siteRow.title, language: siteRow.language } : null },
    defaults: { title: deriveTitleFromPath(target.pathWithNoSite), description: deriveTitleFromPath(target.pathWithNoSite) },
    error: null,
  };
}
