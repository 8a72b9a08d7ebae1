import { isPublicCollection } from '#core/collections.ts';
import type { Db } from '#server/db/client.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

/**
 * Who may list a user data collection's records: anyone for a collection named …-public (spec 1
 * §3); otherwise the site's owners and editors, and admins; the platform's records (no site): admins.
 */
export async function canReadDataCollection(db: Db, actor: Actor | null, collection: string, siteId: string | null): Promise<boolean> {
  if (isPublicCollection(collection)) return true;
  if (!actor) return false;
  if (siteId === null) return isAdmin(actor);
  return canEditSite(db, actor, siteId);
}
