import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { FORGOT_PASSWORD, SIGN_IN_TWO_FACTOR, SIGNUP, verificationLanding } from '#core/paths/routes.ts';
import { EMAIL_NOT_VERIFIED_CODE, EMAIL_NOT_VERIFIED_MESSAGE, FORGOT_PASSWORD_LINK, RESEND_LINK_LABEL, RESEND_LINK_SENT, VERIFY_LINK_INVALID, signInSubtitle } from '#core/auth/messages.ts';
import { AuthCard } from '#web/auth/auth-card.tsx';
import { PasskeySignIn } from '#web/auth/passkey-sign-in.tsx';
import { signInShopName } from '#web/auth/sign-in-shop.server.ts';
import { authCall, authErrorMessage, cookieHeaders } from '#web/auth/session.server.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Sign in · ${loaderData?.shop ?? 'Sitewright'}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'));
  if (context.user) throw redirect(callback);
  // A shopper sent here from a site's pages reads the shop's name; a builder, the platform's words.
  return { shop: await signInShopName(request, context, callback) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const callback = safeCallbackPath(form.get('callbackURL'));
  if (form.get('intent') === 'resend-verification') {
    // The same answer whatever the address (Better Auth's, with a time floor); bounded per client and per address.
    const result = await authCall(request, context, '/send-verification-email', { email, callbackURL: verificationLanding(callback) });
    if (!result.ok) return data({ error: authErrorMessage(result, 'Could not send the link. Try again.'), email, unverified: true, notice: null }, { status: result.status });
    return { error: null, email, unverified: false, notice: RESEND_LINK_SENT };
  }
  if (!email || !password) {
    return data({ error: 'Enter your email and password.', email, unverified: false, notice: null }, { status: 400 });
  }
  const result = await authCall(request, context, '/sign-in/email', { email, password, rememberMe: true });
  if (!result.ok) {
    // Only said to whoever knows the password: Better Auth checks it first.
    const unverified = result.body.code === EMAIL_NOT_VERIFIED_CODE;
    const error = unverified ? EMAIL_NOT_VERIFIED_MESSAGE : authErrorMessage(result, 'Sign-in failed. Try again.');
    return data({ error, email, unverified, notice: null }, { status: result.status });
  }
  // An account with an authenticator app has no session yet: its second step holds the sign-in's cookie.
  if (result.body.twoFactorRedirect === true) {
    return redirect(`${SIGN_IN_TWO_FACTOR}?callbackURL=${encodeURIComponent(callback)}`, { headers: cookieHeaders(result) });
  }
  return redirect(callback, { headers: cookieHeaders(result) });
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') !== 'resend-verification';
  const resending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resend-verification';
  // A confirmation link that failed comes back with Better Auth's error code.
  const linkError = params.get('error') ? VERIFY_LINK_INVALID : null;
  return (
    <AuthCard
      title="Sign in"
      subtitle={signInSubtitle(loaderData.shop)}
      footer={
        <>
          No account yet?{' '}
          <Link className="font-medium text-primary underline-offset-2 hover:underline" to={`${SIGNUP}${callbackURL ? `?callbackURL=${encodeURIComponent(callbackURL)}` : ''}`}>
            Create one
          </Link>
        </>
      }
    >
      <FormError message={actionData ? actionData.error : linkError} />
      {actionData?.notice ? (
        <FormSuccess message={actionData.notice} />
      ) : null}
      {actionData?.unverified ? (
        <Form method="post" className="mb-4" replace>
          <input type="hidden" name="intent" value="resend-verification" />
          <input type="hidden" name="email" value={actionData.email} />
          <input type="hidden" name="callbackURL" value={callbackURL} />
          <Button type="submit" variant="secondary" loading={resending} className="w-full">
            {RESEND_LINK_LABEL}
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" replace>
        <input type="hidden" name="callbackURL" value={callbackURL} />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires */}
        <TextInput label="Email" name="email" type="email" autoComplete="email" required defaultValue={actionData?.email} autoFocus />
        <TextInput label="Password" name="password" type="password" autoComplete="current-password" required />
        <Link className="self-end text-sm font-medium text-primary underline-offset-2 hover:underline" to={FORGOT_PASSWORD}>
          {FORGOT_PASSWORD_LINK}
        </Link>
        <Button type="submit" loading={busy} className="mt-2 w-full">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <PasskeySignIn callbackURL={callbackURL} />
    </AuthCard>
  );
}
