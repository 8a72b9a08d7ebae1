import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, escapeHtml, listen, randomId, readBody, redirect, sendHtml, sendJson, withQuery } from './fake-http.ts';
import { invalidRequest, type Json, PaypalRequestError, record, toCents, unprocessable } from './fake-paypal-errors.ts';
import { buildOrder, type FakePaypalOrder, paypalValue } from './fake-paypal-order.ts';
import { captureEvent, createFakePaypalWebhooks, type FakePaypalWebhooks, refundEvent } from './fake-paypal-webhooks.ts';

/**
 * A local stand-in for PayPal's Orders v2 API and its approval page, speaking PayPal's JSON
 * (snake_case, `{ name, message, details: [{ issue }] }` errors), with webhooks per app and their
 * verify-webhook-signature call. Tests, e2e and benches point PAYPAL_API_URL at it; nothing here
 * talks to PayPal. Any client id and secret are accepted, except that a client id in `clients` must
 * come with its own secret (else 401 invalid_client, as PayPal); each client id is an app of its
 * own, whose orders another app's token does not find.
 */
export interface FakePaypal {
  url: string;
  orders: Map<string, FakePaypalOrder>;
  /** The client id (REST app) that created an order. */
  clientOf(orderId: string): string | undefined;
  /** What the hosted Approve button does, without a browser. */
  approve(orderId: string, payerEmail?: string): FakePaypalOrder;
  /** Webhooks per app: register one, sign a delivery. */
  webhooks: Pick<FakePaypalWebhooks, 'register' | 'sign'>;
  /** A `PAYMENT.CAPTURE.*` event about an order's capture; a COMPLETED or DENIED one also settles a capture the fake held. */
  captureEvent(orderId: string, type: 'COMPLETED' | 'PENDING' | 'DENIED', overrides?: { value?: string }): Json;
  /** A refund (or reversal) event of an order's capture. */
  refundEvent(orderId: string, options: { value: string; totalRefunded?: string; type?: 'REFUNDED' | 'REVERSED' }): Json;
  close(): Promise<void>;
}

export async function startFakePaypal(options: { port?: number; clients?: Readonly<Record<string, string>> } = {}): Promise<FakePaypal> {
  const clients = new Map(Object.entries(options.clients ?? {}));
  const orders = new Map<string, FakePaypalOrder>();
  // Access token -> the client id it was issued to: each REST app (a site's own, the platform's) is an account of its own.
  const tokens = new Map<string, string>();
  // PayPal order id -> the client id that created it; another app's token does not find it (404, as PayPal).
  const creators = new Map<string, string>();
  const webhooks = createFakePaypalWebhooks(() => baseUrl);
  // PayPal-Request-Id -> the order it created: a repeated create returns that order.
  const requestIds = new Map<string, string>();
  let baseUrl = '';

  function links(order: FakePaypalOrder): Json[] {
    const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
    const list: Json[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') list.push({ href: `${baseUrl}/approve/${order.id}`, rel: 'payer-action', method: 'GET' });
    if (order.status === 'CREATED') list.push({ href: `${baseUrl}/approve/${order.id}`, rel: 'approve', method: 'GET' });
    if (order.status !== 'COMPLETED') list.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return list;
  }

  function view(order: FakePaypalOrder): Json {
    const units = order.purchase_units.map((unit, i) => {
      if (i !== 0 || !order.captureId) return unit;
      const amount = record(unit.amount);
      const capture = {
        id: order.captureId,
        status: order.captureStatus,
        ...(order.captureStatus === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
        amount: { currency_code: amount?.currency_code, value: amount?.value },
        final_capture: true,
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
      };
      return { ...unit, payments: { captures: [capture] } };
    });
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: units,
      ...(order.payer ? { payer: order.payer, payment_source: { paypal: { email_address: order.payer.email_address, account_id: order.payer.payer_id } } } : {}),
      links: links(order),
    };
  }
  function createOrder(body: Json): FakePaypalOrder {
    const order = buildOrder(body);
    orders.set(order.id, order);
    return order;
  }

  function findOrder(id: string): FakePaypalOrder {
    const order = orders.get(id);
    if (!order) {
      throw new PaypalRequestError(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        debug_id: randomId('', 13).toLowerCase(),
        details: [{ field: 'order_id', location: 'path', issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }],
      });
    }
    return order;
  }

  function capture(order: FakePaypalOrder): Json {
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.');
    if (order.status !== 'APPROVED') throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    if (order.captureOutcome === 'instrument-declined') {
      order.captureOutcome = 'complete';
      throw unprocessable('INSTRUMENT_DECLINED', 'The instrument presented  was either declined by the processor or bank, or it can\'t be used for this payment.');
    }
    if (order.captureOutcome === 'declined') {
      order.captureOutcome = 'complete';
      const declined = view(order);
      const unit = record((declined.purchase_units as Json[])[0])!;
      const amount = record(unit.amount);
      unit.payments = { captures: [{ id: randomId('', 17).toUpperCase(), status: 'DECLINED', amount: { currency_code: amount?.currency_code, value: amount?.value } }] };
      return declined;
    }
    order.status = 'COMPLETED';
    order.captureId = randomId('', 17).toUpperCase();
    // A held capture (an eCheck): the order is complete, the money PayPal's until its webhook says.
    order.captureStatus = order.captureOutcome === 'pending' ? 'PENDING' : 'COMPLETED';
    order.captureOutcome = 'complete';
    return view(order);
  }

  /** POST /v2/payments/captures/{id}/refund: all or part of what is left, once per PayPal-Request-Id. */
  function refund(client: string, captureId: string, raw: string, requestId: string | null): Json {
    // Another app's capture is not found, as its orders are not.
    const order = [...orders.values()].find((o) => o.captureId === captureId && creators.get(o.id) === client);
    if (!order) throw new PaypalRequestError(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const captured = toCents(order.value, '/amount/value');
    const refundedCents = () => order.refunds.reduce((sum, r) => sum + r.cents, 0);
    const view = (made: { id: string; cents: number }): Json => ({
      id: made.id,
      status: 'COMPLETED',
      amount: { currency_code: order.currency, value: paypalValue(made.cents, order.currency) },
      invoice_id: record(order.purchase_units[0])?.invoice_id,
      seller_payable_breakdown: { total_refunded_amount: { currency_code: order.currency, value: paypalValue(refundedCents(), order.currency) } },
      links: [
        { href: `${baseUrl}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    });
    const known = requestId ? order.refunds.find((r) => r.requestId === requestId) : undefined;
    if (known) return view(known);
    if (order.captureStatus !== 'COMPLETED') throw unprocessable('CAPTURE_NOT_COMPLETED', 'The capture has not completed, so it cannot be refunded.');
    let body: Json;
    try {
      body = raw ? (record(JSON.parse(raw)) ?? {}) : {};
    } catch {
      throw invalidRequest('', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    const amount = record(body.amount);
    if (amount && amount.currency_code !== order.currency) throw unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
    const cents = amount ? toCents(amount.value, '/amount/value') : captured - refundedCents();
    if (captured - refundedCents() <= 0) throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    if (cents <= 0 || cents > captured - refundedCents()) throw unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
    const made = { id: randomId('', 17).toUpperCase(), cents, requestId };
    order.refunds.push(made);
    return view(made);
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const raw = await readBody(req);
    try {
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
        const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':') : [];
        if (!id || !secret || (clients.has(id) && clients.get(id) !== secret)) throw new PaypalRequestError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
          throw new PaypalRequestError(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
        }
        const token = randomId('A21AA', 40);
        tokens.set(token, id);
        sendJson(res, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: randomId('') });
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const client = bearer ? tokens.get(bearer[1]!) : undefined;
      if (!client) {
        throw new PaypalRequestError(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.', links: [] });
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        let body: Json;
        try {
          body = record(JSON.parse(raw)) ?? {};
        } catch {
          throw invalidRequest('', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
        }
        sendJson(res, 200, webhooks.verify(client, body));
        return;
      }
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const requestId = req.headers['paypal-request-id'];
        const known = typeof requestId === 'string' ? requestIds.get(`${client} ${requestId}`) : undefined;
        if (known) {
          sendJson(res, 200, view(findOrder(known)));
          return;
        }
        let body: Json;
        try {
          body = record(JSON.parse(raw)) ?? {};
        } catch {
          throw invalidRequest('', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
        }
        const order = createOrder(body);
        creators.set(order.id, client);
        if (typeof requestId === 'string') requestIds.set(`${client} ${requestId}`, order.id);
        sendJson(res, 201, view(order));
        return;
      }
      const refundOf = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
      if (refundOf && req.method === 'POST') {
        const requestId = req.headers['paypal-request-id'];
        sendJson(res, 201, refund(client, decodeURIComponent(refundOf[1]!), raw, typeof requestId === 'string' ? requestId : null));
        return;
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      if (match && creators.get(decodeURIComponent(match[1]!)) !== client) {
        throw new PaypalRequestError(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      }
      if (match && req.method === 'GET' && !match[2]) {
        sendJson(res, 200, view(findOrder(decodeURIComponent(match[1]!))));
        return;
      }
      if (match && req.method === 'POST' && match[2]) {
        sendJson(res, 201, capture(findOrder(decodeURIComponent(match[1]!))));
        return;
      }
      throw new PaypalRequestError(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    } catch (error) {
      if (!(error instanceof PaypalRequestError)) throw error;
      sendJson(res, error.status, error.body);
    }
  }

  function approve(orderId: string, payerEmail = 'buyer@example.com'): FakePaypalOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No such PayPal order: ${orderId}`);
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.payer = { email_address: payerEmail, payer_id: randomId('', 13).toUpperCase() };
    }
    return order;
  }

  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const match = /^\/approve\/([^/]+)(\/cancel)?$/.exec(path);
    if (!match) return false;
    const order = orders.get(decodeURIComponent(match[1]!));
    if (!order) {
      sendHtml(res, 404, 'Not found', '<h1>No such PayPal order</h1>');
      return true;
    }
    if (match[2]) {
      redirect(res, withQuery(order.cancelUrl ?? baseUrl, { token: order.id }));
      return true;
    }
    if (req.method === 'POST') {
      await readBody(req);
      approve(order.id);
      redirect(res, withQuery(order.returnUrl ?? baseUrl, { token: order.id, PayerID: order.payer!.payer_id }));
      return true;
    }
    if (order.status === 'APPROVED' || order.status === 'COMPLETED') {
      sendHtml(res, 410, 'Order unavailable', '<h1>This PayPal order has already been approved</h1>');
      return true;
    }
    const total = `${order.currency} ${order.value}`;
    sendHtml(
      res,
      200,
      'Fake PayPal',
      `<h1>Fake PayPal</h1><p>Total: <strong data-testid="total">${escapeHtml(total)}</strong></p>` +
        `<form method="post" action="/approve/${escapeHtml(order.id)}"><button type="submit">Approve</button></form>` +
        `<p><a href="/approve/${escapeHtml(order.id)}/cancel">Cancel</a></p>`,
    );
    return true;
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    // For whoever waits for the fake to be up (Playwright's webServer list, benches).
    if (path === '/health') return sendJson(res, 200, { ok: true });
    const handle = path.startsWith('/v1/') || path.startsWith('/v2/') ? api(req, res, path).then(() => true) : hosted(req, res, path);
    handle
      .then((handled) => {
        if (!handled) sendJson(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
      })
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) });
      });
  });
  baseUrl = await listen(server, options.port);

  function orderOf(orderId: string): FakePaypalOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No such PayPal order: ${orderId}`);
    return order;
  }

  return {
    url: baseUrl,
    orders,
    clientOf: (orderId) => creators.get(orderId),
    approve,
    webhooks: { register: webhooks.register, sign: webhooks.sign },
    captureEvent(orderId, type, overrides) {
      const order = orderOf(orderId);
      const event = captureEvent(order, type, overrides);
      if (type !== 'PENDING') order.captureStatus = type === 'DENIED' ? 'DECLINED' : 'COMPLETED';
      return event;
    },
    refundEvent: (orderId, options) => refundEvent(orderOf(orderId), options, baseUrl),
    close: () => closeServer(server),
  };
}
