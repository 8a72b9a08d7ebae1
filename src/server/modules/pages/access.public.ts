import type { Db } from '#server/db/client.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

/**
 * Site pages and templates: the site's owners and editors (and admins). System pages and the
 * platform's own pages outside any site (e.g. /homepage, /billing/subscriptions/pricing): admins.
 */
export async function canEditPagesOf(db: Db, actor: Actor | null, siteId: string | null): Promise<boolean> {
  if (!actor) return false;
  if (siteId === null) return isAdmin(actor);
  return canEditSite(db, actor, siteId);
}
