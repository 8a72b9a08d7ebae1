import type { Logger } from 'pino';
import type { PaypalEvent } from './port.ts';

type Json = Record<string, unknown>;

/** Reads a provider amount (`value` in the currency's units) as an integer in minor units; throws when unreadable. */
export type PaypalAmountReader = (value: string | undefined, currencyCode: string | undefined) => number;

const record = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An amount object's value in minor units; null when absent or unreadable (the order's own figures count then). */
function amountOf(value: unknown, read: PaypalAmountReader): number | null {
  const amount = record(value);
  if (!amount) return null;
  try {
    return read(text(amount.value) ?? undefined, text(amount.currency_code) ?? undefined);
  } catch {
    return null;
  }
}

/** The capture a refund (or a reversal) belongs to: its `up` link names it (`…/v2/payments/captures/{id}`). */
function capturedBy(resource: Json): string | null {
  const links = Array.isArray(resource.links) ? resource.links : [];
  for (const entry of links) {
    const link = record(entry);
    if (link?.rel !== 'up' || typeof link.href !== 'string') continue;
    const match = /\/v2\/payments\/captures\/([^/?#]+)/.exec(link.href);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/**
 * A verified PayPal webhook event (a `PAYMENT.CAPTURE.*` one) reduced to a PaypalEvent. The event
 * id is PayPal's `WH-…` id, which the orders module records so a redelivery changes nothing.
 * Anything else, or an event missing the ids it needs, is ignored.
 */
export function readPaypalEvent(event: Json, readAmount: PaypalAmountReader, logger: Logger): PaypalEvent {
  const id = text(event.id);
  const type = text(event.event_type);
  const resource = record(event.resource);
  if (!id) return { id: '', type: 'ignored' };
  if (!type || !resource) return { id, type: 'ignored' };
  const resourceId = text(resource.id);
  const paypalOrderId = text(record(record(resource.supplementary_data)?.related_ids)?.order_id);
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      if (!resourceId) break;
      const amount = record(resource.amount);
      return { id, type: 'capture-completed', captureId: resourceId, paypalOrderId, amountCents: amountOf(amount, readAmount), currency: text(amount?.currency_code) };
    }
    case 'PAYMENT.CAPTURE.PENDING':
      if (!resourceId) break;
      return { id, type: 'capture-pending', captureId: resourceId, paypalOrderId, reason: text(record(resource.status_details)?.reason) };
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      if (!resourceId) break;
      return { id, type: 'capture-denied', captureId: resourceId, paypalOrderId };
    case 'PAYMENT.CAPTURE.REFUNDED': {
      // The resource is the refund; its `up` link names the capture.
      const captureId = capturedBy(resource);
      if (!captureId) break;
      const breakdown = record(resource.seller_payable_breakdown);
      return { id, type: 'capture-refunded', captureId, amountCents: amountOf(resource.amount, readAmount), totalRefundedCents: amountOf(breakdown?.total_refunded_amount, readAmount) };
    }
    case 'PAYMENT.CAPTURE.REVERSED': {
      // PayPal sends the reversal as a refund of the capture; a capture resource names itself.
      const captureId = capturedBy(resource) ?? (text(event.resource_type) === 'capture' ? resourceId : null);
      if (!captureId) break;
      return { id, type: 'capture-reversed', captureId };
    }
    default:
      break;
  }
  logger.debug({ eventId: id, type }, 'PayPal event ignored');
  return { id, type: 'ignored' };
}
