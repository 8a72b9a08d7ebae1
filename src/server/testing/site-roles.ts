import { site, siteMember } from '#server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The callers access tests need: `owner` and `editor` of one site, `otherEditor` of another, `stranger` with no site, and `admin`. */
export const SITE_ROLES = ['owner', 'editor', 'otherEditor', 'stranger', 'admin'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

export interface SiteRoles {
  cookies: Record<SiteRole, string>;
  userIds: Record<SiteRole, string>;
  siteId: string;
  otherSiteId: string;
}

/** Signs up every role (emails `{role}@{tag}.test`) and creates the two sites with their members. */
export async function seedSiteRoles(
  t: TestApp,
  { tag, site: own, otherSite }: { tag: string; site: { uniqueId: string; title: string }; otherSite: { uniqueId: string; title: string } },
): Promise<SiteRoles> {
  const cookies = {} as Record<SiteRole, string>;
  const userIds = {} as Record<SiteRole, string>;
  for (const role of SITE_ROLES) {
    const { cookie, userId } = await t.signUp(`${role.toLowerCase()}@${tag}.test`, { admin: role === 'admin' });
    cookies[role] = cookie;
    userIds[role] = userId;
  }
  const { db } = t.deps.database;
  const [mine] = await db.insert(site).values({ ...own, ownerId: userIds.owner }).returning();
  const [other] = await db.insert(site).values({ ...otherSite, ownerId: userIds.otherEditor }).returning();
  await db.insert(siteMember).values([
    { siteId: mine!.id, userId: userIds.owner, role: 'owner' },
    { siteId: mine!.id, userId: userIds.editor, role: 'editor' },
    { siteId: other!.id, userId: userIds.otherEditor, role: 'editor' },
  ]);
  return { cookies, userIds, siteId: mine!.id, otherSiteId: other!.id };
}
