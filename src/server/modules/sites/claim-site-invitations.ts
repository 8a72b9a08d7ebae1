import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { siteInvitation, siteMember } from '#server/db/schema.ts';

/**
 * Turns the invitations for this address into memberships. Runs when an account is created
 * (Better Auth's user.create.after hook), and after an invitation is written in case the account
 * appeared in between.
 */
export async function claimSiteInvitations(db: Db, account: { id: string; email: string }): Promise<number> {
  const email = account.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const taken = await tx.delete(siteInvitation).where(eq(siteInvitation.email, email)).returning({ siteId: siteInvitation.siteId, role: siteInvitation.role });
    if (taken.length === 0) return 0;
    await tx
      .insert(siteMember)
      .values(taken.map((i) => ({ siteId: i.siteId, userId: account.id, role: i.role })))
      .onConflictDoNothing();
    return taken.length;
  });
}
