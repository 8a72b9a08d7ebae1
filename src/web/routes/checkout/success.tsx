import { data, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/success';
import { siteBaseOf, successTokenOf } from '#core/checkout/checkout-request.ts';
import { ORDER_THANK_YOU } from '#core/checkout/messages.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import { CheckoutSuccess } from '#web/storefront/checkout-success.tsx';

// /checkout/success and /site-{id}/checkout/success (decision 023): ?order= (card, offline) or
// ?paypal_session= (PayPal). The order is read in the browser: the token is the buyer's alone.

export function loader({ params }: Route.LoaderArgs) {
  if (params.siteSlug !== undefined && !isSiteSegment(params.siteSlug)) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: ORDER_THANK_YOU }, { name: 'robots', content: 'noindex' }];

export default function CheckoutSuccessRoute() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return <CheckoutSuccess token={successTokenOf(search)} homeFallback={siteBaseOf(pathname) || '/'} />;
}
