import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/update-password';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from '#core/auth/messages.ts';
import { FORGOT_PASSWORD, LOGIN, withCallback } from '#core/paths/routes.ts';
import { shopLoginPath } from '#core/paths/shop-account.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { authCall, authErrorMessage, cookieHeaders, requireUser } from '#web/auth/session.server.ts';
import { authStepShop } from '#web/auth/sign-in-shop.server.ts';
import { AuthCardFor } from '#web/shop-account/shop-auth-card.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Update password · ${loaderData?.shop?.name ?? 'Sitewright'}` }];

const RULES = { currentPassword: 'required', newPassword: 'required|password' };
const RESET_RULES = { newPassword: 'required|password' };

/** With ?token= (the link of a reset mail) anyone holding it sets a new password; without, the signed-in user changes theirs. */
const resetTokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = resetTokenOf(request);
  if (token === null) requireUser(request, context);
  // Better Auth's own link (GET /api/auth/reset-password/:token) lands here with ?error= when the token is bad.
  const invalid = new URL(request.url).searchParams.get('error') !== null;
  // A reset asked for from a shop's sign-in comes back with its return path: the page wears the shop's look.
  const { callback, shop } = await authStepShop(request, context);
  return { reset: token !== null || invalid, invalid, shop, callback };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = resetTokenOf(request);
  const form = await request.formData();
  if (token !== null) {
    const values = { newPassword: String(form.get('newPassword') ?? '') };
    const validationErrors = validateFields(values, RESET_RULES);
    if (validationErrors) return data({ ok: false, error: 'Please correct the highlighted fields.', validationErrors }, { status: 400 });
    const result = await authCall(request, context, '/reset-password', { token, newPassword: values.newPassword });
    if (!result.ok) {
      const invalid = result.body.code === 'INVALID_TOKEN' || result.body.code === 'USER_NOT_FOUND';
      return data({ ok: false, error: invalid ? RESET_LINK_INVALID : authErrorMessage(result, 'Could not set the password.'), validationErrors: null }, { status: result.status });
    }
    return data({ ok: true, error: null, validationErrors: null });
  }
  requireUser(request, context);
  const values = { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') };
  const validationErrors = validateFields(values, RULES);
  if (validationErrors) return data({ ok: false, error: 'Please correct the highlighted fields.', validationErrors }, { status: 400 });
  const result = await authCall(request, context, '/change-password', { ...values, revokeOtherSessions: true });
  if (!result.ok) {
    return data({ ok: false, error: authErrorMessage(result, 'Could not update the password.'), validationErrors: null }, { status: result.status });
  }
  return data({ ok: true, error: null, validationErrors: null }, { headers: cookieHeaders(result) });
}

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData?.validationErrors ?? {};
  const { reset, invalid, shop, callback } = loaderData;
  const signIn = shop ? shopLoginPath(shop.base, callback) : LOGIN;
  const askAgain = shop ? withCallback(FORGOT_PASSWORD, callback) : FORGOT_PASSWORD;
  if (reset && actionData?.ok) {
    return (
      <AuthCardFor shop={shop} title="Update password">
        <FormSuccess message={PASSWORD_RESET_DONE} />
        <Link className={`${linkClass} text-sm`} to={signIn}>
          Sign in
        </Link>
      </AuthCardFor>
    );
  }
  if (invalid) {
    return (
      <AuthCardFor shop={shop} title="Update password">
        <FormError message={RESET_LINK_INVALID} />
        <Link className={`${linkClass} text-sm`} to={askAgain}>
          Ask for a new link
        </Link>
      </AuthCardFor>
    );
  }
  return (
    <AuthCardFor shop={shop} title="Update password" subtitle="Other devices are signed out when the password changes.">
      <FormError message={actionData?.error} />
      {actionData?.ok ? (
        <FormSuccess message="Your password was updated." />
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        {reset ? null : (
          <TextInput label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errors.currentPassword?.[0]} />
        )}
        <TextInput label="New password" name="newPassword" type="password" autoComplete="new-password" required error={errors.newPassword?.[0]} />
        <Button type="submit" loading={busy} className="mt-2 w-full">
          Update password
        </Button>
      </Form>
      {actionData?.error === RESET_LINK_INVALID ? (
        <Link className={`${linkClass} mt-4 block text-sm`} to={askAgain}>
          Ask for a new link
        </Link>
      ) : null}
    </AuthCardFor>
  );
}
