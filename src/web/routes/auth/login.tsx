import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { SIGN_IN_TWO_FACTOR, SIGNUP } from '#core/paths/routes.ts';
import { AuthCard, FormError } from '#web/auth/auth-card.tsx';
import { PasskeySignIn } from '#web/auth/passkey-sign-in.tsx';
import { authCall, cookieHeaders } from '#web/auth/session.server.ts';
import { authErrorMessage } from '#server/modules/auth/call-endpoint.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/text-input.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in · Sitewright' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'));
  if (context.user) throw redirect(callback);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const callback = safeCallbackPath(form.get('callbackURL'));
  if (!email || !password) {
    return data({ error: 'Enter your email and password.', email }, { status: 400 });
  }
  const result = await authCall(request, context, '/sign-in/email', { email, password, rememberMe: true });
  if (!result.ok) {
    return data({ error: authErrorMessage(result, 'Sign-in failed. Try again.'), email }, { status: result.status });
  }
  // An account with an authenticator app has no session yet: its second step holds the sign-in's cookie.
  if (result.body.twoFactorRedirect === true) {
    return redirect(`${SIGN_IN_TWO_FACTOR}?callbackURL=${encodeURIComponent(callback)}`, { headers: cookieHeaders(result) });
  }
  return redirect(callback, { headers: cookieHeaders(result) });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your sites."
      footer={
        <>
          No account yet?{' '}
          <Link className="font-medium text-primary underline-offset-2 hover:underline" to={`${SIGNUP}${callbackURL ? `?callbackURL=${encodeURIComponent(callbackURL)}` : ''}`}>
            Create one
          </Link>
        </>
      }
    >
      <FormError message={actionData?.error} />
      <Form method="post" className="flex flex-col gap-4" replace>
        <input type="hidden" name="callbackURL" value={callbackURL} />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required defaultValue={actionData?.email} autoFocus />
        <TextInput label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" loading={busy} className="mt-2 w-full">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <PasskeySignIn callbackURL={callbackURL} />
    </AuthCard>
  );
}
