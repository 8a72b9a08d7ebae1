import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter } from 'axios';
import type { Logger } from 'pino';
import { decimalStringToMinor, minorToDecimalString } from '#core/money/currency.ts';
import { PAYPAL_NOT_APPROVED, PaymentProviderError, type PaypalCapture, type PaypalGateway, type PaypalOrder, type PaypalOrderInput } from './port.ts';

/** PayPal refuses item names longer than this. */
const ITEM_NAME_MAX = 127;


export interface PaypalGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
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
function originRewritingAdapter(apiUrl: string): AxiosAdapter {
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
  const logger = options.logger;

  function providerError(action: string, error: unknown): PaymentProviderError {
    if (error instanceof PaymentProviderError) return error;
    const info = errorIssue(error);
    const detail = info ? `${info.status} ${info.name ?? ''}${info.issue ? ` ${info.issue}` : ''}`.trim() : String(error);
    logger.warn({ err: error }, `PayPal: could not ${action}`);
    return new PaymentProviderError(`PayPal: could not ${action} (${detail})`, error);
  }

  async function createOrder(input: PaypalOrderInput): Promise<PaypalOrder> {
    const currencyCode = input.currency.toUpperCase();
    const money = (minor: number) => ({ currencyCode, value: minorToDecimalString(minor, currencyCode) });
    const itemTotal = input.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
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
              amount: { ...money(input.totalCents), breakdown: { itemTotal: money(itemTotal) } },
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
    if (capture.status !== CaptureStatus.Completed) {
      // PENDING (e.g. an eCheck) settles later; the order stays pending until an owner sees the money.
      throw new PaymentProviderError(`PayPal: capture ${capture.id} of order ${paypalOrderId} is ${capture.status ?? 'in an unknown state'}`);
    }
    return {
      status: 'completed',
      captureId: capture.id,
      amountCents: toMinor(capture.amount.value, capture.amount.currencyCode),
      currency: capture.amount.currencyCode,
      payerEmail: order.paymentSource?.paypal?.emailAddress ?? order.payer?.emailAddress ?? null,
    };
  }

  return { provider: 'paypal', createOrder, captureOrder };
}
