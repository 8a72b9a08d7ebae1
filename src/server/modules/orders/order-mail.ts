import { formatCents, isOfflineMethod, PAYMENT_METHOD_LABELS, variantLabel } from '#core/checkout/order.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { OrderRow } from './transition-order.ts';

/**
 * The buyer's order confirmation, through the mail port (SMTP or the outbox): sent once per order,
 * when an offline order is placed or an online one is paid (the callers act only on the one
 * transition that does it). Failures are recorded on the outbox row, never thrown.
 */
export async function sendOrderConfirmation(deps: Pick<AppDeps, 'mailer' | 'logger'>, order: OrderRow, siteTitle: string | null): Promise<void> {
  const to = order.email;
  if (!to) {
    deps.logger.warn({ orderId: order.id }, 'order confirmation: the order has no email address');
    return;
  }
  const shop = siteTitle ?? 'our shop';
  const lines = order.lines.map((line) => {
    const variant = variantLabel(line);
    return `- ${line.quantity} × ${line.name}${variant ? ` (${variant})` : ''}: ${formatCents(line.lineCents)}`;
  });
  const next = isOfflineMethod(order.method)
    ? order.method === 'delivery'
      ? 'You pay when your order is delivered.'
      : 'We will send you an invoice for this order.'
    : `Your payment by ${PAYMENT_METHOD_LABELS[order.method]} has been received.`;
  const text = [
    `Thank you for your order at ${shop}.`,
    '',
    `Order reference: ${order.reference}`,
    ...lines,
    `Total: ${formatCents(order.totalCents)} ${order.currency}`,
    '',
    next,
    'Keep the order reference: you need it, with this email address, to write a verified review.',
  ].join('\n');
  await deps.mailer.send({ siteId: order.siteId, kind: 'order', to: [to], subject: `Your order ${order.reference} at ${shop}`, text });
}
