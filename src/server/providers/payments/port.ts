/**
 * The payment port (decision 023): a hosted card checkout (Stripe), PayPal, and the offline
 * methods, which need no adapter. A provider without credentials is null and its method is not
 * offered. Adapters speak the provider's SDK and nothing else: which order, how much and in what
 * state is the orders module's business. Amounts are integer cents.
 */

import type { PaymentSource } from '#core/shop/payment-settings.ts';

export type { PaymentSource };

export interface PaymentLine {
  name: string;
  /** Unit price in cents. */
  unitCents: number;
  quantity: number;
  image: string | null;
  /** This line's share of the order's discount (core computeTotals); absent: none, or not known. */
  discountCents?: number;
}

/**
 * An order's amounts beyond its lines (decision 066), as the orders module computed them: each
 * adapter sends them in its provider's terms so that the provider charges exactly `totalCents`.
 */
export interface PaymentAmounts {
  /** What the provider must charge: the order's total. */
  totalCents: number;
  /** Off the goods by the order's code; 0 without one. */
  discountCents: number;
  /** The code's text (a provider may show it); null without one. */
  discountCode: string | null;
  /** The chosen rate's price and name; null when nothing is shipped or the shop ships by no zones. */
  shipping: { name: string; amountCents: number } | null;
  /** Tax added on top of the lines and shipping (shops whose prices exclude tax); 0 when the prices include it. */
  addedTaxCents: number;
  /**
   * The provider computes the tax itself (Stripe Tax, decision 073), from the billing address it asks
   * for: 'exclusive' adds it to the amounts sent (then `totalCents` is before tax and the provider may
   * charge more), 'inclusive' finds it inside them; absent or null: the shop's own tax, as above.
   */
  providerTax?: 'exclusive' | 'inclusive' | null;
}

/** The amounts of an order that is its lines alone (no code, no shipping, no tax added): what callers without shop rules send. */
export function linesOnlyAmounts(lines: readonly PaymentLine[]): PaymentAmounts {
  return { totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0), discountCents: 0, discountCode: null, shipping: null, addedTaxCents: 0 };
}

export interface CardSessionInput {
  /** Our order id: stored on the session as client_reference_id and metadata.order_id. */
  orderId: string;
  orderReference: string;
  currency: string;
  lines: PaymentLine[];
  /** The discount, shipping and added tax; absent: the lines alone (linesOnlyAmounts). */
  amounts?: PaymentAmounts;
  /** Prefilled on the hosted page when the buyer is signed in. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** When the hosted page stops taking payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
}

export interface CardSession {
  /** cs_… */
  id: string;
  /** The hosted checkout page the browser is sent to. */
  url: string;
}

/** A verified provider event about a checkout session, reduced to what the orders module acts on. */
export type CardEvent =
  | { id: string; type: 'paid'; sessionId: string; orderId: string | null; paymentRef: string | null; email: string | null; amountCents: number | null; currency: string | null; /** The tax the provider computed and charged (Stripe Tax); null when not said. */ taxCents: number | null }
  | { id: string; type: 'failed' | 'expired'; sessionId: string; orderId: string | null }
  /** A refund: the charge's amount and what is refunded of it so far (Stripe's running total), in cents; null when not said. */
  | { id: string; type: 'refunded'; paymentRef: string; amountCents: number | null; amountRefundedCents: number | null }
  | { id: string; type: 'ignored' };

/** A refund of (part of) a payment, asked for from the shop's dashboard. */
export interface RefundInput {
  /** Stripe's PaymentIntent id or PayPal's capture id: the order's providerPaymentRef. */
  paymentRef: string;
  /** In the currency's minor units, more than zero. */
  amountCents: number;
  currency: string;
  /** Our refund's id: the idempotency key, so a retried request cannot refund twice. */
  refundId: string;
  orderReference: string;
}

/** The provider took the refund: done, or (some methods) on its way. */
export interface RefundResult {
  providerRefundId: string;
  status: 'succeeded' | 'pending';
}

export interface CardGateway {
  readonly provider: 'stripe';
  /** The publishable key the browser may be given. */
  readonly publishableKey: string;
  createSession(input: CardSessionInput): Promise<CardSession>;
  /**
   * Verifies a webhook body against its signature header (and its timestamp's age) and reduces
   * it to a CardEvent. Throws WebhookSignatureError when the signature or timestamp is bad.
   */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): CardEvent;
  /** Ends an open session so nobody can pay for a cancelled order; ignores a session already complete or expired. */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds part or all of a paid PaymentIntent; throws PaymentProviderError (with the provider's reason) when refused. */
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface PaypalOrderInput {
  orderId: string;
  orderReference: string;
  currency: string;
  lines: PaymentLine[];
  totalCents: number;
  /** The breakdown's discount, shipping and tax; absent: the lines alone (then `totalCents` must be their sum). */
  amounts?: PaymentAmounts;
  /** Where PayPal sends the buyer after approving (PayPal appends ?token={orderID}) or cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaypalOrder {
  /** PayPal's order id (orderID). */
  id: string;
  /** The page where the buyer approves the payment. */
  approveUrl: string | null;
}

export type PaypalCapture =
  | { status: 'completed'; captureId: string; amountCents: number; currency: string; payerEmail: string | null }
  /** Captured, but PayPal holds the money (an eCheck, a review): the capture's webhook says how it ends. */
  | { status: 'pending'; captureId: string; reason: string | null; payerEmail: string | null }
  | { status: 'already-captured' }
  | { status: 'declined'; reason: string };

/** The `reason` of a declined capture when the buyer has not approved the order (e.g. the return URL opened by hand). */
export const PAYPAL_NOT_APPROVED = 'ORDER_NOT_APPROVED';

/** The headers PayPal signs a webhook delivery with (lower-cased names, as Node gives them). */
export interface PaypalWebhookHeaders {
  'paypal-transmission-id'?: string;
  'paypal-transmission-time'?: string;
  'paypal-transmission-sig'?: string;
  'paypal-cert-url'?: string;
  'paypal-auth-algo'?: string;
}

/**
 * A verified PayPal webhook event about a capture, reduced to what the orders module acts on.
 * `captureId` names the capture; `paypalOrderId` the PayPal order it belongs to, when the event says.
 */
export type PaypalEvent =
  | { id: string; type: 'capture-completed'; captureId: string; paypalOrderId: string | null; amountCents: number | null; currency: string | null }
  | { id: string; type: 'capture-pending'; captureId: string; paypalOrderId: string | null; reason: string | null }
  | { id: string; type: 'capture-denied'; captureId: string; paypalOrderId: string | null }
  /** A refund of the capture: this refund's amount and, when PayPal says, what is refunded of the capture so far. */
  | { id: string; type: 'capture-refunded'; captureId: string; amountCents: number | null; totalRefundedCents: number | null }
  /** PayPal took the money back (a chargeback, a dispute lost). */
  | { id: string; type: 'capture-reversed'; captureId: string }
  | { id: string; type: 'ignored' };

export interface PaypalGateway {
  readonly provider: 'paypal';
  /** Whether a webhook id is set, without which no delivery can be verified. */
  readonly webhookConfigured: boolean;
  createOrder(input: PaypalOrderInput): Promise<PaypalOrder>;
  captureOrder(paypalOrderId: string): Promise<PaypalCapture>;
  /**
   * Verifies a webhook delivery through PayPal's verify-webhook-signature call with this account's
   * webhook id, then reduces it to a PaypalEvent. Throws WebhookSignatureError when PayPal does not
   * vouch for it (or no webhook id is set), PaymentProviderError when PayPal cannot be asked.
   */
  parseWebhook(rawBody: string, headers: PaypalWebhookHeaders): Promise<PaypalEvent>;
  /** Refunds part or all of a capture; throws PaymentProviderError (with PayPal's reason) when refused. */
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface Payments {
  card: CardGateway | null;
  paypal: PaypalGateway | null;
}

/**
 * The gateways one shop takes payment through now (decision 058), each with whose account it
 * charges (the site's own keys or the platform default) and whether it uses test keys / PayPal's sandbox.
 */
export interface SitePayments extends Payments {
  source: { card: PaymentSource | null; paypal: PaymentSource | null };
  testMode: { card: boolean; paypal: boolean };
  /** The connected Stripe account (acct_…) the card gateway charges on, when its source is 'connect' (decision 063). */
  cardAccount?: string;
}

/** What Stripe says of a connected account (decision 063). */
export interface ConnectedAccountState {
  /** acct_… */
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/**
 * A verified event of the platform's Connect endpoint. Events about a connected account's own
 * objects name the account (`account`); one without it is the platform's own and is ignored there.
 */
export type ConnectEvent =
  | { kind: 'card'; account: string; event: CardEvent }
  | { kind: 'account'; id: string; account: string; state: ConnectedAccountState }
  | { kind: 'ignored'; id: string };

/**
 * Stripe Connect for a platform (decision 063): the platform's key makes each site's connected
 * account and its onboarding links, and charges on it (direct charges, the `Stripe-Account` header),
 * with the platform's fee. Its events come to one endpoint, signed with the Connect endpoint's secret.
 */
export interface StripeConnectPlatform {
  /** The platform's fee in percent (STRIPE_CONNECT_FEE_PERCENT), null when none. */
  readonly feePercent: number | null;
  /** Connected accounts take payment in the platform key's mode. */
  readonly testMode: boolean;
  /** The card gateway of a connected account (kept per account). */
  gatewayFor(accountId: string): CardGateway;
  /** Makes the site's connected account; the same `siteId` within Stripe's idempotency window answers the same account. */
  createAccount(input: { siteId: string; siteUniqueId: string; email: string | null }): Promise<ConnectedAccountState>;
  /** A one-time onboarding link (account_onboarding) for the account. */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
  /** Verifies a Connect webhook delivery; throws WebhookSignatureError when the signature, its age or the body is bad. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): ConnectEvent;
}

/** A site's own gateways, found by its unique id: what its own webhook addresses verify with. */
export interface OwnSitePayments extends Payments {
  siteId: string;
}

/**
 * The payment gateways of every shop (decision 058): a site's own keys where it has them, else the
 * platform default (the environment's keys) when an admin allowed it, else none. Built gateways are
 * cached per site and rebuilt when the site's saved settings change (read per call, one query).
 */
export interface PaymentsResolver {
  /** The environment's gateways: the platform's own shop and the default of the sites allowed it. */
  readonly platform: SitePayments;
  /** What a shop offers now; `null` is the platform's own shop (the environment's keys). */
  forSite(siteId: string | null): Promise<SitePayments>;
  /** The gateways an order was charged through: its site's own keys, the platform default or its connected account (null: none now). */
  forOrder(order: { siteId: string | null; paymentSource: PaymentSource | null; paymentAccount?: string | null }): Promise<Payments>;
  /** Stripe Connect, when the server runs it (STRIPE_CONNECT_CLIENT_ID); null otherwise. */
  readonly connect: StripeConnectPlatform | null;
  /** The site's own gateways by its unique id (no platform default); null for an unknown site. */
  ownOfSite(siteUniqueId: string): Promise<OwnSitePayments | null>;
}

export class WebhookSignatureError extends Error {}

/**
 * The provider answered with an error or could not be reached; the message is safe to log, not to
 * show. `reason` is the provider's own word (a code and its text) when it answered: what a shop's
 * owner may be shown about their own account, never a buyer.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}
