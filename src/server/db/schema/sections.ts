import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PageDocument } from '#core/pages/page-tree.ts';
import { user } from './auth.ts';
import { site } from './sites.ts';

/**
 * A reusable section of a site (decision 071): blocks its pages show through SectionInstance
 * blocks, expanded on the server at render time, so one save changes every page that uses it.
 */
export const siteSection = pgTable(
  'site_section',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A Puck document ({ root, content }) checked by the page walk on every save; never holds an instance.
    content: jsonb('content').$type<PageDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Who saved it last, for the dashboard's list; kept when that account is deleted as null.
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('site_section_name_unique').on(t.siteId, t.name), index('site_section_site_idx').on(t.siteId)],
);
