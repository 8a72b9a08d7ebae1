import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { closeServer, listen, randomId, readBody, redirect, sendHtml, sendJson } from './fake-http.ts';
import { decodeStripeForm, type FormObject, nowSeconds, StripeRequestError } from './fake-stripe-form.ts';
import { payPage } from './fake-stripe-pay-page.ts';
import { buildCoupon, buildSession } from './fake-stripe-session.ts';
import { onboardingPage } from './fake-stripe-pay-page.ts';
import type { FakeStripeAccountLink, FakeStripeCoupon, FakeStripeConnectedAccount, FakeStripeDelivery, FakeStripeEvent, FakeStripeRefund, FakeStripeSession } from './fake-stripe-types.ts';

/** A Stripe account of the fake: where its events go and what signs them. */
export interface FakeStripeAccount {
  webhookSecret: string;
  webhookUrl?: string;
}

/**
 * A local stand-in for Stripe's hosted Checkout, speaking the wire format the `stripe` SDK uses:
 * form-encoded requests, Stripe-shaped JSON errors, idempotency keys, and webhooks signed with the
 * SDK's own test signer. Integration tests, e2e and benches point STRIPE_API_URL at it; nothing
 * here talks to Stripe.
 *
 * Accounts (decision 058): every secret key is an account of its own. A session belongs to the key
 * that created it, and another key's requests for it get Stripe's 404; its events are signed with
 * its account's webhook secret and sent to its account's URL. A key registered with addAccount has
 * its own secret and URL; any other key uses the ones the fake was started with (one account, as
 * the single-shop tests, e2e and benches use it).
 *
 * Connect (decision 063): a platform key makes connected accounts (POST /v1/accounts) and their
 * onboarding links (POST /v1/account_links, to a hosted page here that finishes or leaves the
 * setup); a request with `Stripe-Account: acct_…` of an account that key made acts on that account
 * (its sessions, refunds and expiry are its own; another key or account gets Stripe's 404/403). A
 * connected account's events carry `account` and go, signed with the Connect secret, to the
 * platform's Connect URL (`connectWebhookSecret`/`connectWebhookUrl`).
 */
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
  /** Sends any signed event (e.g. charge.refunded) to the webhook URL of `account` (a secret key; default: the fake's own); resolves with the endpoint's status (0: unreachable or no URL). */
  sendEvent(type: string, object: Record<string, unknown>, account?: string): Promise<number>;
  /** Registers the account of `secretKey`: its events are signed with `webhookSecret` and sent to `webhookUrl`. */
  addAccount(secretKey: string, account: FakeStripeAccount): void;
  /** Refunds made through the API, in order. */
  refunds: FakeStripeRefund[];
  /** The secret key a session was created with. */
  accountOf(sessionId: string): string | undefined;
  /** Refuses `secretKey` from now on (401, as Stripe answers a rolled or deleted key); every other sk_ key is still accepted. */
  revokeKey(secretKey: string): void;
  /** Connected accounts made through the API, by acct_ id. */
  connectedAccounts: Map<string, FakeStripeConnectedAccount>;
  /** The application_fee_amount a session was created with (connected accounts' sessions), null when none. */
  applicationFeeOf(sessionId: string): number | null;
  /** Changes a connected account as Stripe would (review, requirements), sending account.updated to the Connect URL. */
  updateConnectedAccount(accountId: string, patch: Partial<Pick<FakeStripeConnectedAccount, 'charges_enabled' | 'details_submitted' | 'payouts_enabled'>>): Promise<number>;
  /** Where the platform's Connect events go: its endpoint's signing secret and URL. */
  setConnectWebhook(webhook: FakeStripeAccount): void;
  close(): Promise<void>;
}

/** The account a secret key belongs to in the fake: the same id for the same key, like Stripe's `acct_…`. */
export const fakeStripeAccountOf = (secretKey: string) => `acct_${createHash('sha256').update(secretKey).digest('hex').slice(0, 16)}`;

export async function startFakeStripe(options: {
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
  revokedKeys?: Iterable<string>;
  /** The platform's Connect endpoint: connected accounts' events are signed with this secret and sent here. */
  connectWebhookSecret?: string;
  connectWebhookUrl?: string;
}): Promise<FakeStripe> {
  const revoked = new Set(options.revokedKeys ?? []);
  const sessions = new Map<string, FakeStripeSession>();
  const deliveries: FakeStripeDelivery[] = [];
  const events: FakeStripeEvent[] = [];
  // Account (secret key) and Idempotency-Key -> the request body it was first used with and the session it created.
  const idempotency = new Map<string, { body: string; sessionId: string }>();
  const accounts = new Map<string, FakeStripeAccount>();
  // Session id -> the secret key that created it.
  const owners = new Map<string, string>();
  // Refunds made (by the API), in order; per account and Idempotency-Key the refund a key made.
  const refunds: FakeStripeRefund[] = [];
  const refundKeys = new Map<string, FakeStripeRefund>();
  const defaultAccount: FakeStripeAccount = { webhookSecret: options.webhookSecret, webhookUrl: options.webhookUrl };
  // Connect: accounts by acct_ id, the platform key that made each, account links, and fees per session.
  const connected = new Map<string, FakeStripeConnectedAccount>();
  const platformOf = new Map<string, string>();
  const accountKeys = new Map<string, string>();
  const links = new Map<string, FakeStripeAccountLink>();
  const fees = new Map<string, number>();
  let connectWebhook: FakeStripeAccount = { webhookSecret: options.connectWebhookSecret ?? options.webhookSecret, webhookUrl: options.connectWebhookUrl };
  let baseUrl = '';

  const accountConfig = (key: string | undefined) => (key !== undefined && connected.has(key) ? connectWebhook : (key !== undefined ? accounts.get(key) : undefined) ?? defaultAccount);

  // Coupons by account and id; per account and Idempotency-Key the coupon a key made.
  const coupons = new Map<string, FakeStripeCoupon>();
  const couponKeys = new Map<string, FakeStripeCoupon>();

  function createSession(form: FormObject, account: string): FakeStripeSession {
    const session = buildSession(form, baseUrl, (id) => coupons.get(`${account} ${id}`));
    sessions.set(session.id, session);
    owners.set(session.id, account);
    return session;
  }

  function apiView(session: FakeStripeSession): Omit<FakeStripeSession, 'line_items'> {
    const { line_items: _lines, ...rest } = session;
    return rest;
  }

  async function deliver(type: string, object: Record<string, unknown>, account?: string): Promise<number> {
    const { webhookSecret, webhookUrl } = accountConfig(account);
    const event = {
      id: randomId('evt_test_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      // A connected account's event names it, as Stripe's Connect events do.
      ...(account !== undefined && connected.has(account) ? { account } : {}),
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    events.push({ type, payload, signature: header, account: account ?? null });
    if (!webhookUrl) return 0;
    // Stripe retries failed deliveries for days; a few quick attempts stand in for that.
    let status = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(webhookUrl, {
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
    await deliver('checkout.session.completed', apiView(session), owners.get(id));
    return session;
  }

  async function expireNow(id: string): Promise<FakeStripeSession> {
    const session = openSession(id);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    session.status = 'expired';
    session.url = null;
    await deliver('checkout.session.expired', apiView(session), owners.get(id));
    return session;
  }

  /**
   * POST /v1/refunds: all or part of what is left of a paid session's PaymentIntent of this account,
   * once per Idempotency-Key; then charge.refunded with the running total, as Stripe sends it.
   */
  async function refund(account: string, form: FormObject, key: string | string[] | undefined): Promise<FakeStripeRefund> {
    const known = typeof key === 'string' ? refundKeys.get(`${account} ${key}`) : undefined;
    if (known) return known;
    const paymentIntent = typeof form.payment_intent === 'string' ? form.payment_intent : '';
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent && owners.get(s.id) === account);
    if (!session) throw new StripeRequestError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${paymentIntent}'` });
    const refundedSoFar = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refundedSoFar;
    if (left <= 0) throw new StripeRequestError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${paymentIntent} has already been refunded.` });
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
      throw new StripeRequestError(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${form.amount}) is greater than unrefunded amount on charge (${left})` });
    }
    const made: FakeStripeRefund = {
      id: randomId('re_test_'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      ...(connected.has(account) ? { stripe_account: account, refund_application_fee: form.refund_application_fee === 'true' } : {}),
    };
    refunds.push(made);
    if (typeof key === 'string') refundKeys.set(`${account} ${key}`, made);
    await deliver('charge.refunded', { id: randomId('ch_test_'), object: 'charge', amount: session.amount_total, amount_refunded: refundedSoFar + amount, currency: session.currency, payment_intent: paymentIntent, refunded: refundedSoFar + amount === session.amount_total }, account);
    return made;
  }

  /** Changes a connected account and sends account.updated to the platform's Connect endpoint. */
  async function updateConnected(id: string, patch: Partial<FakeStripeConnectedAccount>): Promise<number> {
    const account = connected.get(id);
    if (!account) throw new Error(`No such connected account: ${id}`);
    Object.assign(account, patch);
    return deliver('account.updated', { ...account }, id);
  }

  /** Connect's platform calls (the platform's own key, no Stripe-Account): accounts and onboarding links. Whether it answered. */
  async function connectApi(req: IncomingMessage, res: ServerResponse, path: string, key: string, body: string): Promise<boolean> {
    if (req.method === 'POST' && path === '/v1/accounts') {
      const idemKey = req.headers['idempotency-key'];
      const known = typeof idemKey === 'string' ? accountKeys.get(`${key} ${idemKey}`) : undefined;
      if (known) {
        sendJson(res, 200, connected.get(known), { 'idempotent-replayed': 'true' });
        return true;
      }
      const form = decodeStripeForm(body);
      const id = `acct_${randomId('', 16)}`;
      const account: FakeStripeConnectedAccount = {
        id,
        object: 'account',
        type: 'standard',
        email: typeof form.email === 'string' ? form.email : null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        country: 'US',
        default_currency: 'usd',
      };
      connected.set(id, account);
      platformOf.set(id, key);
      if (typeof idemKey === 'string') accountKeys.set(`${key} ${idemKey}`, id);
      sendJson(res, 200, account);
      return true;
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && accountMatch) {
      const id = decodeURIComponent(accountMatch[1]!);
      if (platformOf.get(id) !== key) throw new StripeRequestError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'account', message: `No such account: '${id}'` });
      sendJson(res, 200, connected.get(id));
      return true;
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      const form = decodeStripeForm(body);
      const account = typeof form.account === 'string' ? form.account : '';
      if (platformOf.get(account) !== key) throw new StripeRequestError(400, { type: 'invalid_request_error', param: 'account', message: `No such account: '${account}'` });
      if (form.type !== 'account_onboarding' && form.type !== 'account_update') throw new StripeRequestError(400, { type: 'invalid_request_error', param: 'type', message: 'Invalid type' });
      for (const param of ['refresh_url', 'return_url'] as const) {
        if (typeof form[param] !== 'string' || !/^https?:\/\//.test(form[param])) throw new StripeRequestError(400, { type: 'invalid_request_error', param, message: `Missing required param: ${param}.` });
      }
      const link: FakeStripeAccountLink = { id: randomId('link_'), account, refreshUrl: form.refresh_url as string, returnUrl: form.return_url as string, used: false };
      links.set(link.id, link);
      sendJson(res, 200, { object: 'account_link', created: nowSeconds(), expires_at: nowSeconds() + 300, url: `${baseUrl}/connect/onboard/${link.id}` });
      return true;
    }
    return false;
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const auth = /^Bearer ((?:sk|rk)_(?:test|live)_\S+)$/.exec(req.headers.authorization ?? '');
    if (!auth) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const key = auth[1]!;
    if (revoked.has(key)) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` } });
      return;
    }
    const body = await readBody(req);
    // Stripe-Account: a connected account this key made; any other is refused as Stripe does.
    const onAccount = req.headers['stripe-account'];
    if (typeof onAccount === 'string' && platformOf.get(onAccount) !== key) {
      sendJson(res, 403, { error: { type: 'invalid_request_error', code: 'account_invalid', message: `The provided key '${key.slice(0, 8)}****${key.slice(-4)}' does not have access to account '${onAccount}' (or that account does not exist).` } });
      return;
    }
    const account = typeof onAccount === 'string' ? onAccount : key;
    try {
      if (typeof onAccount !== 'string' && (await connectApi(req, res, path, key, body))) return;
      // Retrieve the key's own account (what a settings screen's "Test connection" asks).
      if (req.method === 'GET' && path === '/v1/account') {
        const id = connected.has(account) ? account : fakeStripeAccountOf(account);
        sendJson(res, 200, {
          id,
          object: 'account',
          type: 'standard',
          country: 'US',
          default_currency: 'usd',
          charges_enabled: true,
          payouts_enabled: true,
          details_submitted: true,
          email: null,
          business_profile: { name: 'Fake Stripe shop' },
          settings: { dashboard: { display_name: 'Fake Stripe shop', timezone: 'Etc/UTC' } },
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const idemKey = req.headers['idempotency-key'];
        const previous = typeof idemKey === 'string' ? idempotency.get(`${account} ${idemKey}`) : undefined;
        if (previous) {
          if (previous.body !== body) {
            throw new StripeRequestError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            });
          }
          sendJson(res, 200, apiView(openSession(previous.sessionId)), { 'idempotent-replayed': 'true' });
          return;
        }
        const form = decodeStripeForm(body);
        const session = createSession(form, account);
        const fee = (form.payment_intent_data as FormObject | undefined)?.application_fee_amount;
        if (fee !== undefined) {
          if (!connected.has(account)) throw new StripeRequestError(400, { type: 'invalid_request_error', param: 'payment_intent_data[application_fee_amount]', message: 'Can only apply an application_fee_amount when the request is made on behalf of another account (using an OAuth key, the Stripe-Account header, or the destination parameter).' });
          fees.set(session.id, Number(fee));
        }
        if (typeof idemKey === 'string') idempotency.set(`${account} ${idemKey}`, { body, sessionId: session.id });
        sendJson(res, 200, apiView(session));
        return;
      }
      if (req.method === 'POST' && path === '/v1/coupons') {
        const idemKey = req.headers['idempotency-key'];
        const previous = typeof idemKey === 'string' ? couponKeys.get(`${account} ${idemKey}`) : undefined;
        if (previous) {
          sendJson(res, 200, previous, { 'idempotent-replayed': 'true' });
          return;
        }
        const coupon = buildCoupon(decodeStripeForm(body));
        coupons.set(`${account} ${coupon.id}`, coupon);
        if (typeof idemKey === 'string') couponKeys.set(`${account} ${idemKey}`, coupon);
        sendJson(res, 200, coupon);
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        sendJson(res, 200, await refund(account, decodeStripeForm(body), req.headers['idempotency-key']));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      // Another account's session does not exist for this key, as on Stripe.
      const id = match ? decodeURIComponent(match[1]!) : '';
      const session = match && owners.get(id) === account ? sessions.get(id) : undefined;
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
  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    // The test's own control (e2e runs the fake in a process of its own): register a shop's account,
    // as its owner adds a webhook endpoint in Stripe's dashboard.
    if (req.method === 'POST' && path === '/__fake/accounts') {
      const body = JSON.parse(await readBody(req)) as { secretKey?: unknown; webhookSecret?: unknown; webhookUrl?: unknown };
      if (typeof body.secretKey !== 'string' || typeof body.webhookSecret !== 'string' || typeof body.webhookUrl !== 'string') {
        sendJson(res, 400, { error: 'secretKey, webhookSecret and webhookUrl are required' });
        return true;
      }
      accounts.set(body.secretKey, { webhookSecret: body.webhookSecret, webhookUrl: body.webhookUrl });
      sendJson(res, 201, { ok: true });
      return true;
    }
    // The same for the platform's Connect endpoint (the operator adds it in Stripe's dashboard).
    if (req.method === 'POST' && path === '/__fake/connect-webhook') {
      const body = JSON.parse(await readBody(req)) as { webhookSecret?: unknown; webhookUrl?: unknown };
      if (typeof body.webhookSecret !== 'string' || typeof body.webhookUrl !== 'string') {
        sendJson(res, 400, { error: 'webhookSecret and webhookUrl are required' });
        return true;
      }
      connectWebhook = { webhookSecret: body.webhookSecret, webhookUrl: body.webhookUrl };
      sendJson(res, 201, { ok: true });
      return true;
    }
    // Connect's hosted onboarding: a page to finish the setup or leave it; a used link goes to refresh_url, as Stripe's.
    const onboard = /^\/connect\/onboard\/([^/]+)(\/refresh)?$/.exec(path);
    if (onboard) {
      const link = links.get(decodeURIComponent(onboard[1]!));
      if (!link) {
        sendHtml(res, 404, 'Not found', '<h1>No such account link</h1>');
        return true;
      }
      if (onboard[2] || (link.used && req.method === 'GET')) {
        redirect(res, link.refreshUrl);
        return true;
      }
      if (req.method === 'POST') {
        const action = new URLSearchParams(await readBody(req)).get('action');
        link.used = true;
        if (action === 'finish') await updateConnected(link.account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
        redirect(res, link.returnUrl);
        return true;
      }
      onboardingPage(res, link.id, connected.get(link.account)!);
      return true;
    }
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
    revokeKey: (secretKey) => void revoked.add(secretKey),
    addAccount: (secretKey, account) => void accounts.set(secretKey, account),
    accountOf: (sessionId) => owners.get(sessionId),
    refunds,
    connectedAccounts: connected,
    applicationFeeOf: (sessionId) => fees.get(sessionId) ?? null,
    updateConnectedAccount: updateConnected,
    setConnectWebhook: (webhook) => void (connectWebhook = webhook),
    close: () => closeServer(server),
  };
}
