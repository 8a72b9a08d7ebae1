import { eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { isUuid } from '#server/http/ids.ts';
import { site } from '#server/db/schema.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

/** A site's media: its owners and editors, and admins. Platform media (no site): admins only. */
export async function canEditMediaOf(db: Db, actor: Actor | null, siteId: string | null): Promise<boolean> {
  if (!actor) return false;
  if (siteId === null) return isAdmin(actor);
  return canEditSite(db, actor, siteId);
}

/** A site by its id or its unique id (what the editor knows it by). */
export async function findSiteId(db: Db, idOrUniqueId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: site.id })
    .from(site)
    .where(isUuid(idOrUniqueId) ? or(eq(site.id, idOrUniqueId), eq(site.uniqueId, idOrUniqueId)) : eq(site.uniqueId, idOrUniqueId))
    .limit(1);
  return row?.id ?? null;
}
