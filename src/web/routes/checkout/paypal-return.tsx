import { useEffect, useRef, useState } from 'react';
import { data, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/paypal-return';
import { checkoutSuccessPath, siteBaseOf } from '#core/checkout/checkout-request.ts';
import { PAYPAL_GENERIC_ERROR } from '#core/checkout/messages.ts';
import { BACK_TO_SHOP, CHECKOUT_PAGE_TITLE, PAYPAL_COMPLETING } from '#core/checkout/page-messages.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import { capturePayPal } from '#web/storefront/checkout-api.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { CheckoutPageFrame, LINK_BUTTON } from '#web/storefront/order-view.tsx';

// Where PayPal sends the buyer back after approving (decision 023):
// {siteBase}/checkout/paypal-return?session={sessionToken}&token={PayPal order id}. The payment is
// captured here, then the browser goes on to the success page.

export function loader({ params }: Route.LoaderArgs) {
  if (params.siteSlug !== undefined && !isSiteSegment(params.siteSlug)) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: CHECKOUT_PAGE_TITLE }, { name: 'robots', content: 'noindex' }];

export default function PayPalReturn() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const siteBase = siteBaseOf(pathname);
  const session = search.get('session') ?? '';
  const orderId = search.get('token') ?? '';
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a capture is not repeated by a second render.
    if (started.current) return;
    started.current = true;
    if (session === '' || orderId === '') {
      setError(PAYPAL_GENERIC_ERROR);
      return;
    }
    void capturePayPal(orderId, session).then((result) => {
      if (result.ok) leavePage.replace(checkoutSuccessPath(siteBase, result.sessionToken, 'paypal'));
      else setError(result.error);
    });
  }, [session, orderId, siteBase]);

  return (
    <CheckoutPageFrame title={CHECKOUT_PAGE_TITLE}>
      {error === null ? (
        <p role="status" className="text-fg-muted">
          {PAYPAL_COMPLETING}
        </p>
      ) : (
        <>
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
          <a href={siteBase || '/'} className={LINK_BUTTON}>
            {BACK_TO_SHOP}
          </a>
        </>
      )}
    </CheckoutPageFrame>
  );
}
