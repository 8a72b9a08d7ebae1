import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { FORGOT_PASSWORD_SUBTITLE, FORGOT_PASSWORD_TITLE, RESET_LINK_REQUESTED } from '#core/auth/messages.ts';
import { LOGIN, UPDATE_PASSWORD, withCallback } from '#core/paths/routes.ts';
import { shopLoginPath } from '#core/paths/shop-account.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { authCall, authErrorMessage } from '#web/auth/session.server.ts';
import { authStepShop } from '#web/auth/sign-in-shop.server.ts';
import { AuthCardFor } from '#web/shop-account/shop-auth-card.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${FORGOT_PASSWORD_TITLE} · ${loaderData?.shop?.name ?? 'Sitewright'}` }];

const RULES = { email: 'required|email|max:255' };

/** A shopper who came from a shop's sign-in (its return path in ?callbackURL=) sees the shop's name and look. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return authStepShop(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const validationErrors = validateFields({ email }, RULES);
  if (validationErrors) return data({ sent: false, error: null, validationErrors, email }, { status: 400 });
  // The mailed link's page leads back into the shop the shopper came from.
  const { callback, shop } = await authStepShop(request, context);
  const redirectTo = shop ? withCallback(UPDATE_PASSWORD, callback) : UPDATE_PASSWORD;
  // Better Auth answers the same whether or not the address has an account.
  const result = await authCall(request, context, '/request-password-reset', { email, redirectTo });
  if (!result.ok) return data({ sent: false, error: authErrorMessage(result, 'Could not send the link. Try again.'), validationErrors: null, email }, { status: result.status });
  return { sent: true, error: null, validationErrors: null, email };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { shop, callback } = loaderData;
  return (
    <AuthCardFor
      shop={shop}
      title={FORGOT_PASSWORD_TITLE}
      subtitle={FORGOT_PASSWORD_SUBTITLE}
      footer={
        <Link className="font-medium text-primary underline-offset-2 hover:underline" to={shop ? shopLoginPath(shop.base, callback) : LOGIN}>
          Back to sign in
        </Link>
      }
    >
      <FormError message={actionData?.error} />
      {actionData?.sent ? (
        <FormSuccess className="" message={RESET_LINK_REQUESTED} />
      ) : (
        <Form method="post" className="flex flex-col gap-4" replace>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires */}
          <TextInput label="Email" name="email" type="email" autoComplete="email" required defaultValue={actionData?.email} error={actionData?.validationErrors?.email?.[0]} autoFocus />
          <Button type="submit" loading={busy} className="mt-2 w-full">
            Send the link
          </Button>
        </Form>
      )}
    </AuthCardFor>
  );
}
