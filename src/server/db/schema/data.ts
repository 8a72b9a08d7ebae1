import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FormInput } from '#core/forms/form-input.ts';
import { document, page } from './content.ts';
import { site } from './sites.ts';

/**
 * A Form block of a published page, as the server read it from the published Puck data (never
 * from a request): which collection it writes, its inputs (the rules a visitor's submission is
 * validated against), its purpose and its mail settings. Rewritten for a page on every publish,
 * deleted with the page. A visitor may create a record only through one of these.
 */
export const formBinding = pgTable(
  'form_binding',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    // The Puck block id (props.id) within the page.
    blockId: text('block_id').notNull(),
    collectionName: text('collection_name').notNull(),
    purpose: text('purpose').notNull().default('default'),
    inputs: jsonb('inputs').$type<FormInput[]>().notNull(),
    // For contact forms: { to: string[], subject: string } as the editor set them.
    email: jsonb('email').$type<{ to: string[]; subject: string } | null>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_binding_page_block_unique').on(t.pageId, t.blockId), index('form_binding_collection_idx').on(t.siteId, t.collectionName)],
);

/**
 * Every mail the product sends, sent or not: with SMTP configured a row is 'queued' then 'sent' or
 * 'failed'; without it the row is 'stored' and the dashboard's outbox is where it is read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => site.id, { onDelete: 'cascade' }),
    // The record a contact form's mail is about; at most one mail per record.
    documentId: uuid('document_id').references(() => document.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('contact'),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_document_unique').on(t.documentId).where(sql`${t.documentId} is not null`),
    index('email_outbox_site_idx').on(t.siteId, t.createdAt),
  ],
);

/**
 * Bot-challenge solutions already accepted, so none is accepted twice. Kept until the challenge
 * would have expired anyway, then pruned.
 */
export const challengeUse = pgTable(
  'challenge_use',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenge_use_expires_idx').on(t.expiresAt)],
);
