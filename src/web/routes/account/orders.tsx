import type { Route } from './+types/orders';
import { ACCOUNT_ORDERS_TITLE } from '#core/checkout/page-messages.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { AccountOrders } from '#web/storefront/account-orders.tsx';

export const meta: Route.MetaFunction = () => [{ title: `${ACCOUNT_ORDERS_TITLE} · Sitewright` }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

export default function AccountOrdersRoute() {
  return <AccountOrders />;
}
