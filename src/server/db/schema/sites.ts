import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const site = pgTable(
  'site',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The public, URL-safe id: pages live under /site-{unique_id}/… and /{unique_id} opens the homepage.
    uniqueId: text('unique_id').notNull().unique(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    language: text('language').notNull().default('en'),
    // The site type of the spec: which demo/data collection its default pages draw on.
    sources: text('sources').notNull().default('demo-content'),
    isActive: boolean('is_active').notNull().default(true),
    // A custom domain: its origin is the site's canonical address; see `domain` for matching requests.
    url: text('url'),
    // The lower-case hostname of `url`, derived by the server on save: the key a request's Host is
    // matched against, once verified (decision 037). Pending claims of one domain may be many.
    domain: text('domain'),
    // The random token the owner publishes (a TXT record or a file) to prove `domain` is theirs.
    domainToken: text('domain_token'),
    // When `domain` was proved: only then does it serve the site, and no other site may prove it.
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    // How: 'dns', 'file', or 'legacy' (saved before proofs existed; a real proof by another site takes it over).
    domainProof: text('domain_proof', { enum: ['dns', 'file', 'legacy'] }),
    // A platform admin lets this site take card and PayPal payments through the server's own
    // (environment) keys when it has none of its own for a provider (decision 058). Sites that
    // existed before migration 0021 have it; new sites do not.
    platformPaymentsAllowed: boolean('platform_payments_allowed').notNull().default(false),
    // Bumped by triggers whenever the site's shipping zones, their rates, its tax rates or its tax
    // settings change (migration 0031): checkout caches the rules it read per version (decision 076).
    shopRulesVersion: integer('shop_rules_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_owner_idx').on(t.ownerId),
    uniqueIndex('site_domain_verified_unique').on(t.domain).where(sql`${t.domainVerifiedAt} is not null`),
    index('site_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const siteMember = pgTable(
  'site_member',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] }), index('site_member_user_idx').on(t.userId)],
);

/** An editor invited by an address with no account yet: taken up (and deleted) when that address signs up. */
export const siteInvitation = pgTable(
  'site_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    // Lower-case: Better Auth stores sign-up addresses lower-cased, and matching is by equality.
    email: text('email').notNull(),
    role: text('role', { enum: ['editor'] }).notNull().default('editor'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // SHA-256 (hex) of the single-use token mailed to the address; the token itself is never kept.
    // Null on invitations from before tokens: they are resent (a new token) to be taken up.
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  (t) => [
    uniqueIndex('site_invitation_site_email_unique').on(t.siteId, t.email),
    index('site_invitation_email_idx').on(t.email),
    uniqueIndex('site_invitation_token_hash_unique').on(t.tokenHash),
  ],
);
