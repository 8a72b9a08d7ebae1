import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { closeServer, escapeHtml, formatMinor, listen, randomId, readBody, redirect, sendHtml, sendJson } from './fake-http.ts';

/**
 * A local stand-in for Stripe's hosted Checkout, speaking the wire format the `stripe` SDK uses:
 * form-encoded requests, Stripe-shaped JSON errors, idempotency keys, and webhooks signed with the
 * SDK's own test signer. Integration tests, e2e and benches point STRIPE_API_URL at it; nothing
 * here talks to Stripe.
 */

export interface FakeStripeLine {
  name: string;
  unitAmount: number;
  quantity: number;
  images: string[];
}

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  url: string | null;
  payment_intent: string | null;
  livemode: false;
  /** Not part of Stripe's session object (it lives behind /line_items); kept here for tests to read. */
  line_items: FakeStripeLine[];
}

/** An event as the fake built and signed it, whether or not it was delivered. */
export interface FakeStripeEvent {
  type: string;
  /** The exact body and Stripe-Signature header: a test with an in-process app can post them itself. */
  payload: string;
  signature: string;
}

export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  /** The webhook endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeStripeSession>;
  /** Every event the fake produced, in order, signed (sent to the webhook URL when there is one). */
  events: FakeStripeEvent[];
  /** Every webhook delivery attempted, in order. */
  deliveries: FakeStripeDelivery[];
  /** What the hosted Pay button does, without a browser: complete the session and send checkout.session.completed. */
  completeSession(id: string, opts?: { paymentStatus?: 'paid' | 'unpaid'; email?: string }): Promise<FakeStripeSession>;
  /** Expires an open session as Stripe does at expires_at, sending checkout.session.expired. */
  expireSessionNow(id: string): Promise<FakeStripeSession>;
  /** Sends any signed event (e.g. charge.refunded) to the webhook URL; resolves with the endpoint's status (0: unreachable or no URL). */
  sendEvent(type: string, object: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** Decodes Stripe's form encoding (`line_items[0][price_data][unit_amount]=500`) into nested objects and arrays. */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexedObjects(value[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
  }
  return converted;
}

class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; param?: string; code?: string },
  ) {
    super(body.message);
  }
}

function missing(param: string): StripeRequestError {
  return new StripeRequestError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
}

function invalid(param: string, message: string): StripeRequestError {
  return new StripeRequestError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function obj(value: FormValue | undefined): FormObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function integer(value: FormValue | undefined, param: string): number {
  const s = str(value);
  if (s === undefined) throw missing(param);
  if (!/^\d+$/.test(s)) throw invalid(param, `Invalid integer: ${s}`);
  return Number(s);
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function startFakeStripe(options: { webhookUrl?: string; webhookSecret: string; port?: number }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const deliveries: FakeStripeDelivery[] = [];
  const events: FakeStripeEvent[] = [];
  // Idempotency-Key -> the request body it was first used with and the session it created.
  const idempotency = new Map<string, { body: string; sessionId: string }>();
  let baseUrl = '';

  function createSession(form: FormObject): FakeStripeSession {
    const mode = str(form.mode);
    if (!mode) throw missing('mode');
    if (mode !== 'payment') throw invalid('mode', `This fake only supports mode "payment", not "${mode}".`);
    const successUrl = str(form.success_url);
    if (!successUrl) throw missing('success_url');
    if (!isHttpUrl(successUrl)) throw invalid('success_url', 'Not a valid URL');
    const cancelUrl = str(form.cancel_url) ?? null;
    if (cancelUrl !== null && !isHttpUrl(cancelUrl)) throw invalid('cancel_url', 'Not a valid URL');
    const rawLines = form.line_items;
    if (!Array.isArray(rawLines) || rawLines.length === 0) throw missing('line_items');
    let currency: string | null = null;
    const lines = rawLines.map((raw, i): FakeStripeLine => {
      const line = obj(raw) ?? {};
      const param = `line_items[${i}]`;
      const priceData = obj(line.price_data);
      if (!priceData) throw missing(`${param}[price_data]`);
      const lineCurrency = str(priceData.currency);
      if (!lineCurrency) throw missing(`${param}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(lineCurrency)) throw invalid(`${param}[price_data][currency]`, `Invalid currency: ${lineCurrency}.`);
      if (currency !== null && currency !== lineCurrency) throw invalid(`${param}[price_data][currency]`, 'All line items must have the same currency.');
      currency = lineCurrency;
      const unitAmount = integer(priceData.unit_amount, `${param}[price_data][unit_amount]`);
      const productData = obj(priceData.product_data);
      const name = str(productData?.name);
      if (!name) throw missing(`${param}[price_data][product_data][name]`);
      const images = (productData?.images ?? []) as FormValue[];
      for (const image of images) {
        if (typeof image !== 'string' || !isHttpUrl(image)) throw invalid(`${param}[price_data][product_data][images]`, 'Not a valid URL');
      }
      const quantity = integer(line.quantity, `${param}[quantity]`);
      if (quantity < 1) throw invalid(`${param}[quantity]`, 'This value must be greater than or equal to 1.');
      return { name, unitAmount, quantity, images: images as string[] };
    });
    const now = nowSeconds();
    let expiresAt = now + 24 * 3600;
    if (form.expires_at !== undefined) {
      expiresAt = integer(form.expires_at, 'expires_at');
      if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600 + 5) {
        throw invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
      }
    }
    const customerEmail = str(form.customer_email) ?? null;
    const total = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const id = randomId('cs_test_', 58);
    const session: FakeStripeSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: currency!,
      client_reference_id: str(form.client_reference_id) ?? null,
      metadata: Object.fromEntries(Object.entries(obj(form.metadata) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
      customer_email: customerEmail,
      customer_details: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      expires_at: expiresAt,
      created: now,
      url: `${baseUrl}/pay/${id}`,
      payment_intent: null,
      livemode: false,
      line_items: lines,
    };
    sessions.set(id, session);
    return session;
  }

  function apiView(session: FakeStripeSession): Omit<FakeStripeSession, 'line_items'> {
    const { line_items: _lines, ...rest } = session;
    return rest;
  }

  async function deliver(type: string, object: Record<string, unknown>): Promise<number> {
    const event = {
      id: randomId('evt_test_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    events.push({ type, payload, signature: header });
    if (!options.webhookUrl) return 0;
    // Stripe retries failed deliveries for days; a few quick attempts stand in for that.
    let status = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
          body: payload,
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) break;
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
    deliveries.push({ eventId: event.id, type, status });
    return status;
  }

  function openSession(id: string): FakeStripeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout session: ${id}`);
    return session;
  }

  async function complete(id: string, opts: { paymentStatus?: 'paid' | 'unpaid'; email?: string } = {}): Promise<FakeStripeSession> {
    const session = openSession(id);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    session.status = 'complete';
    session.payment_status = opts.paymentStatus ?? 'paid';
    session.url = null;
    session.payment_intent = randomId('pi_test_');
    session.customer_details = { email: opts.email ?? session.customer_email ?? 'buyer@example.com' };
    await deliver('checkout.session.completed', apiView(session));
    return session;
  }

  async function expireNow(id: string): Promise<FakeStripeSession> {
    const session = openSession(id);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    session.status = 'expired';
    session.url = null;
    await deliver('checkout.session.expired', apiView(session));
    return session;
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const body = await readBody(req);
    try {
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const previous = typeof key === 'string' ? idempotency.get(key) : undefined;
        if (previous) {
          if (previous.body !== body) {
            throw new StripeRequestError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          sendJson(res, 200, apiView(openSession(previous.sessionId)), { 'idempotent-replayed': 'true' });
          return;
        }
        const session = createSession(decodeStripeForm(body));
        if (typeof key === 'string') idempotency.set(key, { body, sessionId: session.id });
        sendJson(res, 200, apiView(session));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
      if (match && !session) {
        throw new StripeRequestError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${match[1]}'` });
      }
      if (session && req.method === 'GET' && !match![2]) {
        sendJson(res, 200, apiView(session));
        return;
      }
      if (session && req.method === 'POST' && match![2]) {
        if (session.status !== 'open') {
          throw new StripeRequestError(400, {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          });
        }
        await expireNow(session.id);
        sendJson(res, 200, apiView(session));
        return;
      }
      throw new StripeRequestError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` });
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      sendJson(res, error.status, { error: error.body });
    }
  }

  function payPage(res: ServerResponse, session: FakeStripeSession): void {
    if (session.status !== 'open') {
      sendHtml(res, 410, 'Checkout unavailable', `<h1>This checkout session is ${session.status === 'expired' ? 'expired' : 'already paid'}</h1>`);
      return;
    }
    const lines = session.line_items
      .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${escapeHtml(formatMinor(l.unitAmount * l.quantity, session.currency))}</li>`)
      .join('');
    const total = formatMinor(session.amount_total, session.currency);
    sendHtml(
      res,
      200,
      'Fake Stripe Checkout',
      `<h1>Fake Stripe Checkout</h1><ul>${lines}</ul><p>Total: <strong data-testid="total">${escapeHtml(total)}</strong></p>` +
        `<form method="post" action="/pay/${escapeHtml(session.id)}">` +
        `<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(session.customer_email ?? 'buyer@example.com')}" required></p>` +
        `<button type="submit">Pay ${escapeHtml(total)}</button></form>` +
        `<p><a href="/pay/${escapeHtml(session.id)}/cancel">Cancel</a></p>`,
    );
  }

  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const match = /^\/pay\/([^/]+)(\/cancel)?$/.exec(path);
    if (!match) return false;
    const session = sessions.get(decodeURIComponent(match[1]!));
    if (!session) {
      sendHtml(res, 404, 'Not found', '<h1>No such checkout session</h1>');
      return true;
    }
    if (match[2]) {
      redirect(res, session.cancel_url ?? baseUrl);
      return true;
    }
    if (req.method === 'POST' && session.status === 'open') {
      const email = new URLSearchParams(await readBody(req)).get('email') || undefined;
      await complete(session.id, { email });
      redirect(res, session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      return true;
    }
    payPage(res, session);
    return true;
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    // For whoever waits for the fake to be up (Playwright's webServer list, benches).
    if (path === '/health') return sendJson(res, 200, { ok: true });
    const handle = path.startsWith('/v1/') ? api(req, res, path).then(() => true) : hosted(req, res, path);
    handle
      .then((handled) => {
        if (!handled) sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
      })
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
      });
  });
  baseUrl = await listen(server, options.port);

  return {
    url: baseUrl,
    sessions,
    events,
    deliveries,
    completeSession: complete,
    expireSessionNow: expireNow,
    sendEvent: deliver,
    close: () => closeServer(server),
  };
}
