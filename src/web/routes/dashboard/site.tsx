import { Link } from 'react-router';
import type { Route } from './+types/site';
import { ORDERS_SCREEN_MESSAGES } from '#core/checkout/orders-dashboard.ts';
import { manageScreenPath, manageScreenTitle, manageSourcesFor } from '#core/content/manage-screens.ts';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { editPath, siteCollections, siteOrders, siteOutbox, siteProducts, siteReviews, siteSections, siteSettings } from '#core/paths/routes.ts';
import { SECTIONS_SCREEN } from '#core/sections/messages.ts';
import { PRODUCTS_SCREEN_MESSAGES } from '#core/products/product-admin.ts';
import { MODERATION_TITLE } from '#core/reviews/messages.ts';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { siteViewUrl } from '#web/dashboard/sites/site-details-modal.tsx';
import { ShopOverviewPanel } from '#web/dashboard/shop-overview/shop-overview.tsx';
import { ShopRulesLinks } from '#web/dashboard/shop-rules/shop-rules-kit.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.site.title ?? 'Site'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site };
}

export default function SiteDashboard({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-sm text-fg-muted">Site</p>
      <h1 className="text-2xl font-bold">{site.title}</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">{site.description}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Pages</dt>
          <dd className="mt-1 text-3xl font-semibold">{site.page_count}</dd>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Templates</dt>
          <dd className="mt-1 text-3xl font-semibold">{site.template_count}</dd>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Your role</dt>
          <dd className="mt-1 text-3xl font-semibold capitalize">{site.role}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={siteViewUrl(site)} target="_blank" rel="noreferrer" className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          View Site
        </a>
        <a href={editPath(`/site-${site.unique_id}/new-page`)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Create Page
        </a>
        <Link to={siteSettings(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Site Settings
        </Link>
        <Link to={siteCollections(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Collections
        </Link>
        <Link to={siteSections(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {SECTIONS_SCREEN.title}
        </Link>
        <Link to={siteOutbox(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {OUTBOX_MESSAGES.title}
        </Link>
        <Link to={siteProducts(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {PRODUCTS_SCREEN_MESSAGES.title}
        </Link>
        <Link to={siteOrders(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {ORDERS_SCREEN_MESSAGES.title}
        </Link>
        <Link to={siteReviews(site.unique_id)} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {MODERATION_TITLE}
        </Link>
      </div>
      {/* Shipping, taxes and codes are the owners' (decision 065): editors are not offered them. */}
      {site.role !== 'editor' ? <ShopRulesLinks siteId={site.unique_id} /> : null}
      <ShopOverviewPanel siteId={site.unique_id} />
      <nav aria-labelledby="manage-heading" className="mt-8">
        <h2 id="manage-heading" className="text-lg font-semibold">
          Manage content
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {manageSourcesFor('site').map((source) => (
            <li key={source.slug}>
              <Link
                to={manageScreenPath(source.slug, site.unique_id)}
                className="block rounded-xl border border-border bg-surface p-4 font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {manageScreenTitle(source.slug)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
