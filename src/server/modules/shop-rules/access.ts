import { eq } from 'drizzle-orm';
import { SHOP_RULES_FORBIDDEN } from '#core/shop-rules/messages.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditSite, canManageSite } from '#server/shared/access/site-access.ts';

/**
 * The site whose shop rules the actor may read and change (decision 065): its owners and admins, as
 * for the shop settings (decision 034). A site the actor is no member of is not found (404); its
 * editors are refused (403): prices, taxes and codes are the owner's.
 */
export async function managedSiteId(db: Db, actor: Actor, uniqueId: string): Promise<string> {
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  if (!row || !(await canEditSite(db, actor, row.id))) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, SHOP_RULES_FORBIDDEN);
  return row.id;
}

/** A path id that is no uuid is a record that does not exist. */
export function idOrNotFound(id: string, message: string): string {
  if (!isUuid(id)) throw new HttpError(404, message);
  return id;
}
