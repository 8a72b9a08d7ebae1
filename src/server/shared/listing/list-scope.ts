import { eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';

/** The site a list call is about (by `siteId`: its unique_id or its id), or null for the platform. */
export interface ContentScope {
  site: { id: string; uniqueId: string } | null;
}

export const SITE_NOT_FOUND = 'Site not found';

/** Resolves `siteId`; an unknown site is a 404 (its unique_id is public anyway, as its address). */
export async function resolveScope(db: Db, siteId: string | null): Promise<ContentScope> {
  if (siteId === null) return { site: null };
  const [row] = await db
    .select({ id: site.id, uniqueId: site.uniqueId })
    .from(site)
    .where(isUuid(siteId) ? or(eq(site.id, siteId), eq(site.uniqueId, siteId)) : eq(site.uniqueId, siteId))
    .limit(1);
  if (!row) throw new HttpError(404, SITE_NOT_FOUND);
  return { site: row };
}
