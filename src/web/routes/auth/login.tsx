import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { shopSignupPath } from '#core/paths/shop-account.ts';
import { FORGOT_PASSWORD, SIGNUP, verificationLanding, withCallback } from '#core/paths/routes.ts';
import { VERIFY_LINK_INVALID, signInSubtitle } from '#core/auth/messages.ts';
import { SignInForm } from '#web/auth/sign-in-form.tsx';
import { signInAction } from '#web/auth/sign-in-action.server.ts';
import { signInShop } from '#web/auth/sign-in-shop.server.ts';
import { AuthCardFor } from '#web/shop-account/shop-auth-card.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Sign in · ${loaderData?.shop?.name ?? 'Sitewright'}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'));
  if (context.user) throw redirect(callback);
  // A shopper sent here from a site's pages reads the shop's name; a builder, the platform's words.
  return { shop: await signInShop(request, context, callback) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return signInAction(request, context, form, safeCallbackPath(form.get('callbackURL')), verificationLanding);
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  // A confirmation link that failed comes back with Better Auth's error code.
  const linkError = params.get('error') ? VERIFY_LINK_INVALID : null;
  return (
    <AuthCardFor
      shop={loaderData.shop}
      title="Sign in"
      subtitle={signInSubtitle(loaderData.shop?.name ?? null)}
      footer={
        <>
          No account yet?{' '}
          <Link className="font-medium text-primary underline-offset-2 hover:underline" to={loaderData.shop ? shopSignupPath(loaderData.shop.base, callbackURL || null) : withCallback(SIGNUP, callbackURL)}>
            Create one
          </Link>
        </>
      }
    >
      <SignInForm actionData={actionData} callbackURL={callbackURL} linkError={linkError} forgotHref={withCallback(FORGOT_PASSWORD, callbackURL)} />
    </AuthCardFor>
  );
}
