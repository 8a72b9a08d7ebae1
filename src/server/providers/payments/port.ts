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
}

export interface CardSessionInput {
  /** Our order id: stored on the session as client_reference_id and metadata.order_id. */
  orderId: string;
  orderReference: string;
  currency: string;
  lines: PaymentLine[];
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
  | { id: string; type: 'paid'; sessionId: string; orderId: string | null; paymentRef: string | null; email: string | null; amountCents: number | null; currency: string | null }
  | { id: string; type: 'failed' | 'expired'; sessionId: string; orderId: string | null }
  /** A refund: the charge's amount and what is refunded of it so far (Stripe's running total), in cents; null when not said. */
  | { id: string; type: 'refunded'; paymentRef: string; amountCents: number | null; amountRefundedCents: number | null }
  | { id: string; type: 'ignored' };

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
}

export interface PaypalOrderInput {
  orderId: string;
  orderReference: string;
  currency: string;
  lines: PaymentLine[];
  totalCents: number;
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
  | { status: 'already-captured' }
  | { status: 'declined'; reason: string };

/** The `reason` of a declined capture when the buyer has not approved the order (e.g. the return URL opened by hand). */
export const PAYPAL_NOT_APPROVED = 'ORDER_NOT_APPROVED';

export interface PaypalGateway {
  readonly provider: 'paypal';
  createOrder(input: PaypalOrderInput): Promise<PaypalOrder>;
  captureOrder(paypalOrderId: string): Promise<PaypalCapture>;
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
  /** The gateways an order was charged through: its site's own keys or the platform default (null: none now). */
  forOrder(order: { siteId: string | null; paymentSource: PaymentSource | null }): Promise<Payments>;
  /** The site's own gateways by its unique id (no platform default); null for an unknown site. */
  ownOfSite(siteUniqueId: string): Promise<OwnSitePayments | null>;
}

export class WebhookSignatureError extends Error {}

/** The provider answered with an error or could not be reached; the message is safe to log, not to show. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}
