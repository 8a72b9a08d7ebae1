import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { icon, site } from '#server/db/schema.ts';

/**
 * A custom icon of a site (or a platform-wide one) as a data URL. Rendered through <img>, an SVG
 * cannot run script, so the stored markup needs no further sanitising to be shown safely.
 */
export async function findCustomIconSrc(db: Db, siteId: string | null, nameOrId: string): Promise<string | null> {
  const [row] = await db
    .select({ svg: icon.svg })
    .from(icon)
    .where(and(siteId ? or(eq(icon.siteId, siteId), isNull(icon.siteId)) : isNull(icon.siteId), or(eq(icon.name, nameOrId), sql`${icon.id}::text = ${nameOrId}`)))
    .limit(1);
  return row ? `data:image/svg+xml;base64,${Buffer.from(row.svg).toString('base64')}` : null;
}

/** The same lookup for a site known by its public id (drafts and the editor know only that). */
export async function findCustomIconSrcForSite(db: Db, siteUniqueId: string | null, nameOrId: string): Promise<string | null> {
  if (siteUniqueId === null) return findCustomIconSrc(db, null, nameOrId);
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, siteUniqueId));
  return findCustomIconSrc(db, row?.id ?? null, nameOrId);
}
