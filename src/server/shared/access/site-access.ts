import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { siteMember } from '#server/db/schema.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';

export type SiteRole = 'owner' | 'editor';

export async function siteRoleOf(db: Db, actor: Actor, siteId: string): Promise<SiteRole | null> {
  const [row] = await db
    .select({ role: siteMember.role })
    .from(siteMember)
    .where(and(eq(siteMember.siteId, siteId), eq(siteMember.userId, actor.id)))
    .limit(1);
  return row?.role ?? null;
}

/** Editors and owners edit a site's pages and content; admins edit every site. */
export async function canEditSite(db: Db, actor: Actor | null, siteId: string): Promise<boolean> {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  return (await siteRoleOf(db, actor, siteId)) !== null;
}

/** Only owners (and admins) change a site's settings, members or existence. */
export async function canManageSite(db: Db, actor: Actor | null, siteId: string): Promise<boolean> {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  return (await siteRoleOf(db, actor, siteId)) === 'owner';
}
