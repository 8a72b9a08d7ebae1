// The one place that lists every table, for Drizzle's relational queries and drizzle-kit.
export * from './schema/auth.ts';
export * from './schema/sites.ts';
export * from './schema/content.ts';
export * from './schema/data.ts';
export * from './schema/storefront.ts';
export * from './schema/commerce.ts';
export * from './schema/payments.ts';
export * from './schema/shop-rules.ts';
export * from './schema/sections.ts';
