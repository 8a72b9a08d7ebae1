import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/invitation';
import { INVITATION_EXPIRED, INVITATION_LINK_INVALID, INVITATION_SIGN_IN_FIRST, INVITATION_TITLE, INVITATION_WRONG_ACCOUNT, invitationJoinButton, invitationJoinPrompt } from '#core/sites/messages.ts';
import { ACCOUNT_LOGOUT, LOGIN, SIGNUP } from '#core/paths/routes.ts';
import { AuthCard } from '#web/auth/auth-card.tsx';
import { joinInvitation, lookUpInvitationFor } from '#web/auth/invitation.server.ts';
import { Button } from '#web/ui/button.tsx';
import { FormError } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = () => [{ title: `${INVITATION_TITLE} · Sitewright` }];

/** The invitation's mailed link: what it is for, and a Join button for the account it was sent to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const lookup = await lookUpInvitationFor(context, token);
  return { lookup, token: token ?? '', signedIn: context.user !== null, back: url.pathname + url.search };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return joinInvitation(context, form.get('token'));
}

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { lookup, token, signedIn, back } = loaderData;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const callback = `?callbackURL=${encodeURIComponent(back)}`;
  if (lookup.state !== 'pending') {
    return (
      <AuthCard title={INVITATION_TITLE}>
        <FormError message={lookup.state === 'expired' ? INVITATION_EXPIRED : INVITATION_LINK_INVALID} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={INVITATION_TITLE} subtitle={invitationJoinPrompt(lookup.siteTitle)}>
      <FormError message={actionData?.error} />
      {!signedIn ? (
        <>
          <p className="text-sm">{INVITATION_SIGN_IN_FIRST}</p>
          <div className="mt-4 flex flex-wrap gap-4 text-sm">
            <Link className={linkClass} to={`${LOGIN}${callback}`}>
              Sign in
            </Link>
            <Link className={linkClass} to={`${SIGNUP}${callback}`}>
              Create an account
            </Link>
          </div>
        </>
      ) : !lookup.forAccount ? (
        <>
          <FormError message={INVITATION_WRONG_ACCOUNT} />
          <Link className={`${linkClass} text-sm`} to={ACCOUNT_LOGOUT}>
            Sign out
          </Link>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" loading={busy} className="w-full">
            {invitationJoinButton(lookup.siteTitle)}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
