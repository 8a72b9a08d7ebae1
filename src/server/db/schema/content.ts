import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import type { FormInput } from '#core/forms/form-input.ts';
import type { SubmitterEdits } from '#core/forms/submitter-edits.ts';
import { user } from './auth.ts';
import { site } from './sites.ts';

/** A page, a dynamic-content template or a system page; `data` is the Puck document. */
export const page = pgTable(
  'page',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for system pages and the platform's own pages outside any site.
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['page', 'template', 'system'] }).notNull(),
    path: text('path').notNull(),
    // The path as a visitor of a custom domain sees it (no /site-{id} prefix).
    pathWithNoSite: text('path_with_no_site').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    data: jsonb('data').notNull(),
    // An unpublished working copy; null when the editor has nothing newer than the published data.
    draft: jsonb('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_path_unique').on(t.path),
    index('page_site_idx').on(t.siteId, t.kind),
    // The content manager's search (title or path contains the words; the path as the site shows it): trigram indexes serve ILIKE '%…%'.
    index('page_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('page_path_trgm').using('gin', sql`${t.pathWithNoSite} gin_trgm_ops`),
  ],
);

/** Every publish of a page, restorable (the spec's *_pages_history and *_templates_history). */
export const pageVersion = pgTable(
  'page_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    data: jsonb('data').notNull(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_version_unique').on(t.pageId, t.version)],
);

/** A user-defined collection of a site; names ending in -public are readable by anyone. */
export const collection = pgTable(
  'collection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Who may read and create documents: 'public' (anyone), 'members' (site members), 'signed-in'.
    readAccess: text('read_access', { enum: ['public', 'members', 'signed-in'] }).notNull().default('members'),
    createAccess: text('create_access', { enum: ['public', 'members', 'signed-in'] }).notNull().default('members'),
    // The collection's form definition (core/forms FormInput[]): the fields its records have, what
    // the dashboard edits, imports check and members' writes are validated against. Empty: no
    // definition yet, records are free-form for members.
    fields: jsonb('fields').$type<FormInput[]>().notNull().default([]),
    // Whether who submitted a record through a published form may change it later, through that
    // form only (core/forms/submitter-edits.ts; never for products, whatever is stored here).
    submitterEdits: text('submitter_edits', { enum: ['never', '24h', 'always'] as const satisfies readonly SubmitterEdits[] }).notNull().default('never'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collection_site_name_unique').on(sql`coalesce(${t.siteId}::text, '')`, t.name)],
);

/** A record of a user collection (demo-content, products, form submissions, …). */
export const document = pgTable(
  'document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collection: text('collection').notNull(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    path: text('path'),
    // Who created it (a form's signed-in submitter, the importing member). Grants nothing by
    // itself: members write a site's records as members (decision 033).
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    // The published form it was submitted through ('{pageId}:{blockId}'): the only form its
    // submitter may edit it with, where the collection allows that. Null for members' writes.
    formId: text('form_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The record's top-level string values, lower-cased and bounded, for the content manager's
    // search. Computed by the database (document_search_text, migration 0004) on every insert and
    // update, so no write path can forget it; see docs/decisions/016-content-list-queries.md.
    searchText: text('search_text').generatedAlwaysAs(sql`document_search_text(data)`),
    // A product's readings for the owner's Products screen (migration 0019, decision 051): its name,
    // subtitle and slug lower-cased, one a line (the search); its stock as one number, NULL when
    // unlimited (product_stock, 0018); its effective price (product_price, 0008). NULL outside `products`.
    productSearch: text('product_search').generatedAlwaysAs(sql`CASE WHEN collection = 'products' THEN lower(coalesce(data->>'name', data->>'title', '') || chr(10) || coalesce(data->>'subtitle', '') || chr(10) || coalesce(data->>'slug', '')) END`),
    productStock: numeric('product_stock').generatedAlwaysAs(sql`CASE WHEN collection = 'products' THEN product_stock(data) END`),
    productPrice: numeric('product_price').generatedAlwaysAs(sql`CASE WHEN collection = 'products' THEN product_price(data) END`),
  },
  (t) => [
    index('document_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // One per sort field the content manager allows (created_at, updated_at): a page of a large
    // collection is then read in order from an index, whatever the search.
    index('document_collection_idx').on(t.siteId, t.collection, t.createdAt),
    index('document_collection_updated_idx').on(t.siteId, t.collection, t.updatedAt),
    index('document_data_gin').using('gin', t.data),
    index('document_title_trgm').using('gin', sql`(${t.data}->>'title') gin_trgm_ops`),
    index('document_product_search_trgm').using('gin', sql`${t.productSearch} gin_trgm_ops`),
    index('document_product_stock_col_idx').on(t.siteId, t.collection, t.productStock),
  ],
);

/**
 * The same search text in a narrow table, only to count a search's matches: a trigram match is
 * always rechecked on the heap, so a common term's total reads every page its matches are on, and
 * here a page holds three times the records it does in `document` (no `data` beside the text).
 * Written only by the database: a trigger on `document` copies the generated `search_text` on every
 * insert and every update of data, site or collection, and a delete cascades, so no write path can
 * forget it. See docs/decisions/016-content-list-queries.md.
 */
export const documentSearch = pgTable(
  'document_search',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => document.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id'),
    collection: text('collection').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('document_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Uploaded files; the bytes live behind the storage port, this is the catalogue. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    mime: text('mime').notNull(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_site_idx').on(t.siteId, t.kind, t.createdAt),
    index('media_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('media_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/** Custom colours on top of the built-in palette in src/core. */
export const color = pgTable('color', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  hex: text('hex').notNull(),
  family: text('family').notNull().default('custom'),
  // Shade 50–900 the colour sits at within its family (sorting and the gallery's level filter); null for colours saved before levels.
  level: integer('level'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom SVG icons on top of react-icons' sets. */
export const icon = pgTable('icon', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  // Sanitised SVG markup, stored as text and rendered as an <img> data URL so scripts never run.
  svg: text('svg').notNull(),
  isBuiltin: boolean('is_builtin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform settings that every process must share (e.g. the generated auth secret). */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
