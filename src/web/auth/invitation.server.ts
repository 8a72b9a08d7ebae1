// The invitation route's server side (routes/auth/invitation.tsx): route modules reach server code
// only through *.server.ts files (decision 044).

import { data, redirect, type AppLoadContext } from 'react-router';
import { siteDashboard } from '#core/paths/routes.ts';
import { HttpError } from '#server/http/errors.ts';
import { acceptSiteInvitation, lookUpInvitation } from '#server/modules/sites/accept-site-invitation.ts';

/** What the mailed link's token is for, as the signed-in account (if any) may see it. */
export function lookUpInvitationFor(context: AppLoadContext, token: string | null) {
  return lookUpInvitation(context.deps.database.db, token, context.user);
}

/** Joins the invitation's site and opens its dashboard, or answers with why not. */
export async function joinInvitation(context: AppLoadContext, token: FormDataEntryValue | null) {
  try {
    const joined = await acceptSiteInvitation(context.deps.database.db, context.user, token);
    return redirect(siteDashboard(joined.siteUniqueId));
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}
