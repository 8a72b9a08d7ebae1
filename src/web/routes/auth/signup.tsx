import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/signup';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { LOGIN, verificationLanding } from '#core/paths/routes.ts';
import { SIGN_UP_CHECK_MAIL_TITLE, signUpCheckMailMessage, signUpSubtitle } from '#core/auth/messages.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { AuthCard } from '#web/auth/auth-card.tsx';
import { authCall, authErrorMessage } from '#web/auth/session.server.ts';
import { signInShopName } from '#web/auth/sign-in-shop.server.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Create an account · ${loaderData?.shop ?? 'Sitewright'}` }];

const RULES = { name: 'required|string|min:2|max:100', email: 'required|email|max:255', password: 'required|password' };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) throw redirect('/dashboard');
  return { shop: await signInShopName(request, context, safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    name: String(form.get('name') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
    password: String(form.get('password') ?? ''),
  };
  const callback = safeCallbackPath(form.get('callbackURL'));
  const validationErrors = validateFields(values, RULES);
  if (validationErrors) {
    return data({ error: 'Please correct the highlighted fields.', validationErrors, values: { ...values, password: '' }, checkMail: false }, { status: 400 });
  }
  // The mailed link signs the account in and leads on to `callback`. A new address and one that
  // has an account get the same answer (Better Auth's, with requireEmailVerification).
  const result = await authCall(request, context, '/sign-up/email', { ...values, callbackURL: verificationLanding(callback) });
  if (!result.ok) {
    return data(
      { error: authErrorMessage(result, 'Could not create the account.'), validationErrors: null, values: { ...values, password: '' }, checkMail: false },
      { status: result.status },
    );
  }
  return { error: null, validationErrors: null, values: { ...values, password: '' }, checkMail: true };
}

export default function Signup({ actionData, loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData?.validationErrors ?? {};
  if (actionData?.checkMail) {
    return (
      <AuthCard title={SIGN_UP_CHECK_MAIL_TITLE}>
        <p role="status" className="text-sm">
          {signUpCheckMailMessage(actionData.values.email)}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create an account"
      subtitle={signUpSubtitle(loaderData.shop)}
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-primary underline-offset-2 hover:underline" to={`${LOGIN}${params.get('callbackURL') ? `?callbackURL=${encodeURIComponent(params.get('callbackURL')!)}` : ''}`}>
            Sign in
          </Link>
        </>
      }
    >
      <FormError message={actionData?.error} />
      <Form method="post" className="flex flex-col gap-4" replace>
        <input type="hidden" name="callbackURL" value={params.get('callbackURL') ?? ''} />
        <TextInput label="Name" name="name" autoComplete="name" required defaultValue={actionData?.values.name} error={errors.name?.[0]} />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required defaultValue={actionData?.values.email} error={errors.email?.[0]} />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character."
          error={errors.password?.[0]}
        />
        <Button type="submit" loading={busy} className="mt-2 w-full">
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}
