import { Form, useNavigation } from 'react-router';
import type { ReactElement } from 'react';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError } from '#web/ui/form-notice.tsx';

export interface SignUpActionData {
  error: string | null;
  validationErrors: Record<string, string[] | undefined> | null;
  values: { name: string; email: string; password: string };
  checkMail: boolean;
}

/** The sign-up form of the platform's sign-up and of each shop's (signUpAction answers it). */
export function SignUpForm({ actionData, callbackURL }: { actionData: SignUpActionData | undefined; callbackURL: string }): ReactElement {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData?.validationErrors ?? {};
  return (
    <>
      <FormError message={actionData?.error} />
      <Form method="post" className="flex flex-col gap-4" replace>
        <input type="hidden" name="callbackURL" value={callbackURL} />
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
    </>
  );
}
