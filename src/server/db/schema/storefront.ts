import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CartItem } from '#core/cart/cart-item.ts';
import type { WishlistItem } from '#core/wishlist/wishlist-item.ts';
import { user } from './auth.ts';
import { site } from './sites.ts';

// A signed-in shopper's cart and wishlist, one row per user and site (decision 022): a shop's
// cart holds only that site's products. Written whole on every change (spec 1 §4), so one row
// with a JSONB list is simpler and cheaper than a row per line.

export const cart = pgTable(
  'cart',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The site's id as text, or '' for pages outside any site: a NOT NULL key half, so the
    // primary key (and the upsert on it) works without NULLS NOT DISTINCT.
    scope: text('scope').notNull(),
    // The same site as a reference, so deleting a site deletes its carts.
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    // Validated by the server: prices, names, images and stock from the stored product.
    items: jsonb('items').$type<CartItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // As cart.scope.
    scope: text('scope').notNull(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<WishlistItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

// A signed-in shopper's saved addresses in one shop (decision 056), offered at checkout. A row per
// address: the account page edits them one at a time, at most SAVED_ADDRESSES_MAX per user and site.
export const savedAddress = pgTable(
  'saved_address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    // A short name the shopper gives it ("Home"), or none.
    label: text('label'),
    name: text('name').notNull(),
    phone: text('phone'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    // The one checkout preselects; at most one per user and site (a partial unique index).
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_address_user_site_idx').on(t.userId, t.siteId),
    uniqueIndex('saved_address_one_default_idx').on(t.userId, t.siteId).where(sql`${t.isDefault}`),
  ],
);
