import { and, eq, gt, sql } from 'drizzle-orm';
import {
  INVITATION_EXPIRED,
  INVITATION_LINK_INVALID,
  INVITATION_SIGN_IN_FIRST,
  INVITATION_UNVERIFIED,
  INVITATION_WRONG_ACCOUNT,
} from '#core/sites/messages.ts';
import type { Db } from '#server/db/client.ts';
import { site, siteInvitation, siteMember } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { hashInvitationToken } from './invitation-token.ts';

export interface InvitationAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

export type InvitationLookup =
  | { state: 'invalid' }
  | { state: 'expired'; siteTitle: string }
  | { state: 'pending'; siteTitle: string; siteUniqueId: string; forAccount: boolean };

// A token is 43 base64url characters; anything else is not looked up at all.
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

async function invitationByToken(db: Db, token: unknown) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: siteInvitation.email, expiresAt: siteInvitation.expiresAt, siteTitle: site.title, siteUniqueId: site.uniqueId })
    .from(siteInvitation)
    .innerJoin(site, eq(site.id, siteInvitation.siteId))
    .where(eq(siteInvitation.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

/** What the invitation page shows for a link: never the invited address (the link may have been forwarded). */
export async function lookUpInvitation(db: Db, token: unknown, account: InvitationAccount | null): Promise<InvitationLookup> {
  const row = await invitationByToken(db, token);
  if (!row) return { state: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', siteTitle: row.siteTitle };
  return { state: 'pending', siteTitle: row.siteTitle, siteUniqueId: row.siteUniqueId, forAccount: account !== null && account.email.toLowerCase() === row.email };
}

/**
 * Takes an invitation up: only a signed-in account that has confirmed its address, and whose
 * address is the invited one, joins, and the token works once (the invitation row goes with it).
 */
export async function acceptSiteInvitation(db: Db, account: InvitationAccount | null, token: unknown): Promise<{ siteUniqueId: string; siteTitle: string }> {
  if (!account) throw new HttpError(401, INVITATION_SIGN_IN_FIRST);
  const row = await invitationByToken(db, token);
  if (!row) throw new HttpError(404, INVITATION_LINK_INVALID);
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, INVITATION_EXPIRED);
  if (!account.emailVerified) throw new HttpError(403, INVITATION_UNVERIFIED);
  const email = account.email.toLowerCase();
  if (row.email !== email) throw new HttpError(403, INVITATION_WRONG_ACCOUNT);
  const joined = await db.transaction(async (tx) => {
    // The same conditions again, in the delete itself: two requests with one token cannot both join.
    const [taken] = await tx
      .delete(siteInvitation)
      .where(and(eq(siteInvitation.tokenHash, hashInvitationToken(token as string)), eq(siteInvitation.email, email), gt(siteInvitation.expiresAt, sql`now()`)))
      .returning({ siteId: siteInvitation.siteId, role: siteInvitation.role });
    if (!taken) return false;
    await tx.insert(siteMember).values({ siteId: taken.siteId, userId: account.id, role: taken.role }).onConflictDoNothing();
    return true;
  });
  if (!joined) throw new HttpError(404, INVITATION_LINK_INVALID);
  return { siteUniqueId: row.siteUniqueId, siteTitle: row.siteTitle };
}
