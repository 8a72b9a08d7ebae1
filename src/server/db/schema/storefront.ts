import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
