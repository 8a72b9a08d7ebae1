import type { Logger } from 'pino';
import Stripe from 'stripe';
import { netUnitParts, spreadByLargestRemainder, type UnitPart } from '#core/checkout/totals.ts';
import { platformFeeMinor } from '#core/shop/stripe-connect.ts';
import { type CardEvent, type CardGateway, type CardSession, type CardSessionInput, linesOnlyAmounts, type PaymentAmounts, type PaymentLine, PaymentProviderError, type RefundInput, type RefundResult, WebhookSignatureError } from './port.ts';

/** The line an exclusive shop's tax is charged as when Stripe Tax is not used. */
export const TAX_LINE_NAME = 'Tax';

/** Stripe's default: a signature older than this is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls instead of api.stripe.com (tests and benches use a local fake). */
  apiUrl?: string;
  logger: Logger;
}

/** A connected account the platform's key charges on (Stripe Connect, decision 063). */
export interface ConnectedAccountOptions {
  /** acct_…: every call carries it as the Stripe-Account header (direct charges). */
  stripeAccount: string;
  /** The platform's fee in percent of each session's total (application_fee_amount); null or 0: none. */
  feePercent: number | null;
}

/** Only absolute https images are shown on Stripe's hosted page; Stripe refuses anything else. */
function stripeImages(image: string | null): string[] | undefined {
  if (!image) return undefined;
  try {
    return new URL(image).protocol === 'https:' ? [image] : undefined;
  } catch {
    return undefined;
  }
}

export function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function stripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  return new Stripe(secretKey, {
    ...hostOptions(apiUrl),
    // Every POST carries an idempotency key, so a retry after a dropped connection cannot pay twice.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

/** What Stripe's hosted page says under a line whose price is after the order's discount code. */
export function discountedLineNote(code: string | null): string {
  return code ? `Price after the code ${code.slice(0, 40)}` : 'Price after your discount';
}

/**
 * The lines as Stripe is sent them (decision 074): each net of its share of the discount, as whole
 * unit prices (core netUnitParts), so the items add up to the goods less the discount and no coupon
 * (a second call to Stripe, and an object left in the account per order) is needed. Lines that
 * carry their shares (orders placed since decision 074) use them; otherwise the discount is spread
 * over the lines by their amounts (core spreadByLargestRemainder).
 */
export function netLines(lines: readonly PaymentLine[], amounts: Pick<PaymentAmounts, 'discountCents'>): { line: PaymentLine; parts: UnitPart[]; discounted: boolean }[] {
  const amountsOf = lines.map((line) => line.unitCents * line.quantity);
  const carried = lines.map((line) => line.discountCents ?? 0);
  const shares = carried.reduce((sum, share) => sum + share, 0) === amounts.discountCents ? carried : spreadByLargestRemainder(amounts.discountCents, amountsOf);
  return lines.map((line, index) => ({ line, parts: netUnitParts(amountsOf[index]!, shares[index]!, line.quantity), discounted: shares[index]! > 0 }));
}

/** The card gateway (decision 023): Stripe's hosted Checkout through the `stripe` SDK. */
export function createStripeGateway(options: StripeGatewayOptions): CardGateway {
  return stripeGatewayOn(stripeClient(options.secretKey, options.apiUrl), options, null);
}

/**
 * The card gateway of one account: the key's own (`connected` null), or a connected account's
 * through the platform's client (every call with `{ stripeAccount }`: a direct charge, its refunds
 * and expiry on that account). Webhooks of connected accounts come to the platform's Connect
 * endpoint (stripe-connect.ts), so `webhookSecret` is the Connect endpoint's there.
 */
export function stripeGatewayOn(stripe: Stripe, options: Pick<StripeGatewayOptions, 'publishableKey' | 'webhookSecret' | 'logger'>, connected: ConnectedAccountOptions | null): CardGateway {
  const logger = connected ? options.logger.child({ stripeAccount: connected.stripeAccount }) : options.logger;
  const on: Stripe.RequestOptions = connected ? { stripeAccount: connected.stripeAccount } : {};
  const feeOf = (amounts: PaymentAmounts): number => (connected?.feePercent ? platformFeeMinor(amounts.totalCents, connected.feePercent) : 0);

  async function createSession(input: CardSessionInput): Promise<CardSession> {
    const amounts = input.amounts ?? linesOnlyAmounts(input.lines);
    // Stripe adds up what it is sent; parts that are not the order's total would charge another amount.
    const goodsCents = linesOnlyAmounts(input.lines).totalCents;
    const charged = goodsCents + amounts.addedTaxCents - amounts.discountCents + (amounts.shipping?.amountCents ?? 0);
    if (amounts.discountCents > goodsCents) throw new PaymentProviderError('Stripe: the discount is more than the goods');
    if (amounts.providerTax && amounts.addedTaxCents !== 0) throw new PaymentProviderError('Stripe: an order taxed by Stripe Tax carries no tax of its own');
    if (charged !== amounts.totalCents) throw new PaymentProviderError(`Stripe: the order's amounts (${charged}) do not add up to its total (${amounts.totalCents})`);
    const fee = feeOf(amounts);
    const currency = input.currency.toLowerCase();
    try {
      // With Stripe Tax (decision 073) every price says whether its tax is inside it or added, and Stripe asks for the billing address it taxes by.
      const taxBehavior = amounts.providerTax ? { tax_behavior: amounts.providerTax } : {};
      const goods: Stripe.Checkout.SessionCreateParams.LineItem[] = netLines(input.lines, amounts).flatMap(({ line, parts, discounted }) =>
        parts.map((part) => ({
          quantity: part.quantity,
          price_data: {
            currency,
            unit_amount: part.unitCents,
            product_data: { name: line.name, images: stripeImages(line.image), ...(discounted ? { description: discountedLineNote(amounts.discountCode) } : {}) },
            ...taxBehavior,
          },
        })),
      );
      // Without Stripe Tax, a shop whose prices exclude tax charges its tax as a line of its own; an inclusive shop's is inside the prices.
      const tax: Stripe.Checkout.SessionCreateParams.LineItem[] = amounts.addedTaxCents > 0 ? [{ quantity: 1, price_data: { currency, unit_amount: amounts.addedTaxCents, product_data: { name: TAX_LINE_NAME } } }] : [];
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [...goods, ...tax],
          ...(amounts.providerTax ? { automatic_tax: { enabled: true }, billing_address_collection: 'required' as const } : {}),
          ...(amounts.shipping ? { shipping_options: [{ shipping_rate_data: { type: 'fixed_amount', display_name: amounts.shipping.name, fixed_amount: { amount: amounts.shipping.amountCents, currency }, ...taxBehavior } }] } : {}),
          client_reference_id: input.orderId,
          metadata: { order_id: input.orderId, order_reference: input.orderReference },
          customer_email: input.customerEmail ?? undefined,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: sessionExpiry(input.expiresAt),
          // The platform's fee, figured here from the order's own lines (never the browser's), on connected accounts only.
          ...(fee > 0 ? { payment_intent_data: { application_fee_amount: fee } } : {}),
        },
        { ...on, idempotencyKey: `checkout-session-${input.orderId}` },
      );
      if (!session.url) throw new PaymentProviderError(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    } catch (error) {
      throw providerError('create a checkout session', error);
    }
  }

  function parseWebhook(rawBody: string, signatureHeader: string | undefined): CardEvent {
    if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
      // A verified signature over a body that is not JSON: refused like a bad signature.
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Unreadable webhook body');
    }
    return toCardEvent(event, logger);
  }

  async function expireSession(sessionId: string): Promise<void> {
    try {
      await stripe.checkout.sessions.expire(sessionId, {}, on);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && (await isSettled(sessionId))) return;
      throw providerError(`expire checkout session ${sessionId}`, error);
    }
  }

  /** Whether a session is already complete or expired (Stripe refuses to expire those; the message is not a stable contract). */
  async function isSettled(sessionId: string): Promise<boolean> {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {}, on);
      return session.status === 'complete' || session.status === 'expired';
    } catch {
      return false;
    }
  }

  async function refund(input: RefundInput): Promise<RefundResult> {
    try {
      const refunded = await stripe.refunds.create(
        {
          payment_intent: input.paymentRef,
          amount: input.amountCents,
          metadata: { refund_id: input.refundId, order_reference: input.orderReference },
          // A connected account's refund gives back the platform's fee in proportion (decision 063): no fee is kept on money returned.
          ...(connected ? { refund_application_fee: true } : {}),
        },
        // The same refund asked for again (a retry, a double click that got through) is answered, not made twice.
        { ...on, idempotencyKey: `refund-${input.refundId}` },
      );
      if (refunded.status === 'failed' || refunded.status === 'canceled') {
        throw new PaymentProviderError(`Stripe: refund ${refunded.id} is ${refunded.status}`, undefined, `refund ${refunded.status}${refunded.failure_reason ? `: ${refunded.failure_reason}` : ''}`);
      }
      return { providerRefundId: refunded.id, status: refunded.status === 'succeeded' ? 'succeeded' : 'pending' };
    } catch (error) {
      throw providerError(`refund payment ${input.paymentRef}`, error);
    }
  }

  function providerError(action: string, error: unknown): PaymentProviderError {
    if (error instanceof PaymentProviderError) return error;
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    const detail = stripeError ? `${stripeError.type}${stripeError.code ? ` ${stripeError.code}` : ''}: ${stripeError.message}` : String(error);
    logger.warn({ err: error }, `Stripe: could not ${action}`);
    return new PaymentProviderError(`Stripe: could not ${action} (${detail})`, error, stripeError && stripeError.type !== 'StripeConnectionError' ? (stripeError.code ?? stripeError.message) : null);
  }

  return { provider: 'stripe', publishableKey: options.publishableKey, createSession, parseWebhook, expireSession, refund };
}

/** Reduces a verified Stripe event to what the orders module acts on. */
export function toCardEvent(event: Stripe.Event, logger: Logger): CardEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session with an async method (bank debit…) is settled later by async_payment_*.
      if (session.payment_status !== 'paid') return { id: event.id, type: 'ignored' };
      return {
        id: event.id,
        type: 'paid',
        sessionId: session.id,
        orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
        paymentRef: idOf(session.payment_intent),
        email: session.customer_details?.email ?? null,
        amountCents: session.amount_total ?? null,
        currency: session.currency ? session.currency.toUpperCase() : null,
        taxCents: centsOrNull(session.total_details?.amount_tax),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        id: event.id,
        type: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
        sessionId: session.id,
        orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
      };
    }
    case 'charge.refunded': {
      const paymentRef = idOf(event.data.object.payment_intent);
      if (!paymentRef) return { id: event.id, type: 'ignored' };
      const charge = event.data.object;
      return { id: event.id, type: 'refunded', paymentRef, amountCents: centsOrNull(charge.amount), amountRefundedCents: centsOrNull(charge.amount_refunded) };
    }
    default:
      logger.debug({ eventId: event.id, type: event.type }, 'Stripe event ignored');
      return { id: event.id, type: 'ignored' };
  }
}

/** Stripe refuses a session that expires sooner than 30 minutes after it receives the request: never ask for less than 31. */
export const STRIPE_MIN_SESSION_SECONDS = 31 * 60;

function sessionExpiry(expiresAt: Date, now = Date.now()): number {
  return Math.floor(Math.max(expiresAt.getTime(), now + STRIPE_MIN_SESSION_SECONDS * 1000) / 1000);
}

/** A whole, non-negative amount of cents from a provider's payload; null for anything else. */
function centsOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
