import { data, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/success';
import { siteBaseOf, successTokenOf } from '#core/checkout/checkout-request.ts';
import { ORDER_THANK_YOU } from '#core/checkout/messages.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import { shopOfRequest } from '#web/shop-account/shop-of-request.server.ts';
import { CheckoutSuccess } from '#web/storefront/checkout-success.tsx';

// /checkout/success and /site-{id}/checkout/success (decision 023): ?order= (card, offline) or
// ?paypal_session= (PayPal). The order is read in the browser: the token is the buyer's alone; the
// page knows only the shop's language (its amounts are formatted for it, decision 060).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.siteSlug !== undefined && !isSiteSegment(params.siteSlug)) throw data(null, { status: 404 });
  // A shop since closed or removed still shows the buyer's order (read by token), in English.
  const shop = await shopOfRequest(request, context, params.siteSlug).catch(() => null);
  return { language: shop?.language ?? 'en' };
}

export const meta: Route.MetaFunction = () => [{ title: ORDER_THANK_YOU }, { name: 'robots', content: 'noindex' }];

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return <CheckoutSuccess token={successTokenOf(search)} homeFallback={siteBaseOf(pathname) || '/'} language={loaderData.language} />;
}
