import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { VERIFY_LINK_INVALID } from '#core/auth/messages.ts';
import { FORGOT_PASSWORD, LOGIN, withCallback } from '#core/paths/routes.ts';
import { shopAccountPath, shopLoginPath, shopReturnPath, shopSignupPath } from '#core/paths/shop-account.ts';
import { SHOP_SIGN_IN_TITLE } from '#core/shop/shop-account-messages.ts';
import { signInSubtitle } from '#core/auth/messages.ts';
import { SignInForm } from '#web/auth/sign-in-form.tsx';
import { signInAction } from '#web/auth/sign-in-action.server.ts';
import { ShopAuthCard } from '#web/shop-account/shop-auth-card.tsx';
import { shopOfAuthPage, shopOfAuthPost } from '#web/shop-account/shop-of-request.server.ts';

// A shop's own sign-in (issue 24 item 5): /site-{id}/account/login, and /account/login on the
// shop's domain. The platform's address has no shop there: its sign-in is the builder's.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { shop: await shopOfAuthPage(request, context, params.siteSlug, LOGIN) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = await shopOfAuthPost(request, context, params.siteSlug, LOGIN);
  const form = await request.formData();
  return signInAction(request, context, form, shopReturnPath(form.get('callbackURL'), shop.base), (callback) => shopLoginPath(shop.base, callback));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${SHOP_SIGN_IN_TITLE} · ${loaderData?.shop.name ?? 'Shop'}` }, { name: 'robots', content: 'noindex' }];

export default function ShopLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  const linkError = params.get('error') ? VERIFY_LINK_INVALID : null;
  return (
    <ShopAuthCard
      shop={shop}
      title={SHOP_SIGN_IN_TITLE}
      subtitle={signInSubtitle(shop.name)}
      footer={
        <>
          No account yet?{' '}
          <Link className="font-medium underline underline-offset-2" to={shopSignupPath(shop.base, callbackURL || null)}>
            Create one
          </Link>
        </>
      }
    >
      {/* The reset pages read the shop from that return path, so they wear its clothes too. */}
      <SignInForm actionData={actionData} callbackURL={callbackURL} linkError={linkError} forgotHref={withCallback(FORGOT_PASSWORD, callbackURL || shopAccountPath(shop.base))} />
    </ShopAuthCard>
  );
}
