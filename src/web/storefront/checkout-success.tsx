import { useEffect, useState, type ReactElement } from 'react';
import { ORDER_THANK_YOU, orderPlacedMessage } from '#core/checkout/messages.ts';
import { formatMoney } from '#core/money/currency.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { PAYMENT_METHOD_LABELS, isOfflineMethod } from '#core/checkout/order.ts';
import { FULFILMENT_LABELS } from '#core/checkout/orders-dashboard.ts';
import {
  CONTINUE_SHOPPING,
  OFFLINE_PENDING_NOTE,
  ORDER_ITEMS_LABEL,
  ORDER_LOADING,
  ORDER_METHOD_LABEL,
  ORDER_NOT_FOUND_TEXT,
  ORDER_NOT_FOUND_TITLE,
  ORDER_REFERENCE_LABEL,
  ORDER_STATUS_LABEL,
  ORDER_BREAKDOWN_LABEL,
  ORDER_TOTAL_LABEL,
  PAYMENT_CONFIRMING,
  PAYMENT_STILL_PENDING,
  PENDING_POLL_FOR_MS,
  PENDING_POLL_MS,
} from '#core/checkout/page-messages.ts';
import { orderTrackingLine } from '#core/shop/owner-notifications.ts';
import { fetchCheckoutOrder, type CheckoutOrder } from './checkout-api.ts';
import { clearCartAfterCheckout } from './clear-after-checkout.ts';
import { OrderBreakdown } from './order-breakdown.tsx';
import { CheckoutPageFrame, LINK_BUTTON, OrderLines, OrderStatusBadge } from './order-view.tsx';
import { TrackingLink } from '#web/ui/tracking-link.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; order: CheckoutOrder; polling: boolean };

/** A card or PayPal order still waiting for the provider's word (offline orders stay pending). */
const awaitsProvider = (order: CheckoutOrder): boolean => order.status === 'pending' && !isOfflineMethod(order.method);

/**
 * The success page of a checkout (decision 023): the order the token names, its lines, total,
 * status and method, and the way back to the shop. It empties that site's cart once. A card or
 * PayPal order still pending (the provider's confirmation not in yet) is re-read every 2 s for up
 * to 20 s.
 */
export function CheckoutSuccess({ token, homeFallback, language = DEFAULT_LANGUAGE }: { token: string | null; homeFallback: string; language?: string }): ReactElement {
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'not-found' });

  useEffect(() => {
    if (!token) {
      setState({ kind: 'not-found' });
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const read = async (): Promise<void> => {
      const result = await fetchCheckoutOrder(token);
      if (!live) return;
      if (!result.ok) {
        // A failed re-read keeps the order already shown.
        setState((previous) =>
          previous.kind === 'ready' ? { ...previous, polling: false } : 'notFound' in result ? { kind: 'not-found' } : { kind: 'error', message: result.error },
        );
        return;
      }
      const { order } = result;
      const polling = awaitsProvider(order) && Date.now() - started < PENDING_POLL_FOR_MS;
      setState({ kind: 'ready', order, polling });
      if (order.status !== 'failed' && order.status !== 'cancelled') void clearCartAfterCheckout(token, order.siteId);
      if (polling) timer = setTimeout(() => void read(), PENDING_POLL_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token]);

  if (state.kind === 'loading') {
    return (
      <CheckoutPageFrame title={ORDER_THANK_YOU}>
        <p role="status" className="text-fg-muted">
          {ORDER_LOADING}
        </p>
      </CheckoutPageFrame>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <CheckoutPageFrame title={ORDER_NOT_FOUND_TITLE}>
        <p role="alert" data-order-not-found="">
          {state.kind === 'error' ? state.message : ORDER_NOT_FOUND_TEXT}
        </p>
        <a href={homeFallback} className={LINK_BUTTON}>
          {CONTINUE_SHOPPING}
        </a>
      </CheckoutPageFrame>
    );
  }

  const { order, polling } = state;
  const tracking = orderTrackingLine(order.carrier, order.trackingNumber);
  return (
    <CheckoutPageFrame title={ORDER_THANK_YOU}>
      <p>{orderPlacedMessage(order.reference)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-fg-muted">{ORDER_REFERENCE_LABEL}</dt>
        <dd className="font-mono font-medium" data-order-reference="">
          {order.reference}
        </dd>
        <dt className="text-fg-muted">{ORDER_STATUS_LABEL}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt className="text-fg-muted">{ORDER_METHOD_LABEL}</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.method]}</dd>
        <dt className="text-fg-muted">{ORDER_TOTAL_LABEL}</dt>
        <dd className="font-semibold tabular-nums" data-order-total="">
          {formatMoney(order.totalCents, order.currency, language)}
        </dd>
        {tracking ? (
          <>
            <dt className="text-fg-muted">{FULFILMENT_LABELS.tracking}</dt>
            <dd className="break-words" data-order-tracking="">
              {tracking}
            </dd>
          </>
        ) : null}
        {order.trackingUrl ? (
          <>
            <dt className="sr-only">{FULFILMENT_LABELS.trackingUrl}</dt>
            <dd>
              <TrackingLink url={order.trackingUrl} />
            </dd>
          </>
        ) : null}
      </dl>
      <p aria-live="polite" className="text-sm text-fg-muted">
        {awaitsProvider(order) ? (polling ? PAYMENT_CONFIRMING : PAYMENT_STILL_PENDING) : order.status === 'pending' ? OFFLINE_PENDING_NOTE : ''}
      </p>
      <OrderLines lines={order.lines} label={ORDER_ITEMS_LABEL} currency={order.currency} language={language} />
      <OrderBreakdown figures={order} currency={order.currency} language={language} label={ORDER_BREAKDOWN_LABEL} adjustedOnly />
      <a href={order.homeUrl || homeFallback} className={LINK_BUTTON}>
        {CONTINUE_SHOPPING}
      </a>
    </CheckoutPageFrame>
  );
}
