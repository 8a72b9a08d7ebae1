import { eq, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PaymentSecretField } from '#core/shop/payment-settings.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { site, sitePaymentSettings } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { createCardGateway, createPaypalGatewayFor, gatewaysOf, stripeKeysAreTest } from '#server/providers/payments/create-payments.ts';
import type { CardGateway, OwnSitePayments, Payments, PaymentsResolver, PaypalGateway, SitePayments, StripeConnectPlatform } from '#server/providers/payments/port.ts';
import type { SecretBox } from '#server/shared/secrets/secret-box.ts';
import { openSecret as openSavedSecret } from './site-payment-settings.public.ts';

/** Sites whose built gateways are kept; the least recently used goes first. Each SDK client is small. */
export const SITE_GATEWAYS_CACHE_MAX = 200;

type SettingsRow = typeof sitePaymentSettings.$inferSelect;

/** A site's own gateways, built from its saved settings as they were at `stamp`. */
interface OwnGateways {
  card: CardGateway | null;
  paypal: PaypalGateway | null;
  cardTest: boolean;
  paypalTest: boolean;
}

const NO_GATEWAYS: OwnGateways = { card: null, paypal: null, cardTest: false, paypalTest: false };

export interface PaymentsResolverDeps {
  env: Pick<Env, 'STRIPE_API_URL' | 'PAYPAL_API_URL'>;
  db: Db;
  secrets: SecretBox;
  logger: Logger;
  /** The environment's gateways (createPayments): the platform default. */
  platform: SitePayments;
  /** Stripe Connect (createStripeConnect), null when the server does not run it. */
  connect?: StripeConnectPlatform | null;
  /** Sites whose gateways are kept (SITE_GATEWAYS_CACHE_MAX). */
  cacheMax?: number;
}

/**
 * The per-site payment gateways (decision 058). Each call reads the site's flag and saved settings
 * in one query; gateways built from a row are kept (bounded, least recently used out) under the
 * row's `updated_at`, so a saved change is used by the next request of every process, and an
 * unchanged one costs no SDK client. A provider is the site's own when all its keys are saved and
 * open under this server's keys (Stripe: secret, publishable and webhook secret; PayPal: client id
 * and secret); a secret that does not open leaves that provider unconfigured (and is logged).
 */
// A site and its payment settings: every card and PayPal checkout and every site webhook reads it
// (decision 069: built once per database).
const siteReads = preparedPerDatabase((db) => {
  const read = (where: SQL, name: string) =>
    db.select({ id: site.id, allowed: site.platformPaymentsAllowed, settings: sitePaymentSettings }).from(site).leftJoin(sitePaymentSettings, eq(sitePaymentSettings.siteId, site.id)).where(where).limit(1).prepare(name);
  const value = sql.placeholder('value');
  return { id: read(eq(site.id, value), 'payments_site_by_id'), uniqueId: read(eq(site.uniqueId, value), 'payments_site_by_unique_id') };
});

export function createPaymentsResolver(deps: PaymentsResolverDeps): PaymentsResolver {
  const { platform, logger } = deps;
  const connect = deps.connect ?? null;

  /** The site's connected account, when Connect runs and the account is on and may take charges (decision 063). */
  function connectedCard(row: SettingsRow | null): { gateway: CardGateway; account: string } | null {
    if (!connect || !row?.stripeAccountId || !row.stripeAccountConnected || !row.stripeAccountChargesEnabled) return null;
    return { gateway: connect.gatewayFor(row.stripeAccountId), account: row.stripeAccountId };
  }
  const cacheMax = deps.cacheMax ?? SITE_GATEWAYS_CACHE_MAX;
  const cache = new Map<string, { stamp: number; built: Promise<OwnGateways> }>();

  function openSecret(siteId: string, row: SettingsRow, field: PaymentSecretField): string | null {
    const value = openSavedSecret(deps.secrets, row, siteId, field);
    if (value !== 'unreadable') return value;
    logger.warn({ siteId, field }, 'payments: a saved secret does not open under this server’s keys; the provider is not offered until it is re-entered or rotated');
    return null;
  }

  async function build(siteId: string, row: SettingsRow): Promise<OwnGateways> {
    const siteLogger = logger.child({ siteId });
    const secretKey = openSecret(siteId, row, 'stripeSecretKey');
    const webhookSecret = openSecret(siteId, row, 'stripeWebhookSecret');
    const publishableKey = row.stripePublishableKey;
    const stripeKeys = secretKey && webhookSecret && publishableKey ? { secretKey, publishableKey, webhookSecret } : null;
    const clientSecret = row.paypalClientId ? openSecret(siteId, row, 'paypalSecret') : null;
    const environment = row.paypalMode === 'live' ? 'production' : 'sandbox';
    return {
      card: stripeKeys ? await createCardGateway(deps.env, stripeKeys, siteLogger) : null,
      paypal:
        row.paypalClientId && clientSecret
          ? await createPaypalGatewayFor(deps.env, { clientId: row.paypalClientId, clientSecret, environment, webhookId: row.paypalWebhookId ?? undefined }, siteLogger)
          : null,
      cardTest: stripeKeys !== null && stripeKeysAreTest(stripeKeys),
      paypalTest: environment === 'sandbox',
    };
  }

  /** The site's own gateways for its row as read now: the cached ones while the row is unchanged. */
  function ownGateways(siteId: string, row: SettingsRow | null): Promise<OwnGateways> {
    if (!row) {
      cache.delete(siteId);
      return Promise.resolve(NO_GATEWAYS);
    }
    const stamp = row.updatedAt.getTime();
    const hit = cache.get(siteId);
    if (hit && hit.stamp === stamp) {
      cache.delete(siteId);
      cache.set(siteId, hit);
      return hit.built;
    }
    // The promise is kept, so requests arriving together build one set of clients.
    const built = build(siteId, row);
    const entry = { stamp, built };
    cache.delete(siteId);
    cache.set(siteId, entry);
    built.catch(() => cache.get(siteId) === entry && cache.delete(siteId));
    while (cache.size > cacheMax) cache.delete(cache.keys().next().value!);
    return built;
  }

  async function readSite(by: 'id' | 'uniqueId', value: string) {
    const [row] = await siteReads(deps.db)[by].execute({ value });
    return row ?? null;
  }

  const none: SitePayments = { card: null, paypal: null, source: { card: null, paypal: null }, testMode: { card: false, paypal: false } };

  return {
    platform,
    connect,
    async forSite(siteId) {
      if (siteId === null) return platform;
      const row = await readSite('id', siteId);
      if (!row) return none;
      const own = await ownGateways(row.id, row.settings);
      const fallback = row.allowed ? platform : none;
      // Precedence (decision 063): the site's own keys, then its connected account, then the platform default.
      const connected = own.card ? null : connectedCard(row.settings);
      const card = own.card
        ? { gateway: own.card, source: 'site' as const, test: own.cardTest }
        : connected
          ? { gateway: connected.gateway, source: 'connect' as const, test: connect!.testMode }
          : fallback.card
            ? { gateway: fallback.card, source: 'platform' as const, test: fallback.testMode.card }
            : null;
      const paypal = own.paypal ? { gateway: own.paypal, source: 'site' as const, test: own.paypalTest } : fallback.paypal ? { gateway: fallback.paypal, source: 'platform' as const, test: fallback.testMode.paypal } : null;
      return {
        card: card?.gateway ?? null,
        paypal: paypal?.gateway ?? null,
        source: { card: card?.source ?? null, paypal: paypal?.source ?? null },
        testMode: { card: card?.test ?? false, paypal: paypal?.test ?? false },
        ...(connected && card?.source === 'connect' ? { cardAccount: connected.account } : {}),
      };
    },
    async forOrder(order): Promise<Payments> {
      if (order.paymentSource === 'platform') return gatewaysOf(platform);
      // The account that charged it, connected now or not: its refunds and expiry go there (decision 063).
      if (order.paymentSource === 'connect') return { card: connect && order.paymentAccount ? connect.gatewayFor(order.paymentAccount) : null, paypal: null };
      if (order.paymentSource !== 'site' || order.siteId === null) return { card: null, paypal: null };
      const row = await readSite('id', order.siteId);
      return row ? gatewaysOf(await ownGateways(row.id, row.settings)) : { card: null, paypal: null };
    },
    async ownOfSite(siteUniqueId): Promise<OwnSitePayments | null> {
      const row = await readSite('uniqueId', siteUniqueId);
      if (!row) return null;
      const own = await ownGateways(row.id, row.settings);
      return { siteId: row.id, card: own.card, paypal: own.paypal };
    },
  };
}

