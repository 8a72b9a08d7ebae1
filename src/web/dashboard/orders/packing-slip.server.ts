import { data, type AppLoadContext } from 'react-router';
import { ORDER_NOT_FOUND } from '#core/checkout/messages.ts';
import { packingSlipOf, type PackingSlip } from '#core/checkout/orders-dashboard.ts';
import { isUuid } from '#server/http/ids.ts';
import { findOrderById, orderDetailOf } from '#server/modules/orders/read-orders.public.ts';
import { findSiteId } from '#server/shared/access/media-access.ts';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';

/**
 * The packing slip of one order of the site in the URL, for the site's members and admins (the same
 * people the orders API answers). Another site's order, a missing one and a malformed id all answer 404.
 */
export async function loadPackingSlip(request: Request, context: AppLoadContext, siteSlug: string, orderId: string): Promise<{ siteId: string; slip: PackingSlip }> {
  const { site } = await loadSiteForUser(request, context, siteSlug);
  const { db } = context.deps.database;
  const [siteId, order] = await Promise.all([findSiteId(db, site.unique_id), isUuid(orderId) ? findOrderById(db, orderId) : null]);
  if (order === null || siteId === null || order.siteId !== siteId) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { siteId: site.unique_id, slip: packingSlipOf(await orderDetailOf(db, order), site.title) };
}
