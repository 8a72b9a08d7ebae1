import { and, eq } from 'drizzle-orm';
import { minorToDecimalString } from '#core/money/currency.ts';
import { PAYPAL_ALREADY_CAPTURED, PAYPAL_CAPTURE_FAILED, PAYMENT_METHOD_UNAVAILABLE, PAYMENT_PROCESSING_ERROR, ORDER_NOT_FOUND } from '#core/checkout/messages.ts';
import { paymentEvent, shopOrder } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { afterOrderConfirmed } from '#server/modules/orders/confirm-order.public.ts';
import { findOrderByToken } from '#server/modules/orders/read-orders.public.ts';
import { afterRelease, noteProviderEvent, transitionOrder, transitionOrderIn, type OrderRow } from '#server/modules/orders/transition-order.public.ts';
import { PAYPAL_NOT_APPROVED, PaymentProviderError } from '#server/providers/payments/port.ts';

type Deps = Pick<AppDeps, 'database' | 'invalidatePages' | 'mailer' | 'logger' | 'payments' | 'env' | 'auth'>;

/**
 * How long an order whose capture PayPal holds (an eCheck clears in up to about 6 business days; a
 * review in a few) keeps its stock waiting for PayPal's webhook before it expires like any unpaid
 * order: the buyer has paid, so the hold is long, but it ends.
 */
export const PAYPAL_PENDING_CAPTURE_HOLD_DAYS = 30;

export function pendingCaptureNote(reason: string | null): string {
  return `PayPal holds the payment${reason ? ` (${reason})` : ''}: the order is paid when PayPal completes the capture.`;
}

/**
 * Captures the PayPal payment of the order `sessionToken` names (spec 3 §7), once: an order
 * already paid answers as the first capture did without calling PayPal, and the capture id is
 * recorded with the move to paid, so two captures racing still pay the order once. The amount
 * PayPal captured must be the order's total.
 */
export async function capturePaypal(deps: Deps, paypalOrderId: string, sessionToken: string): Promise<OrderRow> {
  const order = await findOrderByToken(deps.database.db, sessionToken);
  if (!order || order.method !== 'paypal' || order.providerRef !== paypalOrderId) throw new HttpError(404, ORDER_NOT_FOUND);
  if (order.status === 'paid' || order.status === 'fulfilled') return order;
  if (order.status !== 'pending') throw new HttpError(409, PAYPAL_CAPTURE_FAILED);
  // The PayPal app the order was made with: its site's own, or the platform's (decision 058).
  const { paypal } = await deps.payments.forOrder(order);
  if (!paypal) throw new HttpError(400, PAYMENT_METHOD_UNAVAILABLE);

  let capture;
  try {
    capture = await paypal.captureOrder(paypalOrderId);
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'PayPal capture failed');
    throw new HttpError(502, error instanceof PaymentProviderError ? PAYMENT_PROCESSING_ERROR : PAYPAL_CAPTURE_FAILED);
  }
  if (capture.status === 'already-captured') {
    const now = await findOrderByToken(deps.database.db, sessionToken);
    if (now && (now.status === 'paid' || now.status === 'fulfilled')) return now;
    throw new HttpError(409, PAYPAL_ALREADY_CAPTURED);
  }
  if (capture.status === 'declined' && (capture.reason === PAYPAL_NOT_APPROVED || capture.reason === 'INSTRUMENT_DECLINED')) {
    // Not approved yet, or the buyer's funding source was refused: the order stays open (the buyer
    // may approve again with another source) until it is paid or its hold ends.
    throw new HttpError(409, PAYPAL_CAPTURE_FAILED);
  }
  if (capture.status === 'declined') {
    await transitionOrder(deps, order.id, 'failed', { source: 'provider', note: `PayPal declined the payment: ${capture.reason}` });
    throw new HttpError(402, PAYPAL_CAPTURE_FAILED);
  }
  if (capture.status === 'pending') {
    await holdForPendingCapture(deps, order, capture.captureId, capture.reason, capture.payerEmail);
    return (await findOrderByToken(deps.database.db, sessionToken)) ?? order;
  }
  if (capture.amountCents !== order.totalCents || capture.currency.toUpperCase() !== order.currency.toUpperCase()) {
    await noteProviderEvent(deps.database.db, order, `PayPal captured ${minorToDecimalString(capture.amountCents, capture.currency)} ${capture.currency}, not the order's total: not marked paid.`);
    throw new HttpError(409, PAYPAL_CAPTURE_FAILED);
  }
  const result = await deps.database.db.transaction(async (tx) => {
    await tx.insert(paymentEvent).values({ provider: 'paypal', eventId: capture.captureId, orderId: order.id }).onConflictDoNothing();
    return transitionOrderIn(tx, order.id, 'paid', { source: 'provider', note: 'Paid with PayPal.', providerPaymentRef: capture.captureId, email: capture.payerEmail });
  });
  if (result.changed) {
    await afterRelease(deps, result.order.siteId, result.releasedCollections);
    await afterOrderConfirmed(deps, result.order);
    return result.order;
  }
  const now = await findOrderByToken(deps.database.db, sessionToken);
  if (now && (now.status === 'paid' || now.status === 'fulfilled')) return now;
  throw new HttpError(409, PAYPAL_CAPTURE_FAILED);
}


/**
 * The capture is PayPal's, the money not yet the shop's: the order stays pending with the capture's
 * id (its webhook names it) and a long hold, so it does not expire while PayPal decides.
 */
async function holdForPendingCapture(deps: Deps, order: OrderRow, captureId: string, reason: string | null, payerEmail: string | null): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [held] = await tx
      .update(shopOrder)
      .set({
        providerPaymentRef: captureId,
        expiresAt: new Date(Date.now() + PAYPAL_PENDING_CAPTURE_HOLD_DAYS * 86_400_000),
        updatedAt: new Date(),
        ...(payerEmail && !order.email ? { email: payerEmail.toLowerCase() } : {}),
      })
      .where(and(eq(shopOrder.id, order.id), eq(shopOrder.status, 'pending')))
      .returning({ id: shopOrder.id });
    if (held) await noteProviderEvent(tx, { id: order.id, status: 'pending' }, pendingCaptureNote(reason));
  });
}
