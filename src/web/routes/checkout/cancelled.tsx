import { useEffect, useRef, useState } from 'react';
import { data, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/cancelled';
import { siteBaseOf } from '#core/checkout/checkout-request.ts';
import { BACK_TO_SHOP, CANCELLING, PAYMENT_CANCELLED_TEXT, PAYMENT_CANCELLED_TITLE } from '#core/checkout/page-messages.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import { cancelCheckout } from '#web/storefront/checkout-api.ts';
import { CheckoutPageFrame, LINK_BUTTON } from '#web/storefront/order-view.tsx';

// Where a provider sends the buyer who gave up paying (decision 023): {siteBase}/checkout/cancelled?order={sessionToken}.
// The pending order is cancelled (its stock released); the cart is left as it was.

export function loader({ params }: Route.LoaderArgs) {
  if (params.siteSlug !== undefined && !isSiteSegment(params.siteSlug)) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: PAYMENT_CANCELLED_TITLE }, { name: 'robots', content: 'noindex' }];

export default function CheckoutCancelled() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const token = search.get('order') ?? '';
  const [home, setHome] = useState(siteBaseOf(pathname) || '/');
  const [cancelling, setCancelling] = useState(token !== '');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    void cancelCheckout(token).then((result) => {
      // A failure changes nothing for the buyer: an unpaid order expires on its own.
      if (!result.ok) console.warn('[checkout] cancelling the order failed:', result.error);
      else if (result.order?.homeUrl) setHome(result.order.homeUrl);
      setCancelling(false);
    });
  }, [token]);

  return (
    <CheckoutPageFrame title={PAYMENT_CANCELLED_TITLE}>
      {cancelling ? (
        <p role="status" className="text-fg-muted">
          {CANCELLING}
        </p>
      ) : (
        <p role="status">{PAYMENT_CANCELLED_TEXT}</p>
      )}
      <a href={home} className={LINK_BUTTON}>
        {BACK_TO_SHOP}
      </a>
    </CheckoutPageFrame>
  );
}
