import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentIssuer } from '#core/shop/legal-details.ts';
import type { OwnerNotificationKind } from '#core/shop/owner-notifications.ts';
import type { PaymentSource } from '#core/shop/payment-settings.ts';
import type { SiteCurrency } from '#core/money/currency.ts';
import type { OrderCustomer, OrderLine, OrderStatus, PaymentMethodValue } from '#core/checkout/order.ts';
import type { OrderShippingChoice } from '#core/shop-rules/shipping.ts';
import type { TaxClass } from '#core/shop-rules/tax.ts';
import { user } from './auth.ts';
import { document, media } from './content.ts';
import { site } from './sites.ts';

// Orders and reviews (decision 023). Money is integer minor units of the order's currency (decision 060): the lines
// and totals are the server's own reading of the catalogue at checkout, never a client's.

export const shopOrder = pgTable(
  'shop_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer and the owner quote: `SW-` and 10 characters (order verification of reviews reads it). */
    reference: text('reference').notNull(),
    /** Unguessable; the success page and PayPal's `paypal_session` carry it. Never listed. */
    sessionToken: text('session_token').notNull(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    /** The signed-in buyer, if any (their orders under /account). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The buyer's address: typed (offline), the account's, or the provider's once paid. Lower-cased. */
    email: text('email'),
    customer: jsonb('customer').$type<OrderCustomer | null>(),
    method: text('method').$type<PaymentMethodValue>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The totals' parts (core/checkout/totals.ts; decision 065): 0 on orders placed before them. */
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Whether taxCents is inside the other amounts (the shop's prices include tax) or added to them. */
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** A card order whose tax Stripe computes (decision 073): placed without tax, taxCents and totalCents set from what Stripe charged. */
    taxByStripe: boolean('tax_by_stripe').notNull().default(false),
    /** The discount code as the buyer typed it and it applied; its use is a discount_redemption row. */
    discountCode: text('discount_code'),
    /** The zone and rate the parcel goes by, as they were named when the order was placed; null: nothing shipped. */
    shippingChoice: jsonb('shipping_choice').$type<OrderShippingChoice | null>(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    /** Stripe Checkout Session id (cs_…) or PayPal order id, once the provider made one. */
    providerRef: text('provider_ref'),
    /**
     * Whose account an online order is charged through (decision 058): the site's own keys, or the
     * platform default (the environment's). Fixed when the provider's session is made; the
     * webhooks, capture and expiry use the same account. Null for offline orders.
     */
    paymentSource: text('payment_source').$type<PaymentSource>(),
    /** The connected Stripe account (acct_…) that charged an order of source 'connect' (decision 063); null otherwise. */
    paymentAccount: text('payment_account'),
    /** Stripe PaymentIntent or PayPal capture id, once paid. */
    providerPaymentRef: text('provider_payment_ref'),
    /** What the provider or the owner refunded so far, in cents (a partial refund is less than the total). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** True while the order's units are taken from stock; set false exactly once when released. */
    stockHeld: boolean('stock_held').notNull().default(true),
    /** An unpaid order past this moment is cancelled and its stock released (online: the provider's hold; offline: the shop's hold). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the owner fulfils the order: who carries it and the parcel's number (the buyer sees both). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The carrier's page for the parcel (https, given by the owner when fulfilling; decision 064). */
    trackingUrl: text('tracking_url'),
    /** The owner's own note on the order: never shown to the buyer. */
    privateNote: text('private_note'),
    /** The invoice's number, per site without gaps (decision 062): taken in the transaction that paid the order. */
    invoiceNumber: integer('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /** Who issued it, as it was then (migration 0028); null for invoices numbered before. */
    invoiceIssuer: jsonb('invoice_issuer').$type<DocumentIssuer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_order_reference_unique').on(t.reference),
    uniqueIndex('shop_order_session_token_unique').on(t.sessionToken),
    uniqueIndex('shop_order_provider_ref_unique').on(t.method, t.providerRef),
    index('shop_order_site_created_idx').on(t.siteId, t.createdAt),
    index('shop_order_site_status_idx').on(t.siteId, t.status),
    index('shop_order_user_idx').on(t.userId, t.createdAt),
    // NULLS NOT DISTINCT in the migration: orders outside any site share one sequence too.
    uniqueIndex('shop_order_invoice_number_unique').on(t.siteId, t.invoiceNumber).where(sql`${t.invoiceNumber} is not null`),
    index('shop_order_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    check('shop_order_payment_source_check', sql`${t.paymentSource} IN ('site', 'platform', 'connect')`),
    check('shop_order_payment_account_check', sql`(${t.paymentSource} = 'connect') = (${t.paymentAccount} is not null)`),
    index('shop_order_payment_account_idx').on(t.paymentAccount).where(sql`${t.paymentAccount} is not null`),
    check('shop_order_parts_check', sql`${t.discountCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.taxCents} >= 0`),
  ],
);

/**
 * A site's shop settings (decision 034), one row per site made when its owner first saves them;
 * a site without a row has the defaults of core/shop/shop-settings.ts (the column defaults agree).
 * Later shop settings (payment accounts, shipping, taxes) join this table.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    siteId: uuid('site_id')
      .primaryKey()
      .references(() => site.id, { onDelete: 'cascade' }),
    payOnDelivery: boolean('pay_on_delivery').notNull().default(true),
    payByInvoice: boolean('pay_by_invoice').notNull().default(true),
    /** Hours an offline order may stay pending (unconfirmed) before it is cancelled and its stock returned. */
    offlineHoldHours: integer('offline_hold_hours').notNull().default(72),
    /** Units one checkout may take, all lines together: one anonymous checkout cannot empty the shop. */
    maxUnitsPerCheckout: integer('max_units_per_checkout').notNull().default(20),
    /** What the shop sells in (decision 060): one of core/money's seven; fixed once the site has orders. */
    currency: text('currency').$type<SiteCurrency>().notNull().default('USD'),
    /** The shop's legal details on its invoices (decision 062); the site's title stands in for a missing name. */
    legalName: text('legal_name'),
    legalAddress: text('legal_address'),
    taxNumber: text('tax_number'),
    /** Whether the shop's prices and shipping rates include tax (decision 065). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The class whose rate taxes shipping: standard, reduced, or zero (untaxed). */
    shippingTaxClass: text('shipping_tax_class').$type<TaxClass>().notNull().default('standard'),
    /** Card orders' tax computed by Stripe Tax from the buyer's billing address instead of the shop's rates (decision 073). */
    stripeAutomaticTax: boolean('stripe_automatic_tax').notNull().default(false),
    /** The logo at the top of the buyer's mails (decision 064): an image of the site's own media library. */
    mailLogoMediaId: uuid('mail_logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_currency_check', sql`${t.currency} IN ('USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'INR')`),
    check('shop_settings_shipping_tax_class_check', sql`${t.shippingTaxClass} IN ('standard', 'reduced', 'zero')`),
  ],
);

/** Every status an order went through, with who or what moved it (checkout, webhook, owner, expiry). */
export const shopOrderEvent = pgTable(
  'shop_order_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    source: text('source').$type<'checkout' | 'provider' | 'owner' | 'expiry'>().notNull(),
    note: text('note'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_order_event_order_idx').on(t.orderId, t.createdAt)],
);

/** Provider events already handled (Stripe event ids, PayPal captures): a replay finds its row and changes nothing. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    /** The product record (a document of a products collection); its reviews go with it. */
    productId: uuid('product_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewTitle: text('review_title').notNull(),
    reviewText: text('review_text').notNull(),
    wouldRecommend: text('would_recommend').$type<'yes' | 'maybe' | 'no'>().notNull(),
    productVariant: text('product_variant'),
    /** pending until the seller approves or rejects it; only approved reviews are listed. */
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    orderId: uuid('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    /** The address typed for order verification; shown to the seller only. */
    customerEmail: text('customer_email'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    moderatedBy: text('moderated_by').references(() => user.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_product_idx').on(t.productId, t.status, t.createdAt), index('review_site_status_idx').on(t.siteId, t.status, t.createdAt)],
);

/** One helpful vote and one report per voter and review (a signed-in user, or a hashed client address). */
export const reviewVote = pgTable(
  'review_vote',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    kind: text('kind').$type<'helpful' | 'report'>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter, t.kind] })],
);

/** A site member who does not want one kind of owner mail for one site (decision 053); no row, the mail goes. */
export const ownerNotificationOptOut = pgTable(
  'owner_notification_opt_out',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OwnerNotificationKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.kind] })],
);

/**
 * Refunds of an order (issue 25 item 5): each one an owner made from the dashboard (issued through
 * the order's provider, or recorded for an offline order) or one made in a provider's own dashboard
 * that its webhook reported. An owner's refund is `pending` while the provider is asked: its amount
 * is reserved, so two refunds at once never add up to more than was paid. `refunded_before` is the
 * order's refunded total when it was reserved (see issue-refund.ts). Amounts in minor units.
 */
export const shopRefund = pgTable(
  'shop_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    /** Who made it: the owner from the dashboard, or the provider (its own dashboard, a dispute). */
    source: text('source').$type<'owner' | 'provider'>().notNull(),
    /** stripe or paypal when the money went back through a provider; null for an offline order's recorded refund. */
    provider: text('provider'),
    providerRefundId: text('provider_refund_id'),
    restock: boolean('restock').notNull().default(false),
    note: text('note'),
    /** Why the provider refused it (status failed). */
    failure: text('failure'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The credit note (decision 062), numbered when the refund succeeds: the counter's scope (the site's id, or 'platform') and number. */
    creditNoteScope: text('credit_note_scope'),
    creditNoteNumber: integer('credit_note_number'),
    creditNoteIssuedAt: timestamp('credit_note_issued_at', { withTimezone: true }),
    /** Who issued it, as it was then (migration 0028); null for credit notes numbered before. */
    creditNoteIssuer: jsonb('credit_note_issuer').$type<DocumentIssuer>(),
  },
  (t) => [
    index('shop_refund_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('shop_refund_credit_note_unique').on(t.creditNoteScope, t.creditNoteNumber).where(sql`${t.creditNoteNumber} is not null`),
  ],
);

/** The last invoice or credit note number issued per scope (a site's id, or 'platform' for orders outside any site). */
export const shopDocumentCounter = pgTable(
  'shop_document_counter',
  {
    scope: text('scope').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'shop_document_counter_pk', columns: [t.scope, t.kind] })],
);
