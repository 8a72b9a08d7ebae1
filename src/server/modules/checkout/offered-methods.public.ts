import { offeredPaymentMethods } from '#core/checkout/offered-methods.ts';
import type { PaymentMethodValue } from '#core/checkout/order.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';
import { shopSettingsOf } from '#server/modules/shop/shop-settings.public.ts';

/**
 * The payment methods a site's shop takes now: what GET /api/checkout/methods lists and what a
 * product page's payment icons show (issue 23). A closed shop takes none.
 */
export async function shopPaymentMethods(deps: Pick<AppDeps, 'database' | 'payments'>, siteId: string | null): Promise<PaymentMethodValue[]> {
  const { db } = deps.database;
  if (!(await isShopOpen(db, siteId))) return [];
  return offeredPaymentMethods({ card: deps.payments.card !== null, paypal: deps.payments.paypal !== null }, await shopSettingsOf(db, siteId));
}
