import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaypalMode } from '#core/shop/payment-settings.ts';
import { user } from './auth.ts';
import { site } from './sites.ts';

/**
 * A site's own payment accounts (issue 25; decision 057), one row per site made when its owner
 * first saves them. Secrets are sealed (`*_sealed`: `v1.<kid>.<iv>.<tag>.<ct>`, see
 * src/server/shared/secrets/secret-box.ts) and bound to the site and field; `npm run secrets:rotate`
 * re-seals them under a new key. Identifiers a browser sees anyway (publishable key, client id,
 * webhook id) are plain. NULL: not set.
 */
export const sitePaymentSettings = pgTable(
  'site_payment_settings',
  {
    siteId: uuid('site_id')
      .primaryKey()
      .references(() => site.id, { onDelete: 'cascade' }),
    stripePublishableKey: text('stripe_publishable_key'),
    stripeSecretKeySealed: text('stripe_secret_key_sealed'),
    stripeWebhookSecretSealed: text('stripe_webhook_secret_sealed'),
    paypalClientId: text('paypal_client_id'),
    paypalSecretSealed: text('paypal_secret_sealed'),
    paypalWebhookId: text('paypal_webhook_id'),
    paypalMode: text('paypal_mode').$type<PaypalMode>().notNull().default('sandbox'),
    /**
     * Stripe Connect (decision 063): the site's connected account, made once by the platform; whether
     * its owner has it on (a disconnect keeps the id); what Stripe last said of it and when. These do
     * not touch `updated_at`, the stamp of the site's own keys' cached gateways.
     */
    stripeAccountId: text('stripe_account_id'),
    stripeAccountConnected: boolean('stripe_account_connected').notNull().default(false),
    stripeAccountChargesEnabled: boolean('stripe_account_charges_enabled').notNull().default(false),
    stripeAccountDetailsSubmitted: boolean('stripe_account_details_submitted').notNull().default(false),
    stripeAccountCheckedAt: timestamp('stripe_account_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('site_payment_settings_paypal_mode_check', sql`${t.paypalMode} IN ('sandbox', 'live')`),
    uniqueIndex('site_payment_settings_stripe_account_unique').on(t.stripeAccountId).where(sql`${t.stripeAccountId} is not null`),
  ],
);
