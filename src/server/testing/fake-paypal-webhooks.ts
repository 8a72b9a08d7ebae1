import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { randomId } from './fake-http.ts';
import { invalidRequest, type Json, record } from './fake-paypal-errors.ts';
import type { FakePaypalOrder } from './fake-paypal-order.ts';

/**
 * The fake's webhooks: PayPal registers a webhook per REST app (client id) and signs each delivery
 * over `transmission id | time | webhook id | CRC32 of the body`; its verify-webhook-signature call
 * answers SUCCESS only for a webhook of the caller's own app whose signature matches. The real one
 * signs with a certificate; this one with an HMAC key only it knows, checked the same way.
 */
export interface FakePaypalWebhooks {
  /** Registers a webhook for the app `clientId`; returns its id (what a shop's settings hold). */
  register(clientId: string): string;
  /** A signed delivery of `event` for `webhookId`, as PayPal would POST it. */
  sign(webhookId: string, event: Json): { body: string; headers: Record<string, string> };
  /** The verify-webhook-signature call made by a caller authenticated as `clientId`. */
  verify(clientId: string, body: Json): Json;
}

export function createFakePaypalWebhooks(baseUrl: () => string): FakePaypalWebhooks {
  const key = randomBytes(32);
  const owners = new Map<string, string>();

  function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', key).update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).digest('base64');
  }

  return {
    register(clientId) {
      const id = randomId('', 17).toUpperCase();
      owners.set(id, clientId);
      return id;
    },
    sign(webhookId, event) {
      const body = JSON.stringify(event);
      const transmissionId = randomId('', 32).toLowerCase();
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${baseUrl()}/v1/notifications/certs/CERT-FAKE`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
          'paypal-transmission-time': time,
        },
      };
    },
    verify(clientId, body) {
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
      for (const field of fields) {
        if (typeof body[field] !== 'string' || body[field] === '') throw invalidRequest(`/${field}`, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
      }
      const event = record(body.webhook_event);
      if (!event) throw invalidRequest('/webhook_event', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
      const webhookId = body.webhook_id as string;
      // Like PayPal: a webhook of another app, or an unknown one, is simply not verified.
      if (owners.get(webhookId) !== clientId) return { verification_status: 'FAILURE' };
      const expected = Buffer.from(signature(body.transmission_id as string, body.transmission_time as string, webhookId, JSON.stringify(event)));
      const given = Buffer.from(body.transmission_sig as string);
      const ok = expected.length === given.length && timingSafeEqual(expected, given);
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    },
  };
}

/** A `PAYMENT.CAPTURE.*` event about the capture of `order`, shaped as PayPal sends it. */
export function captureEvent(order: FakePaypalOrder, type: 'COMPLETED' | 'PENDING' | 'DENIED', overrides: { value?: string } = {}): Json {
  if (!order.captureId) throw new Error(`PayPal order ${order.id} has no capture`);
  return {
    id: `WH-${randomId('', 17).toUpperCase()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: `PAYMENT.CAPTURE.${type}`,
    summary: `Payment ${type.toLowerCase()} for ${order.currency} ${order.value}`,
    resource: {
      id: order.captureId,
      status: type === 'PENDING' ? 'PENDING' : type === 'DENIED' ? 'DECLINED' : 'COMPLETED',
      ...(type === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
      amount: { currency_code: order.currency, value: overrides.value ?? order.value },
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
      custom_id: record(order.purchase_units[0])?.custom_id,
    },
  };
}

/** A refund event (`PAYMENT.CAPTURE.REFUNDED`, or a reversal) of `order`'s capture; `totalRefunded` is PayPal's running total. */
export function refundEvent(order: FakePaypalOrder, options: { value: string; totalRefunded?: string; type?: 'REFUNDED' | 'REVERSED' }, baseUrl: string): Json {
  if (!order.captureId) throw new Error(`PayPal order ${order.id} has no capture`);
  const money = (value: string) => ({ currency_code: order.currency, value });
  return {
    id: `WH-${randomId('', 17).toUpperCase()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: `PAYMENT.CAPTURE.${options.type ?? 'REFUNDED'}`,
    resource: {
      id: randomId('', 17).toUpperCase(),
      status: 'COMPLETED',
      amount: money(options.value),
      ...(options.totalRefunded ? { seller_payable_breakdown: { total_refunded_amount: money(options.totalRefunded) } } : {}),
      links: [
        { href: `${baseUrl}/v2/payments/refunds/R1`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${order.captureId}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}
