import { data, type AppLoadContext } from 'react-router';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { listSiteMembers } from '#server/modules/sites/list-site-members.ts';
import { addSiteMember, cancelSiteInvitation, removeSiteMember, resendSiteInvitation } from '#server/modules/sites/manage-site-members.ts';

export type MembersIntent = 'add-member' | 'remove-member' | 'cancel-invitation' | 'resend-invitation';

export function loadSiteMembers(context: AppLoadContext, uniqueId: string) {
  return listSiteMembers(context.deps.database.db, uniqueId);
}

/** The members section's form posts; the caller has already answered 404 to people who may not see the site. */
export async function membersAction(context: AppLoadContext, user: Actor, uniqueId: string, intent: string, form: FormData) {
  try {
    let message: string;
    if (intent === 'add-member') message = await addSiteMember(context.deps, user, uniqueId, form.get('email'));
    else if (intent === 'remove-member') message = await removeSiteMember(context.deps, user, uniqueId, form.get('userId'));
    else if (intent === 'resend-invitation') message = await resendSiteInvitation(context.deps, user, uniqueId, form.get('invitationId'));
    else if (intent === 'cancel-invitation') message = await cancelSiteInvitation(context.deps, user, uniqueId, form.get('invitationId'));
    else throw new HttpError(400, 'Unknown form action');
    return { intent: intent as MembersIntent, ok: true as const, message, error: null, validationErrors: null };
  } catch (error) {
    if (error instanceof HttpError) {
      return data(
        { intent: intent as MembersIntent, ok: false as const, message: null, error: error.message, validationErrors: error.validationErrors ?? null },
        { status: error.status },
      );
    }
    throw error;
  }
}
