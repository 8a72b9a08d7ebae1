import { Form, Link, useNavigation } from 'react-router';
import type { ReactElement } from 'react';
import { FORGOT_PASSWORD_LINK, RESEND_LINK_LABEL } from '#core/auth/messages.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export interface SignInActionData {
  error: string | null;
  email: string;
  unverified: boolean;
  notice: string | null;
}

/** The sign-in form of the platform's sign-in and of each shop's (signInAction answers it). */
export function SignInForm({ actionData, callbackURL, linkError, forgotHref }: { actionData: SignInActionData | undefined; callbackURL: string; linkError: string | null; forgotHref: string }): ReactElement {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') !== 'resend-verification';
  const resending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resend-verification';
  return (
    <>
      <FormError message={actionData ? actionData.error : linkError} />
      {actionData?.notice ? <FormSuccess message={actionData.notice} /> : null}
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
        <Link className="self-end text-sm font-medium text-primary underline-offset-2 hover:underline" to={forgotHref}>
          {FORGOT_PASSWORD_LINK}
        </Link>
        <Button type="submit" loading={busy} className="mt-2 w-full">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <PasskeySignIn callbackURL={callbackURL} />
    </>
  );
}
