import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/signup';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { shopLoginPath, shopReturnPath } from '#core/paths/shop-account.ts';
import { LOGIN, verificationLanding, withCallback } from '#core/paths/routes.ts';
import { SIGN_UP_CHECK_MAIL_TITLE, signUpCheckMailMessage, signUpSubtitle } from '#core/auth/messages.ts';
import { SignUpForm } from '#web/auth/sign-up-form.tsx';
import { signUpAction } from '#web/auth/sign-in-action.server.ts';
import { signInShop } from '#web/auth/sign-in-shop.server.ts';
import { AuthCardFor } from '#web/shop-account/shop-auth-card.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Create an account · ${loaderData?.shop?.name ?? 'Sitewright'}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'));
  const shop = await signInShop(request, context, callback);
  // A signed-in builder goes to the dashboard; a shopper, back into the shop.
  if (context.user) throw redirect(shop ? shopReturnPath(callback, shop.base) : '/dashboard');
  return { shop };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return signUpAction(request, context, form, safeCallbackPath(form.get('callbackURL')), verificationLanding);
}

export default function Signup({ actionData, loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  if (actionData?.checkMail) {
    return (
      <AuthCardFor shop={loaderData.shop} title={SIGN_UP_CHECK_MAIL_TITLE}>
        <p role="status" className="text-sm">
          {signUpCheckMailMessage(actionData.values.email)}
        </p>
      </AuthCardFor>
    );
  }
  return (
    <AuthCardFor
      shop={loaderData.shop}
      title="Create an account"
      subtitle={signUpSubtitle(loaderData.shop?.name ?? null)}
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-primary underline-offset-2 hover:underline" to={loaderData.shop ? shopLoginPath(loaderData.shop.base, callbackURL || null) : withCallback(LOGIN, callbackURL)}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm actionData={actionData} callbackURL={callbackURL} />
    </AuthCardFor>
  );
}
