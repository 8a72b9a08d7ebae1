import { and, count, eq, sql } from 'drizzle-orm';
import { validateValue } from '#core/rules/validate-value.ts';
import {
  INVITATION_NOT_FOUND,
  invitationCancelledMessage,
  invitationMailSubject,
  invitationResentMessage,
  invitationMailText,
  MEMBER_ALREADY,
  MEMBER_ALREADY_INVITED,
  MEMBER_LAST_OWNER,
  MEMBER_NOT_FOUND,
  memberInvitedMessage,
  memberRemovedMessage,
  MEMBERS_OWNER_ONLY,
} from '#core/sites/messages.ts';
import type { Db } from '#server/db/client.ts';
import { site, siteInvitation, siteMember, user } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { publicUrl } from '#server/env.ts';
import { ACCEPT_INVITATION } from '#core/paths/routes.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditSite, canManageSite } from '#server/shared/access/site-access.ts';
import { newInvitationToken } from './invitation-token.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';
import { isUuid } from '#server/http/ids.ts';

type Deps = Pick<AppDeps, 'database'>;
type InviteDeps = Pick<AppDeps, 'database' | 'mailer' | 'env' | 'logger'>;

/** The site's id if the actor may manage its members: 404 to those who may not see it, 403 to its editors. */
async function siteToManage(db: Db, actor: Actor | null, uniqueId: string): Promise<string> {
  if (!actor) throw new HttpError(401, 'Authentication required');
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId));
  if (!row || !(await canEditSite(db, actor, row.id))) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, MEMBERS_OWNER_ONLY);
  return row.id;
}

const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/** Whether an account with this address (confirmed or not) is already a member of the site. */
async function isMemberByEmail(db: Db, siteId: string, email: string): Promise<boolean> {
  const [found] = await db
    .select({ userId: siteMember.userId })
    .from(siteMember)
    .innerJoin(user, eq(user.id, siteMember.userId))
    .where(and(eq(siteMember.siteId, siteId), eq(sql`lower(${user.email})`, email)));
  return found !== undefined;
}

/**
 * Adds an editor by address, always by invitation: a single-use link mailed to the address, taken
 * up only by a confirmed account with that address (accept-site-invitation.ts). Never a direct add,
 * even of a confirmed account or by an admin: the answer would tell anyone who can create a site
 * which addresses have accounts here, with no mail sent (so no per-recipient limit), and would make
 * people editors of a stranger's site without their consent. So an address with a confirmed
 * account, one with an unconfirmed account and an unknown one get the same answer and the same
 * mail; only a current member is refused (the owner sees the member list anyway).
 * Returns the message to show.
 */
export async function addSiteMember(deps: InviteDeps, actor: Actor | null, uniqueId: string, rawEmail: unknown): Promise<string> {
  const { db } = deps.database;
  const siteId = await siteToManage(db, actor, uniqueId);
  const problem = validateValue(typeof rawEmail === 'string' ? rawEmail.trim() : rawEmail, 'required|string|email|max:255');
  if (problem) throw fieldError('email', problem);
  const email = (rawEmail as string).trim().toLowerCase();
  if (await isMemberByEmail(db, siteId, email)) throw fieldError('email', MEMBER_ALREADY);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  await db
    .insert(siteInvitation)
    .values({ siteId, email, invitedBy: actor!.id, tokenHash, expiresAt })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'site_invitation_site_email_unique')) throw fieldError('email', MEMBER_ALREADY_INVITED);
      throw error;
    });
  await mailInvitation(deps, siteId, actor!, email, token);
  return memberInvitedMessage(email);
}

/** A new link for a pending (or expired) invitation: a new token and 7 more days; the old link stops working. */
export async function resendSiteInvitation(deps: InviteDeps, actor: Actor | null, uniqueId: string, invitationId: unknown): Promise<string> {
  const { db } = deps.database;
  const siteId = await siteToManage(db, actor, uniqueId);
  if (typeof invitationId !== 'string' || !isUuid(invitationId)) throw new HttpError(400, INVITATION_NOT_FOUND);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const [renewed] = await db
    .update(siteInvitation)
    .set({ tokenHash, expiresAt, invitedBy: actor!.id })
    .where(and(eq(siteInvitation.siteId, siteId), eq(siteInvitation.id, invitationId)))
    .returning({ email: siteInvitation.email });
  if (!renewed) throw new HttpError(400, INVITATION_NOT_FOUND);
  await mailInvitation(deps, siteId, actor!, renewed.email, token);
  return invitationResentMessage(renewed.email);
}

/** Tells the invited address how to take the invitation up; a mail failure is recorded, never thrown. */
async function mailInvitation(deps: InviteDeps, siteId: string, actor: Actor, email: string, token: string): Promise<void> {
  const [row] = await deps.database.db.select({ title: site.title }).from(site).where(eq(site.id, siteId));
  const title = row?.title ?? 'a site';
  const [inviter] = await deps.database.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, actor.id));
  const entry = await deps.mailer.send({
    siteId,
    kind: 'invitation',
    to: [email],
    replyTo: inviter?.email ?? null,
    // The site's title and the inviter's name are theirs to choose: never a link in the mail (decision 035).
    subject: invitationMailSubject(inertText(title)),
    text: invitationMailText(inertText(title), inertText(inviter?.name || inviter?.email || 'A site owner'), `${publicUrl(deps.env)}${ACCEPT_INVITATION}?token=${token}`),
  });
  if (entry.status === 'failed') deps.logger.warn({ siteId, error: entry.error }, 'invitation mail not sent');
}

/** Removes a member; a site always keeps at least one owner. */
export async function removeSiteMember(deps: Deps, actor: Actor | null, uniqueId: string, userId: unknown): Promise<string> {
  const { db } = deps.database;
  const siteId = await siteToManage(db, actor, uniqueId);
  const target = typeof userId === 'string' ? userId : '';
  const [member] = await db
    .select({ role: siteMember.role, email: user.email })
    .from(siteMember)
    .innerJoin(user, eq(user.id, siteMember.userId))
    .where(and(eq(siteMember.siteId, siteId), eq(siteMember.userId, target)));
  if (!member) throw new HttpError(400, MEMBER_NOT_FOUND);
  if (member.role === 'owner') {
    const [owners] = await db.select({ n: count() }).from(siteMember).where(and(eq(siteMember.siteId, siteId), eq(siteMember.role, 'owner')));
    if (Number(owners?.n ?? 0) <= 1) throw new HttpError(400, MEMBER_LAST_OWNER);
  }
  await db.delete(siteMember).where(and(eq(siteMember.siteId, siteId), eq(siteMember.userId, target)));
  return memberRemovedMessage(member.email);
}

export async function cancelSiteInvitation(deps: Deps, actor: Actor | null, uniqueId: string, invitationId: unknown): Promise<string> {
  const { db } = deps.database;
  const siteId = await siteToManage(db, actor, uniqueId);
  // Not a uuid: PostgreSQL would refuse the comparison itself.
  if (typeof invitationId !== 'string' || !isUuid(invitationId)) throw new HttpError(400, INVITATION_NOT_FOUND);
  const [gone] = await db
    .delete(siteInvitation)
    .where(and(eq(siteInvitation.siteId, siteId), eq(siteInvitation.id, invitationId)))
    .returning({ email: siteInvitation.email });
  if (!gone) throw new HttpError(400, INVITATION_NOT_FOUND);
  return invitationCancelledMessage(gone.email);
}
