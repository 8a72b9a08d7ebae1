import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/signup';
import { SIGN_UP_CHECK_MAIL_TITLE, signUpCheckMailMessage, signUpSubtitle } from '#core/auth/messages.ts';
import { SIGNUP } from '#core/paths/routes.ts';
import { shopLoginPath, shopReturnPath } from '#core/paths/shop-account.ts';
import { SHOP_SIGN_UP_TITLE } from '#core/shop/shop-account-messages.ts';
import { SignUpForm } from '#web/auth/sign-up-form.tsx';
import { signUpAction } from '#web/auth/sign-in-action.server.ts';
import { ShopAuthCard } from '#web/shop-account/shop-auth-card.tsx';
import { shopOfAuthPage, shopOfAuthPost } from '#web/shop-account/shop-of-request.server.ts';

// A shop's own sign-up (issue 24 item 5). The mailed confirmation link signs the shopper in at the
// shop's sign-in page, which sends them on to where they were in the shop.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { shop: await shopOfAuthPage(request, context, params.siteSlug, SIGNUP) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = await shopOfAuthPost(request, context, params.siteSlug, SIGNUP);
  const form = await request.formData();
  return signUpAction(request, context, form, shopReturnPath(form.get('callbackURL'), shop.base), (callback) => shopLoginPath(shop.base, callback));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${SHOP_SIGN_UP_TITLE} · ${loaderData?.shop.name ?? 'Shop'}` }, { name: 'robots', content: 'noindex' }];

export default function ShopSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  if (actionData?.checkMail) {
    return (
      <ShopAuthCard shop={shop} title={SIGN_UP_CHECK_MAIL_TITLE}>
        <p role="status" className="text-sm">
          {signUpCheckMailMessage(actionData.values.email)}
        </p>
      </ShopAuthCard>
    );
  }
  return (
    <ShopAuthCard
      shop={shop}
      title={SHOP_SIGN_UP_TITLE}
      subtitle={signUpSubtitle(shop.name)}
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium underline underline-offset-2" to={shopLoginPath(shop.base, callbackURL || null)}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm actionData={actionData} callbackURL={callbackURL} />
    </ShopAuthCard>
  );
}
