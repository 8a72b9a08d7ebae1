import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditPagesOf } from './access.public.ts';
import { checkPagePath } from './page-path.ts';

const FORBIDDEN = 'You do not have permission to edit this page';

/** Checks the record's path (see checkPagePath) and finds its site, then checks the actor may edit pages there. */
export async function authorisePage(db: Db, actor: Actor | null, record: Record<string, unknown>, { validate = true } = {}) {
  if (!actor) throw new HttpError(401, 'Authentication required');
  const target = checkPagePath(record.path, record, { rules: validate });
  let siteRow: { id: string; uniqueId: string; title: string; language: string } | null = null;
  if (target.siteUniqueId) {
    const [found] = await db
      .select({ id: site.id, uniqueId: site.uniqueId, title: site.title, language: site.language })
      .from(site)
      .where(eq(site.uniqueId, target.siteUniqueId));
    // Unknown and forbidden sites look alike to someone without access.
    const admin = actor.role === 'admin';
    if (!found) throw new HttpError(admin ? 404 : 403, admin ? 'Site not found' : FORBIDDEN);
    siteRow = found;
  }
  if (!(await canEditPagesOf(db, actor, siteRow?.id ?? null))) throw new HttpError(403, FORBIDDEN);
  return { target, siteRow };
}
