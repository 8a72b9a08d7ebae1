import { desc, eq } from 'drizzle-orm';
import { pageVersion, user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { authorisePage } from './authorise-page.ts';
import { findPage } from './editor-page.ts';

/** GET /api/page-history: the published versions of a page, newest first, with who published them. */
export async function listVersions(deps: Pick<AppDeps, 'database'>, actor: Actor | null, path: string, flags: { is_template?: boolean; is_system?: boolean }) {
  const { db } = deps.database;
  const { target } = await authorisePage(db, actor, { path, ...flags }, { validate: false });
  const row = await findPage(db, target.path);
  if (!row) return [];
  const versions = await db
    .select({ version: pageVersion.version, title: pageVersion.title, publishedAt: pageVersion.publishedAt, name: user.name, email: user.email })
    .from(pageVersion)
    .leftJoin(user, eq(user.id, pageVersion.publishedBy))
    .where(eq(pageVersion.pageId, row.id))
    .orderBy(desc(pageVersion.version));
  return versions.map((v) => ({
    version: v.version,
    title: v.title,
    published_at: v.publishedAt.toISOString(),
    published_by: v.name ?? v.email ?? 'A deleted user',
    current: v.version === versions[0]?.version,
  }));
}
