import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/http/errors.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { resolveScope, type ContentScope } from '#server/shared/listing/list-scope.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';

export const COLLECTIONS_FORBIDDEN = "You may not manage this site's collections";

/**
 * The site whose collections a call is about (`siteId`: unique id or id; none = the platform's)
 * once the caller may manage them: the site's owners and editors, and admins; the platform's:
 * admins. Unknown site 404, not allowed 403.
 */
export async function collectionScope(db: Db, actor: Actor | null, siteId: unknown): Promise<ContentScope> {
  if (siteId !== undefined && siteId !== null && typeof siteId !== 'string') throw new HttpError(400, 'siteId must be a string');
  const scope = await resolveScope(db, siteId || null);
  const allowed = scope.site ? await canEditSite(db, actor, scope.site.id) : isAdmin(actor);
  if (!allowed) throw new HttpError(403, COLLECTIONS_FORBIDDEN);
  return scope;
}
