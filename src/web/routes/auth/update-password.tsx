import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/update-password';
import { validateFields } from '#core/rules/validate-fields.ts';
import { AuthCard, FormError } from '#web/auth/auth-card.tsx';
import { authCall, cookieHeaders, requireUser } from '#web/auth/session.server.ts';
import { authErrorMessage } from '#server/modules/auth/call-endpoint.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/text-input.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Update password · Sitewright' }];

const RULES = { currentPassword: 'required', newPassword: 'required|password' };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const values = { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') };
  const validationErrors = validateFields(values, RULES);
  if (validationErrors) return data({ ok: false, error: 'Please correct the highlighted fields.', validationErrors }, { status: 400 });
  const result = await authCall(request, context, '/change-password', { ...values, revokeOtherSessions: true });
  if (!result.ok) {
    return data({ ok: false, error: authErrorMessage(result, 'Could not update the password.'), validationErrors: null }, { status: result.status });
  }
  return data({ ok: true, error: null, validationErrors: null }, { headers: cookieHeaders(result) });
}

export default function UpdatePassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData?.validationErrors ?? {};
  return (
    <AuthCard title="Update password" subtitle="Other devices are signed out when the password changes.">
      <FormError message={actionData?.error} />
      {actionData?.ok ? (
        <p role="status" className="mb-4 rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm text-success">
          Your password was updated.
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        <TextInput label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errors.currentPassword?.[0]} />
        <TextInput label="New password" name="newPassword" type="password" autoComplete="new-password" required error={errors.newPassword?.[0]} />
        <Button type="submit" loading={busy} className="mt-2 w-full">
          Update password
        </Button>
      </Form>
    </AuthCard>
  );
}
