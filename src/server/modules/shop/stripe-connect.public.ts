import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '#core/paths/routes.ts';
import {
  STRIPE_CONNECT_FAILED,
  STRIPE_CONNECT_NO_ACCOUNT,
  STRIPE_CONNECT_NOT_ENABLED,
  STRIPE_CONNECT_RETURN_QUERY,
  stripeConnectRefreshPath,
  stripeConnectReturnPath,
  stripeConnectStateOf,
  type StripeConnectView,
} from '#core/shop/stripe-connect.ts';
import type { Db } from '#server/db/client.ts';
import { paymentEvent, sitePaymentSettings } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { PaymentProviderError, type ConnectedAccountState, type StripeConnectPlatform } from '#server/providers/payments/port.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { ownedSiteId, rowOf } from './site-payment-settings.public.ts';

/*
 * Stripe Connect for a platform (issue 25 item 3; decision 063): a site's owner connects a Stripe
 * account of their own through Stripe's hosted onboarding; card checkout then charges on it (see
 * site-payments.public.ts). Owners only, as the site's payment keys (decision 057).
 */

type Deps = Pick<AppDeps, 'database' | 'payments' | 'env'> & Partial<Pick<AppDeps, 'invalidatePages' | 'logger'>>;
type Row = typeof sitePaymentSettings.$inferSelect;

function connectOf(deps: Deps): StripeConnectPlatform {
  const connect = deps.payments.connect;
  if (!connect) throw new HttpError(409, STRIPE_CONNECT_NOT_ENABLED);
  return connect;
}

function viewOf(deps: Deps, row: Row | null): StripeConnectView {
  const connect = deps.payments.connect;
  const stored = { accountId: row?.stripeAccountId ?? null, connected: row?.stripeAccountConnected ?? false, chargesEnabled: row?.stripeAccountChargesEnabled ?? false };
  return {
    enabled: connect !== null,
    state: connect ? stripeConnectStateOf(stored) : 'not-connected',
    accountId: stored.accountId,
    chargesEnabled: stored.chargesEnabled,
    detailsSubmitted: row?.stripeAccountDetailsSubmitted ?? false,
    feePercent: connect?.feePercent ?? null,
    testMode: connect?.testMode ?? false,
  };
}

/** Stripe's answer, unreachable or refusing: a 502 that says to try again (the reason is logged by the adapter). */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, STRIPE_CONNECT_FAILED);
    throw error;
  }
}

/** Records what Stripe says of an account on the site that holds it; whether anything changed. */
export async function recordConnectedAccount(db: Db, state: ConnectedAccountState): Promise<{ siteId: string; changed: boolean } | null> {
  const [before] = await db
    .select({ siteId: sitePaymentSettings.siteId, charges: sitePaymentSettings.stripeAccountChargesEnabled, details: sitePaymentSettings.stripeAccountDetailsSubmitted })
    .from(sitePaymentSettings)
    .where(eq(sitePaymentSettings.stripeAccountId, state.id))
    .limit(1);
  if (!before) return null;
  await db
    .update(sitePaymentSettings)
    .set({ stripeAccountChargesEnabled: state.chargesEnabled, stripeAccountDetailsSubmitted: state.detailsSubmitted, stripeAccountCheckedAt: new Date() })
    .where(eq(sitePaymentSettings.stripeAccountId, state.id));
  return { siteId: before.siteId, changed: before.charges !== state.chargesEnabled || before.details !== state.detailsSubmitted };
}

/** Product pages show the methods a shop takes: a change of its card account makes them stale. */
async function invalidate(deps: Deps, siteId: string) {
  await deps.invalidatePages?.({ tags: [scopeTagOf(siteId)] });
}

/** GET: where the site's connected account stands. */
export async function readStripeConnect(deps: Deps, actor: Actor, uniqueId: string): Promise<StripeConnectView> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  return viewOf(deps, await rowOf(db, siteId));
}

/**
 * POST onboarding: makes the site's connected account the first time (kept: a later start, or one
 * after a disconnect, resumes the same account), turns it on, and answers a fresh one-time
 * onboarding link to send the owner to. Stripe brings them back to the return or refresh address.
 */
export async function startStripeConnectOnboarding(deps: Deps, actor: Actor & { email?: string | null }, uniqueId: string): Promise<{ url: string }> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  const connect = connectOf(deps);
  let accountId = (await rowOf(db, siteId))?.stripeAccountId ?? null;
  if (!accountId) {
    // Stripe's idempotency key is the site's: two starts at once get one account; the row keeps the first id written.
    const created = await askStripe(() => connect.createAccount({ siteId, siteUniqueId: uniqueId, email: actor.email ?? null }));
    const [row] = await db
      .insert(sitePaymentSettings)
      .values({ siteId, stripeAccountId: created.id, stripeAccountChargesEnabled: created.chargesEnabled, stripeAccountDetailsSubmitted: created.detailsSubmitted, stripeAccountCheckedAt: new Date(), updatedBy: actor.id })
      .onConflictDoUpdate({
        target: sitePaymentSettings.siteId,
        set: {
          stripeAccountId: sql`coalesce(${sitePaymentSettings.stripeAccountId}, excluded.stripe_account_id)`,
          stripeAccountChargesEnabled: sql`case when ${sitePaymentSettings.stripeAccountId} is null then excluded.stripe_account_charges_enabled else ${sitePaymentSettings.stripeAccountChargesEnabled} end`,
          stripeAccountDetailsSubmitted: sql`case when ${sitePaymentSettings.stripeAccountId} is null then excluded.stripe_account_details_submitted else ${sitePaymentSettings.stripeAccountDetailsSubmitted} end`,
        },
      })
      .returning({ accountId: sitePaymentSettings.stripeAccountId });
    accountId = row!.accountId!;
  }
  await db.update(sitePaymentSettings).set({ stripeAccountConnected: true }).where(eq(sitePaymentSettings.siteId, siteId));
  const origin = publicUrl(deps.env);
  const url = await askStripe(() => connect.createOnboardingLink(accountId, { refreshUrl: `${origin}${stripeConnectRefreshPath(uniqueId)}`, returnUrl: `${origin}${stripeConnectReturnPath(uniqueId)}` }));
  await invalidate(deps, siteId);
  return { url };
}

async function connectedAccountOf(deps: Deps, actor: Actor, uniqueId: string): Promise<{ siteId: string; accountId: string; connect: StripeConnectPlatform }> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  const connect = connectOf(deps);
  const accountId = (await rowOf(db, siteId))?.stripeAccountId;
  if (!accountId) throw new HttpError(409, STRIPE_CONNECT_NO_ACCOUNT);
  return { siteId, accountId, connect };
}

/**
 * GET return (Stripe's return_url): reads the account from Stripe (the return itself proves
 * nothing: the owner may have left the onboarding unfinished) and records it; then the settings screen.
 */
export async function returnFromStripeConnect(deps: Deps, actor: Actor, uniqueId: string): Promise<string> {
  const { siteId, accountId, connect } = await connectedAccountOf(deps, actor, uniqueId);
  const state = await askStripe(() => connect.retrieveAccount(accountId));
  const recorded = await recordConnectedAccount(deps.database.db, state);
  if (recorded?.changed) await invalidate(deps, siteId);
  return `${siteSettings(uniqueId)}?${STRIPE_CONNECT_RETURN_QUERY}=returned`;
}

/** GET refresh (Stripe's refresh_url: the link expired or was used): a fresh link to go on with. */
export async function refreshStripeConnectLink(deps: Deps, actor: Actor, uniqueId: string): Promise<string> {
  const { accountId, connect } = await connectedAccountOf(deps, actor, uniqueId);
  const origin = publicUrl(deps.env);
  return askStripe(() => connect.createOnboardingLink(accountId, { refreshUrl: `${origin}${stripeConnectRefreshPath(uniqueId)}`, returnUrl: `${origin}${stripeConnectReturnPath(uniqueId)}` }));
}

/**
 * DELETE: new card payments stop going to the connected account. The account stays linked to the
 * platform at Stripe and its id stays on the orders it charged, so their refunds and webhooks still
 * reach it; connecting again resumes the same account.
 */
export async function disconnectStripeConnect(deps: Deps, actor: Actor, uniqueId: string): Promise<StripeConnectView> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  const [row] = await db.update(sitePaymentSettings).set({ stripeAccountConnected: false }).where(eq(sitePaymentSettings.siteId, siteId)).returning();
  await invalidate(deps, siteId);
  return viewOf(deps, row ?? null);
}

/**
 * An account.updated event of the Connect endpoint, verified: recorded once per event id (per
 * account, as card events are) on the site holding that account; an account no site holds changes nothing.
 */
export async function applyConnectedAccountEvent(deps: Deps, eventId: string, state: ConnectedAccountState): Promise<'duplicate' | 'applied' | 'unknown-account'> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvent).values({ provider: `stripe:connect:${state.id}`, eventId, orderId: null }).onConflictDoNothing().returning({ eventId: paymentEvent.eventId });
    if (!fresh) return { outcome: 'duplicate' as const };
    const recorded = await recordConnectedAccount(tx, state);
    return recorded ? { outcome: 'applied' as const, recorded } : { outcome: 'unknown-account' as const };
  });
  if (outcome.outcome === 'applied' && outcome.recorded.changed) await invalidate(deps, outcome.recorded.siteId);
  return outcome.outcome;
}
