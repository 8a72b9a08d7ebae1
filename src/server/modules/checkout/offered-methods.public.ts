import { offeredPaymentMethods } from '#core/checkout/offered-methods.ts';
import type { PaymentMethodValue } from '#core/checkout/order.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';
import { shopSettingsOf } from '#server/modules/shop/shop-settings.public.ts';

export interface ShopPaymentMethods {
  methods: PaymentMethodValue[];
  /** True when an offered online method uses test keys or PayPal's sandbox: no real payment is taken (decision 058). */
  testMode: boolean;
}

/**
 * The payment methods a site's shop takes now: what GET /api/checkout/methods lists and what a
 * product page's payment icons show (issue 23). Card and PayPal come from the site's own accounts,
 * else the platform default where an admin allowed it (decision 058). A closed shop takes none.
 */
export async function shopPaymentMethods(deps: Pick<AppDeps, 'database' | 'payments'>, siteId: string | null): Promise<ShopPaymentMethods> {
  const { db } = deps.database;
  if (!(await isShopOpen(db, siteId))) return { methods: [], testMode: false };
  const payments = await deps.payments.forSite(siteId);
  const methods = offeredPaymentMethods({ card: payments.card !== null, paypal: payments.paypal !== null }, await shopSettingsOf(db, siteId));
  const testMode = (methods.includes('stripe') && payments.testMode.card) || (methods.includes('paypal') && payments.testMode.paypal);
  return { methods, testMode };
}
