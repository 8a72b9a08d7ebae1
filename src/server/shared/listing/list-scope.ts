import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
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
  const [row] = await (isUuid(siteId) ? scopeReads(db).byIdOrUniqueId : scopeReads(db).byUniqueId).execute({ siteId });
  if (!row) throw new HttpError(404, SITE_NOT_FOUND);
  return { site: row };
}

// Every list call and checkout starts here: both reads are built once per database (drizzle's prepared queries).
const scopeReads = preparedPerDatabase((db) => {
  const read = (where: SQL | undefined, name: string) => db.select({ id: site.id, uniqueId: site.uniqueId }).from(site).where(where).limit(1).prepare(name);
  const siteId = sql.placeholder('siteId');
  return {
    byIdOrUniqueId: read(or(eq(site.id, siteId), eq(site.uniqueId, siteId)), 'scope_site_by_id_or_unique_id'),
    byUniqueId: read(eq(site.uniqueId, siteId), 'scope_site_by_unique_id'),
  };
});
