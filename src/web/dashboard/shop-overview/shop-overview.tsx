import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import { OVERVIEW_MESSAGES as M, overviewLinks, shopOverviewUrl, type OverviewDay, type ShopOverview } from '#core/shop/overview.ts';
import { api } from '#web/api/client.ts';

export const shopOverviewKey = (siteId: string) => ['shop-overview', siteId] as const;

const money = (minor: number, currency: string) => `${formatMoney(minor, currency, DASHBOARD_LOCALE)} ${currency}`;
const card = 'rounded-xl border border-border bg-surface p-4';
const linkCard = `${card} block hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`;

/**
 * A site's shop at a glance (issue #24 item 3): sales today and over 30 days with a small chart,
 * and the counts that need the owner, each a link to its screen. Nothing for a site without a shop.
 */
export function ShopOverviewPanel({ siteId }: { siteId: string }): ReactNode {
  const query = useQuery({
    queryKey: shopOverviewKey(siteId),
    queryFn: ({ signal }) => api.get<{ overview: ShopOverview }>(shopOverviewUrl(siteId), { signal, fallback: M.loadFailed }),
  });
  if (query.isPending) return <p className="mt-8 text-sm text-fg-muted" role="status">{M.loading}</p>;
  if (query.isError) return <p className="mt-8 text-sm text-danger" role="alert">{M.loadFailed}</p>;
  const o = query.data.overview;
  if (!o.hasShop) return null;
  const links = overviewLinks(siteId);
  const counts = [
    { label: M.toFulfil, value: o.toFulfil, to: links.toFulfil },
    { label: M.lowStock, value: o.lowStock, to: links.lowStock },
    { label: M.outOfStock, value: o.outOfStock, to: links.outOfStock },
    { label: M.reviewsPending, value: o.reviewsPending, to: links.reviews },
  ];
  return (
    <section aria-labelledby="shop-overview-heading" className="mt-8">
      <h2 id="shop-overview-heading" className="text-lg font-semibold">
        {M.heading}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className={card}>
          <dt className="text-sm text-fg-muted">{M.salesToday}</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="sales-today">
            {money(o.today.salesCents, o.currency)}
          </dd>
          <dd className="text-sm text-fg-muted">{M.ordersCount(o.today.orders)}</dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-fg-muted">{M.sales30}</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="sales-30">
            {money(o.last30.salesCents, o.currency)}
          </dd>
          <dd className="text-sm text-fg-muted">{M.ordersCount(o.last30.orders)}</dd>
        </div>
      </dl>
      <SalesChart days={o.days} currency={o.currency} />
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counts.map((count) => (
          <li key={count.label}>
            <Link to={count.to} className={linkCard}>
              <span className="block text-sm text-fg-muted">{count.label}</span>
              <span className="mt-1 block text-2xl font-semibold">{count.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Bars of the 30 days' sales; the same figures as a table for screen readers and on request. */
function SalesChart({ days, currency }: { days: readonly OverviewDay[]; currency: string }): ReactNode {
  const max = Math.max(1, ...days.map((day) => day.salesCents));
  const width = 300;
  const height = 80;
  const bar = width / days.length;
  return (
    <figure className={`${card} mt-3`}>
      <figcaption className="text-sm text-fg-muted" id="sales-chart-title">
        {M.chartTitle}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-24 w-full" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {days.map((day, i) => {
          const h = day.salesCents === 0 ? 0 : Math.max(2, (day.salesCents / max) * height);
          return <rect key={day.day} x={i * bar + 1} y={height - h} width={Math.max(1, bar - 2)} height={h} className="fill-primary" />;
        })}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium">{M.showTable}</summary>
        <div className="mt-2">
          <table className="w-full text-sm" aria-labelledby="sales-chart-title">
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">{M.chartDay}</th>
                <th scope="col" className="text-right font-medium">{M.chartSales}</th>
                <th scope="col" className="text-right font-medium">{M.chartOrders}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="text-left font-normal">{day.day}</th>
                  <td className="text-right">{money(day.salesCents, currency)}</td>
                  <td className="text-right">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
