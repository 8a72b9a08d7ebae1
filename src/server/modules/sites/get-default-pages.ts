import { eq } from 'drizzle-orm';
import type { DefaultPage } from '#core/sites/default-page.ts';
import { defaultSitePages } from '#core/sites/default-site-pages.ts';
import { SITE_PREFIX } from '#core/constants.ts';
import { site } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

/**
 * The documents a site's default pages (/homepage, /404) and its type's templates start from, derived from its source.
 * The browser publishes them one at a time with POST /api/editor, so its progress is real.
 */
export async function getDefaultPages(deps: Pick<AppDeps, 'database'>, actor: Actor | null, uniqueId: string): Promise<DefaultPage[]> {
  if (!actor) throw new HttpError(401, 'Authentication required');
  const [row] = await deps.database.db.select().from(site).where(eq(site.uniqueId, uniqueId));
  // Sites a caller may not work on answer like sites that do not exist.
  if (!row || !(await canEditSite(deps.database.db, actor, row.id))) throw new HttpError(404, 'Site not found');
  return defaultSitePages({ title: row.title, description: row.description, language: row.language, sources: row.sources }).map((p) => ({
    path: `/${SITE_PREFIX}${row.uniqueId}${p.path}`,
    pathWithNoSite: p.path,
    title: p.title,
    description: p.description,
    is_template: p.isTemplate,
    data: p.data,
  }));
}
