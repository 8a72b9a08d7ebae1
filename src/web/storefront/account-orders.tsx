import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatMoney } from '#core/money/currency.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type BuyerStatusEntry, type OrderSummary } from '#core/checkout/order.ts';
import { FULFILMENT_LABELS } from '#core/checkout/orders-dashboard.ts';
import { orderTrackingLine } from '#core/shop/owner-notifications.ts';
import {
  ACCOUNT_ORDERS_TITLE,
  CONTINUE_SHOPPING,
  NO_ORDERS_YET,
  ORDER_DATE_LABEL,
  ORDER_ADDRESS_LABEL, ORDER_ITEMS_LABEL,
  ORDER_METHOD_LABEL,
  ORDER_STATUS_LABEL,
  ORDER_BREAKDOWN_LABEL,
  ORDER_TOTAL_LABEL,
  ORDERS_LOAD_FAILED,
  ORDERS_LOADING,
} from '#core/checkout/page-messages.ts';
import { HOME } from '#core/paths/routes.ts';
import { accountInvoicePath } from '#core/paths/invoices.ts';
import { INVOICE_LABELS } from '#core/checkout/invoice-labels.ts';
import { api } from '#web/api/client.ts';
import { OrderBreakdown } from './order-breakdown.tsx';
import { LINK_BUTTON, OrderAddress, OrderLines, OrderStatusBadge } from './order-view.tsx';
import { TrackingLink } from '#web/ui/tracking-link.tsx';

export type AccountOrder = OrderSummary & { siteTitle: string | null; history?: BuyerStatusEntry[] };

/** GET /api/account/orders: the signed-in buyer's orders, newest first (of one shop when `site` names it). */
async function fetchAccountOrders(site: string | null, signal: AbortSignal): Promise<AccountOrder[]> {
  const body = await api.get<{ orders?: AccountOrder[] } | null>(`/api/account/orders${site === null ? '' : `?site=${encodeURIComponent(site)}`}`, { signal });
  return Array.isArray(body?.orders) ? body.orders : [];
}

const formatDate = (iso: string): string => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

function OrderCard({ order, inShop, language }: { order: AccountOrder; inShop: boolean; language: string }): ReactElement {
  const Title = inShop ? 'h3' : 'h2';
  const tracking = orderTrackingLine(order.carrier, order.trackingNumber);
  return (
    <li className="rounded-xl border border-border bg-surface p-5 text-fg" data-account-order={order.reference}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Title className="font-mono text-base font-semibold">{order.reference}</Title>
        {order.siteTitle && !inShop && <span className="text-sm text-fg-muted">{order.siteTitle}</span>}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{ORDER_DATE_LABEL}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{ORDER_STATUS_LABEL}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{ORDER_METHOD_LABEL}</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.method]}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{ORDER_TOTAL_LABEL}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(order.totalCents, order.currency, language)}</dd>
        </div>
        {tracking ? (
          <div className="col-span-2">
            <dt className="text-fg-muted">{FULFILMENT_LABELS.tracking}</dt>
            <dd data-order-tracking>{tracking}</dd>
          </div>
        ) : null}
        {order.trackingUrl ? (
          <div className="col-span-2">
            <dt className="sr-only">{FULFILMENT_LABELS.trackingUrl}</dt>
            <dd>
              <TrackingLink url={order.trackingUrl} />
            </dd>
          </div>
        ) : null}
        {order.address && (
          <div>
            <dt className="text-fg-muted">{ORDER_ADDRESS_LABEL}</dt>
            <dd>
              <OrderAddress address={order.address} />
            </dd>
          </div>
        )}
      </dl>
      {order.history && order.history.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">{FULFILMENT_LABELS.history}</summary>
          <ol className="mt-2 flex flex-col gap-1">
            {order.history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`}>
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC</time>: {ORDER_STATUS_LABELS[entry.status]}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="mt-3">
        <OrderLines lines={order.lines} label={`${ORDER_ITEMS_LABEL}: ${order.reference}`} currency={order.currency} language={language} />
        <OrderBreakdown figures={order} currency={order.currency} language={language} label={`${ORDER_BREAKDOWN_LABEL}: ${order.reference}`} className="mt-2" adjustedOnly />
      </div>
      {order.invoiceNumber !== null ? (
        <p className="mt-3 text-sm">
          <a href={accountInvoicePath(order.id)} download className="font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" data-account-invoice="">
            {INVOICE_LABELS.downloadInvoice}
            <span className="sr-only"> {INVOICE_LABELS.invoiceNumber(order.invoiceNumber)}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The buyer's orders under /account (decision 023): reference, date, status, method, total and lines.
 * A shop's account page passes `shop`: only that shop's orders, under an h2, continuing its shopping,
 * amounts for the shop's language (each in its order's currency; decision 060).
 */
export function AccountOrders({ shop = null }: { shop?: { uniqueId: string; home: string; language?: string | null } | null } = {}): ReactElement {
  const language = shop?.language ?? DEFAULT_LANGUAGE;
  const site = shop?.uniqueId ?? null;
  const query = useQuery({ queryKey: ['account-orders', site], queryFn: ({ signal }) => fetchAccountOrders(site, signal) });
  const Heading = shop ? 'h2' : 'h1';
  return (
    <div className="mx-auto max-w-3xl">
      <Heading className="text-2xl font-bold">{ACCOUNT_ORDERS_TITLE}</Heading>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-fg-muted">
            {ORDERS_LOADING}
          </p>
        ) : query.isError ? (
          <p role="alert" className="font-medium text-danger">
            {ORDERS_LOAD_FAILED}
          </p>
        ) : query.data.length === 0 ? (
          <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6">
            <p>{NO_ORDERS_YET}</p>
            <a href={shop?.home ?? HOME} className={LINK_BUTTON}>
              {CONTINUE_SHOPPING}
            </a>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {query.data.map((order) => (
              <OrderCard key={order.id} order={order} inShop={shop !== null} language={language} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
