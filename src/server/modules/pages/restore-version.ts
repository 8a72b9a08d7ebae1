import { and, eq } from 'drizzle-orm';
import { pageVersion } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { authorisePage } from './authorise-page.ts';
import { findPage } from './editor-page.ts';
import { publishPage, type PublishDeps } from './publish-page.ts';

/** POST /api/page-history/restore: publishes an old version's content again, as a new version. */
export async function restoreVersion(deps: PublishDeps, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target } = await authorisePage(db, actor, record);
  const version = Number(record.version);
  if (!Number.isInteger(version) || version < 1) throw new HttpError(400, 'version must be a positive whole number', { version: ['Choose a version to restore.'] });
  const row = await findPage(db, target.path);
  if (!row) throw new HttpError(404, `Page with path '${target.path}' not found`);
  const [old] = await db
    .select()
    .from(pageVersion)
    .where(and(eq(pageVersion.pageId, row.id), eq(pageVersion.version, version)));
  if (!old) throw new HttpError(404, `Version ${version} of '${target.path}' not found`);
  return publishPage(
    deps,
    actor,
    { path: target.path, is_template: row.kind === 'template', is_system: row.kind === 'system', data: old.data, title: old.title, description: old.description },
    { baseVersion: 'latest' },
  );
}
