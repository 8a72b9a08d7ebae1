import { useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { ORDERS_SCREEN_MESSAGES } from '#core/checkout/orders-dashboard.ts';
import { OrdersScreen } from '#web/dashboard/orders/orders-screen.tsx';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${ORDERS_SCREEN_MESSAGES.title} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/** A site's orders for its owners, editors and admins (the API checks the same again). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title } };
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <SiteScreenFrame site={site}>
      <OrdersScreen siteId={site.uniqueId} heading={ORDERS_SCREEN_MESSAGES.heading(site.title)} initialStatus={searchParams.get('status')} />
    </SiteScreenFrame>
  );
}
