import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  RefundStatus,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter } from 'axios';
import type { Logger } from 'pino';
import { decimalStringToMinor, minorToDecimalString } from '#core/money/currency.ts';
import { readPaypalEvent } from './paypal-events.ts';
import {
  linesOnlyAmounts,
  PAYPAL_NOT_APPROVED,
  PaymentProviderError,
  type PaypalCapture,
  type PaypalEvent,
  type PaypalGateway,
  type PaypalOrder,
  type PaypalOrderInput,
  type PaypalWebhookHeaders,
  type RefundInput,
  type RefundResult,
  WebhookSignatureError,
} from './port.ts';

/** PayPal refuses item names longer than this. */
const ITEM_NAME_MAX = 127;
/** The headers of a delivery that PayPal's verify-webhook-signature call needs, in the order it names them. */
const TRANSMISSION_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

export interface PaypalGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** The id PayPal gave the webhook registered for this app: deliveries are verified against it. Without one, none is accepted. */
  webhookId?: string | null;
  /** Where the SDK's calls go instead of PayPal's host (tests and benches use a local fake). */
  apiUrl?: string;
  logger: Logger;
}

const PAYPAL_ORIGINS = ['https://api-m.sandbox.paypal.com', 'https://api-m.paypal.com'];

/**
 * The PayPal SDK has no base-URL option: its origin is fixed per environment. Its HTTP goes through
 * axios, and the SDK hands `unstable_httpClientOptions` to `axios.create()` (see
 * @apimatic/axios-client-adapter's httpClient.ts), so an axios `adapter` that swaps PayPal's origin
 * for `apiUrl` and then runs axios's own http adapter sends every call (the OAuth token included)
 * to the fake, with the SDK's serialization and error handling untouched.
 */
export function originRewritingAdapter(apiUrl: string): AxiosAdapter {
  const target = new URL(apiUrl).origin;
  const http = axios.getAdapter('http');
  return (config) => {
    const url = config.url ?? '';
    const origin = PAYPAL_ORIGINS.find((o) => url.startsWith(o));
    return http(origin ? { ...config, url: target + url.slice(origin.length) } : config);
  };
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

function errorIssue(error: unknown): { status: number; issue: string | null; name: string | null } | null {
  if (!(error instanceof ApiError)) return null;
  let body: PaypalErrorBody | undefined = error.result as PaypalErrorBody | undefined;
  if (!body && typeof error.body === 'string') {
    try {
      body = JSON.parse(error.body) as PaypalErrorBody;
    } catch {
      body = undefined;
    }
  }
  return { status: error.statusCode, issue: body?.details?.[0]?.issue ?? null, name: body?.name ?? null };
}

/** PayPal's decimal text as minor units of its currency ('1200' yen is 1200; '12.50' dollars is 1250). */
function toMinor(value: string | undefined, currency: string | undefined): number {
  const minor = decimalStringToMinor(value, currency ?? '');
  if (minor === null || minor < 0) throw new PaymentProviderError(`PayPal returned an amount we cannot read: ${value} ${currency ?? ''}`);
  return minor;
}

/** The PayPal gateway (decision 023): Orders v2 with intent CAPTURE through `@paypal/paypal-server-sdk`. */
export function createPaypalGateway(options: PaypalGatewayOptions): PaypalGateway {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    // Creating or capturing twice is not harmless: only reads are retried.
    httpClientOptions: { retryConfig: { maxNumberOfRetries: 1, httpMethodsToRetry: ['GET'] } },
    unstable_httpClientOptions: options.apiUrl ? { adapter: originRewritingAdapter(options.apiUrl) } : undefined,
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  const logger = options.logger;

  function providerError(action: string, error: unknown): PaymentProviderError {
    if (error instanceof PaymentProviderError) return error;
    const info = errorIssue(error);
    const detail = info ? `${info.status} ${info.name ?? ''}${info.issue ? ` ${info.issue}` : ''}`.trim() : String(error);
    logger.warn({ err: error }, `PayPal: could not ${action}`);
    return new PaymentProviderError(`PayPal: could not ${action} (${detail})`, error, info ? (info.issue ?? info.name ?? `HTTP ${info.status}`) : null);
  }

  async function createOrder(input: PaypalOrderInput): Promise<PaypalOrder> {
    const currencyCode = input.currency.toUpperCase();
    const money = (minor: number) => ({ currencyCode, value: minorToDecimalString(minor, currencyCode) });
    const itemTotal = input.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const amounts = input.amounts ?? linesOnlyAmounts(input.lines);
    // PayPal checks item_total + tax_total + shipping − discount = amount (decision 066): each part
    // sent only when it is not 0; an inclusive shop's tax is inside the items and shipping, so no tax_total.
    const breakdown = {
      itemTotal: money(itemTotal),
      ...(amounts.shipping && amounts.shipping.amountCents > 0 ? { shipping: money(amounts.shipping.amountCents) } : {}),
      ...(amounts.addedTaxCents > 0 ? { taxTotal: money(amounts.addedTaxCents) } : {}),
      ...(amounts.discountCents > 0 ? { discount: money(amounts.discountCents) } : {}),
    };
    try {
      const { result } = await orders.createOrder({
        // PayPal keeps this for hours: a repeated create for the same order returns the same PayPal order.
        paypalRequestId: `create-${input.orderId}`,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.orderId,
              customId: input.orderReference,
              invoiceId: input.orderReference,
              amount: { ...money(input.totalCents), breakdown },
              items: input.lines.map((line) => ({
                name: line.name.slice(0, ITEM_NAME_MAX),
                unitAmount: money(line.unitCents),
                quantity: String(line.quantity),
              })),
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                // Our checkout form takes the delivery address; PayPal should not ask for another.
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      });
      if (!result.id) throw new PaymentProviderError('PayPal returned an order without an id');
      const link = result.links?.find((l) => l.rel === 'payer-action') ?? result.links?.find((l) => l.rel === 'approve');
      return { id: result.id, approveUrl: link?.href ?? null };
    } catch (error) {
      throw providerError('create an order', error);
    }
  }

  async function captureOrder(paypalOrderId: string): Promise<PaypalCapture> {
    let order: Order;
    try {
      // No PayPal-Request-Id: a repeated capture must answer ORDER_ALREADY_CAPTURED, not replay the first success.
      order = (await orders.captureOrder({ id: paypalOrderId, prefer: 'return=representation' })).result;
    } catch (error) {
      const info = errorIssue(error);
      if (info?.issue === 'ORDER_ALREADY_CAPTURED') return { status: 'already-captured' };
      if (info?.issue === 'INSTRUMENT_DECLINED' || info?.issue === PAYPAL_NOT_APPROVED) {
        logger.info({ paypalOrderId, issue: info.issue }, 'PayPal capture declined');
        return { status: 'declined', reason: info.issue };
      }
      throw providerError(`capture order ${paypalOrderId}`, error);
    }
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (!capture?.id || !capture.amount) throw new PaymentProviderError(`PayPal: capture of order ${paypalOrderId} returned no capture`);
    if (capture.status === CaptureStatus.Declined || capture.status === CaptureStatus.Failed) {
      return { status: 'declined', reason: `CAPTURE_${capture.status}` };
    }
    const payerEmail = order.paymentSource?.paypal?.emailAddress ?? order.payer?.emailAddress ?? null;
    if (capture.status === CaptureStatus.Pending) {
      // PayPal holds the money (an eCheck, a review): the capture's webhook says whether it completes.
      return { status: 'pending', captureId: capture.id, reason: capture.statusDetails?.reason ?? null, payerEmail };
    }
    if (capture.status !== CaptureStatus.Completed) {
      throw new PaymentProviderError(`PayPal: capture ${capture.id} of order ${paypalOrderId} is ${capture.status ?? 'in an unknown state'}`);
    }
    return {
      status: 'completed',
      captureId: capture.id,
      amountCents: toMinor(capture.amount.value, capture.amount.currencyCode),
      currency: capture.amount.currencyCode,
      payerEmail,
    };
  }

  /**
   * PayPal signs a delivery with its own certificate over the transmission id and time, the webhook
   * id and a CRC32 of the body; its verify-webhook-signature call checks all of it for this app,
   * so a delivery meant for another app (another shop's account) is not vouched for. The call goes
   * through the SDK's request builder: its OAuth token, timeouts and (in tests) the fake's origin.
   */
  async function parseWebhook(rawBody: string, headers: PaypalWebhookHeaders): Promise<PaypalEvent> {
    const webhookId = options.webhookId;
    if (!webhookId) throw new WebhookSignatureError('No PayPal webhook id is set for this account');
    const missing = TRANSMISSION_HEADERS.filter((name) => !headers[name]);
    if (missing.length > 0) throw new WebhookSignatureError(`Missing PayPal headers: ${missing.join(', ')}`);
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('Unreadable webhook body');
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new WebhookSignatureError('Unreadable webhook body');
    let status: unknown;
    try {
      const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
      request.json({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      });
      request.authenticate([{ oauth2: true }]);
      request.defaultToError(ApiError, 'PayPal could not verify the webhook');
      const { result } = await request.callAsText();
      status = (JSON.parse(result) as { verification_status?: unknown }).verification_status;
    } catch (error) {
      throw providerError('verify a webhook signature', error);
    }
    if (status !== 'SUCCESS') throw new WebhookSignatureError(`PayPal did not verify the webhook (${String(status)})`);
    return readPaypalEvent(event as Record<string, unknown>, toMinor, logger);
  }

  async function refund(input: RefundInput): Promise<RefundResult> {
    try {
      const { result } = await payments.refundCapturedPayment({
        captureId: input.paymentRef,
        // PayPal keeps it for days: the same refund asked for again is answered, not made twice.
        paypalRequestId: `refund-${input.refundId}`,
        prefer: 'return=representation',
        body: { amount: { currencyCode: input.currency.toUpperCase(), value: minorToDecimalString(input.amountCents, input.currency) }, invoiceId: input.orderReference },
      });
      if (!result.id || result.status === RefundStatus.Cancelled || result.status === RefundStatus.Failed) {
        throw new PaymentProviderError(`PayPal: the refund of capture ${input.paymentRef} is ${result.status ?? 'without an id'}`, undefined, `REFUND_${result.status ?? 'FAILED'}`);
      }
      return { providerRefundId: result.id, status: result.status === RefundStatus.Completed ? 'succeeded' : 'pending' };
    } catch (error) {
      throw providerError(`refund capture ${input.paymentRef}`, error);
    }
  }

  return { provider: 'paypal', webhookConfigured: Boolean(options.webhookId), createOrder, captureOrder, parseWebhook, refund };
}
