import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { site, siteInvitation, siteMember, user } from '#server/db/schema.ts';

export interface SiteMemberRow {
  user_id: string;
  name: string;
  email: string;
  role: 'owner' | 'editor';
}

export interface SiteInvitationRow {
  id: string;
  email: string;
  role: 'editor';
  created_at: string;
  expires_at: string;
}

/** A site's members (owners first) and its pending invitations; the caller has checked that they may see the site. */
export async function listSiteMembers(db: Db, uniqueId: string): Promise<{ members: SiteMemberRow[]; invitations: SiteInvitationRow[] }> {
  const [found] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId));
  if (!found) return { members: [], invitations: [] };
  const siteId = found.id;
  const members = await db
    .select({ user_id: siteMember.userId, name: user.name, email: user.email, role: siteMember.role })
    .from(siteMember)
    .innerJoin(user, eq(user.id, siteMember.userId))
    .where(eq(siteMember.siteId, siteId))
    .orderBy(asc(siteMember.role), asc(user.email));
  const invitations = await db
    .select({ id: siteInvitation.id, email: siteInvitation.email, role: siteInvitation.role, createdAt: siteInvitation.createdAt, expiresAt: siteInvitation.expiresAt })
    .from(siteInvitation)
    .where(eq(siteInvitation.siteId, siteId))
    .orderBy(asc(siteInvitation.email));
  return { members, invitations: invitations.map(({ createdAt, expiresAt, ...i }) => ({ ...i, created_at: createdAt.toISOString(), expires_at: expiresAt.toISOString() })) };
}
