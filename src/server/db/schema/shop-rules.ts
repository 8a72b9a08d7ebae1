import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DiscountKind } from '#core/shop-rules/discounts.ts';
import type { ShippingRateKind } from '#core/shop-rules/shipping.ts';
import type { RatedTaxClass } from '#core/shop-rules/tax.ts';
import { shopOrder } from './commerce.ts';
import { site } from './sites.ts';

// Shop rules (issue 26; docs/decisions/065-shop-rules.md): shipping zones and their rates, tax rates,
// discount codes and their redemptions, per site. Money is integer minor units of the site's
// currency, tax rates integer parts per million, weights whole grams: no floats.

/** A set of countries (optionally some of their regions, or postcodes) the shop ships to; the first by position serves an address. */
export const shippingZone = pgTable(
  'shipping_zone',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 codes (core/shop-rules/countries.ts), at least one. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    /** ISO 3166-2 codes of those countries; empty: the whole countries. */
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    /** Postcode patterns (core/shop-rules/shipping.ts); empty: every postcode. */
    postcodes: jsonb('postcodes').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_zone_site_idx').on(t.siteId, t.position)],
);

/** One way a zone's parcels go: flat, free over a subtotal, a weight band, or local pickup. */
export const shippingRate = pgTable(
  'shipping_rate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZone.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<ShippingRateKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    freeOverCents: integer('free_over_cents'),
    minGrams: integer('min_grams'),
    maxGrams: integer('max_grams'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_rate_zone_idx').on(t.zoneId, t.position),
    check('shipping_rate_kind_check', sql`${t.kind} IN ('flat', 'free_over', 'weight', 'pickup')`),
    check('shipping_rate_amount_check', sql`${t.amountCents} >= 0`),
    check('shipping_rate_free_over_check', sql`${t.kind} <> 'free_over' OR (${t.freeOverCents} IS NOT NULL AND ${t.freeOverCents} >= 0)`),
    check('shipping_rate_weight_check', sql`${t.kind} <> 'weight' OR (${t.minGrams} IS NOT NULL AND ${t.minGrams} >= 0 AND (${t.maxGrams} IS NULL OR ${t.maxGrams} > ${t.minGrams}))`),
  ],
);

/** A site's tax rate for a country (or one of its regions) and class; the zero class is 0 % without a row. */
export const taxRate = pgTable(
  'tax_rate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    /** ISO 3166-2 ('US-NY'); null: the whole country. */
    region: text('region'),
    taxClass: text('tax_class').$type<RatedTaxClass>().notNull(),
    /** Parts per million of the taxed amount: 190000 is 19 %. */
    ratePpm: integer('rate_ppm').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT in the migration: one country-wide rate per class.
    uniqueIndex('tax_rate_site_place_class_unique').on(t.siteId, t.country, t.region, t.taxClass),
    check('tax_rate_class_check', sql`${t.taxClass} IN ('standard', 'reduced')`),
    check('tax_rate_ppm_check', sql`${t.ratePpm} >= 0 AND ${t.ratePpm} <= 1000000`),
    check('tax_rate_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A discount code of a site; its name is unique per site whatever its case. */
export const discountCode = pgTable(
  'discount_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** percent: basis points (1–10000); fixed: minor units; free_shipping: 0. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perEmailLimit: integer('per_email_limit'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Redemptions not given back; changed only under the row's lock (server/modules/shop-rules/discount-redemption.ts). */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_code_site_code_unique').on(t.siteId, sql`lower(${t.code})`),
    check('discount_code_kind_check', sql`${t.kind} IN ('percent', 'fixed', 'free_shipping')`),
    check(
      'discount_code_value_check',
      sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 10000) OR (${t.kind} = 'fixed' AND ${t.value} >= 1) OR (${t.kind} = 'free_shipping' AND ${t.value} = 0)`,
    ),
    check('discount_code_uses_check', sql`${t.uses} >= 0`),
    check('discount_code_limits_check', sql`(${t.usageLimit} IS NULL OR ${t.usageLimit} >= 1) AND (${t.perEmailLimit} IS NULL OR ${t.perEmailLimit} >= 1) AND (${t.minSubtotalCents} IS NULL OR ${t.minSubtotalCents} >= 0)`),
    check('discount_code_dates_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A code's use by one order (one code per order); `released_at` once given back (the order cancelled or expired). */
export const discountRedemption = pgTable(
  'discount_redemption',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCode.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    /** The buyer's email, lower-cased: per-email limits count these. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_redemption_order_unique').on(t.orderId),
    index('discount_redemption_code_email_idx').on(t.codeId, t.email).where(sql`${t.releasedAt} IS NULL`),
  ],
);
