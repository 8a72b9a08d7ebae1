import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { ACCOUNT_ORDERS, AUTH_SIGNOUT, UPDATE_PASSWORD, withCallback } from '#core/paths/routes.ts';
import { shopAccountPath, shopHomePath, shopLoginPath } from '#core/paths/shop-account.ts';
import { SHOP_ACCOUNT_TITLE, SHOP_CHANGE_PASSWORD, SHOP_SIGN_OUT, SHOP_SIGNED_IN_AS, shopAccountSubtitle } from '#core/shop/shop-account-messages.ts';
import { ShopFrame } from '#web/shop-account/shop-frame.tsx';
import { shopOfRequest } from '#web/shop-account/shop-of-request.server.ts';
import { SavedAddresses } from '#web/shop-account/saved-addresses.tsx';
import { ShopperReviews } from '#web/shop-account/shopper-reviews.tsx';
import { ShopperWishlist } from '#web/shop-account/shopper-wishlist.tsx';
import { AccountOrders } from '#web/storefront/account-orders.tsx';
import { Button, buttonClassName } from '#web/ui/button.tsx';

// A shop's account page (issue 24 item 5): the signed-in shopper's orders in this shop, with their
// tracking and history, a way back to the shop and out; nothing of the builder's dashboard.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = await shopOfRequest(request, context, params.siteSlug);
  if (shop === null) throw redirect(ACCOUNT_ORDERS);
  if (!context.user) throw redirect(shopLoginPath(shop.base, shopAccountPath(shop.base)));
  return { shop, user: { name: context.user.name, email: context.user.email } };
}

// Its orders (status, tracking, history), saved addresses, wishlist and reviews (status, verified) are read in the browser through the API.
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${SHOP_ACCOUNT_TITLE} · ${loaderData?.shop.name ?? 'Shop'}` }, { name: 'robots', content: 'noindex' }];

export default function ShopAccount({ loaderData }: Route.ComponentProps) {
  const { shop, user } = loaderData;
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ShopFrame shop={shop}>
        <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
          <section className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-border bg-surface p-5 text-fg" aria-labelledby="shop-account-title">
            <div className="min-w-0">
              <h1 id="shop-account-title" className="text-2xl font-bold">
                {SHOP_ACCOUNT_TITLE}
              </h1>
              <p className="mt-1 text-sm text-fg-muted">{shopAccountSubtitle(shop.name)}</p>
              <p className="mt-2 break-words text-sm">
                {SHOP_SIGNED_IN_AS} <strong>{user.name || user.email}</strong> ({user.email})
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {/* The password page wears this shop's look: it reads the shop from the return path. */}
              <a href={withCallback(UPDATE_PASSWORD, shopAccountPath(shop.base))} className={buttonClassName({ variant: 'secondary' })}>
                {SHOP_CHANGE_PASSWORD}
              </a>
              <form method="post" action={AUTH_SIGNOUT} id="sign-out">
                <input type="hidden" name="callbackURL" value={shopHomePath(shop.base)} />
                <Button type="submit" variant="secondary">
                  {SHOP_SIGN_OUT}
                </Button>
              </form>
            </div>
          </section>
          <AccountOrders shop={{ uniqueId: shop.uniqueId, home: shopHomePath(shop.base), language: shop.language }} />
          <SavedAddresses site={shop.uniqueId} />
          <ShopperWishlist site={shop.uniqueId} siteSlug={shop.base === '' ? null : shop.base.slice(1)} currency={shop.currency} language={shop.language ?? 'en'} />
          <ShopperReviews site={shop.uniqueId} />
        </div>
      </ShopFrame>
    </QueryClientProvider>
  );
}
