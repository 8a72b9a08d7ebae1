import { and, eq } from 'drizzle-orm';
import { cart } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { notifyOwnersOfOrder } from '#server/modules/shop/owner-notifications.public.ts';
import { sendOrderConfirmation } from './order-mail.ts';
import type { OrderRow } from './transition-order.public.ts';

/**
 * What follows the one moment an order is confirmed (an offline order placed, an online one
 * paid): the confirmation mail, and the signed-in buyer's saved cart of that shop emptied (the
 * success page empties the browser's copy).
 */
export async function afterOrderConfirmed(deps: Pick<AppDeps, 'database' | 'mailer' | 'logger' | 'env' | 'auth'>, order: OrderRow): Promise<void> {
  const { db } = deps.database;
  await sendOrderConfirmation(deps, order);
  // The owners hear of it at the same one moment (decision 053), unless they turned it off.
  await notifyOwnersOfOrder(deps, order);
  if (order.userId) {
    await db
      .delete(cart)
      .where(and(eq(cart.userId, order.userId), eq(cart.scope, order.siteId ?? '')))
      .catch((error: unknown) => deps.logger.warn({ err: error, orderId: order.id }, 'could not empty the buyer’s saved cart'));
  }
}
