import type { Route } from './+types/packing-slip';
import { PACKING_SLIP_LABELS as L } from '#core/checkout/orders-dashboard.ts';
import { PackingSlipPage } from '#web/dashboard/orders/packing-slip.tsx';
import { loadPackingSlip } from '#web/dashboard/orders/packing-slip.server.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d ? `${L.title(d.slip.reference)} · ${d.slip.shopName}` : 'Packing slip' }, { name: 'robots', content: 'noindex' }];

/** …/orders/{orderId}/packing-slip: a page of its own (no dashboard chrome), made to be printed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPackingSlip(request, context, params.siteSlug, params.orderId);
}

export default function PackingSlipRoute({ loaderData }: Route.ComponentProps) {
  return <PackingSlipPage siteId={loaderData.siteId} slip={loaderData.slip} />;
}
