// Whether the person who submitted a record through a published form may change it later
// (issue 21 item 6, docs/decisions/033-authority-ends-with-membership.md). A site's members edit
// its records as members; having submitted a record grants nothing unless the site's owner allows
// it for that collection, and then only through the form the record came from.
import { RESERVED_COLLECTION_NAMES, isReservedCollection } from '../collections.ts';
import { DEFAULT_PRODUCTS_COLLECTION } from '../products/product.ts';
import type { Option } from '../options/option.ts';

/** The stored values (collection.submitter_edits). */
export const SUBMITTER_EDIT_VALUES = ['never', '24h', 'always'] as const;
export type SubmitterEdits = (typeof SUBMITTER_EDIT_VALUES)[number];

export const SUBMITTER_EDIT_OPTIONS = [
  { label: 'Never', value: 'never' },
  { label: 'Within 24 hours of submitting', value: '24h' },
  { label: 'Always', value: 'always' },
] as const satisfies readonly (Option & { value: SubmitterEdits })[];
export const DEFAULT_SUBMITTER_EDITS: SubmitterEdits = 'never';

/** How long after submitting a '24h' collection's submitter may still change the record. */
export const SUBMITTER_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isSubmitterEdits(value: unknown): value is SubmitterEdits {
  return (SUBMITTER_EDIT_VALUES as readonly unknown[]).includes(value);
}

/**
 * Collections whose records no submitter ever changes, whatever the setting: a product's price and
 * stock are the shop's, orders are the shop's record of a sale, and system collections hold pages
 * and media. (Orders live in their own table; the name is kept here so a collection called so
 * cannot pass for one.)
 */
const NEVER_SUBMITTER_EDITABLE: readonly string[] = [DEFAULT_PRODUCTS_COLLECTION, 'orders', ...RESERVED_COLLECTION_NAMES];

export function submitterEditsPossible(collection: string): boolean {
  return !isReservedCollection(collection, NEVER_SUBMITTER_EDITABLE);
}

/** The setting as it applies to `collection`: 'never' for collections no submitter may change. */
export function effectiveSubmitterEdits(collection: string, stored: unknown): SubmitterEdits {
  if (!submitterEditsPossible(collection) || !isSubmitterEdits(stored)) return DEFAULT_SUBMITTER_EDITS;
  return stored;
}

/** Whether a record submitted at `createdAt` may still be changed by its submitter at `now`. */
export function submitterMayEditNow(setting: SubmitterEdits, createdAt: Date, now: Date = new Date()): boolean {
  if (setting === 'always') return true;
  if (setting === '24h') return now.getTime() - createdAt.getTime() < SUBMITTER_EDIT_WINDOW_MS;
  return false;
}

/** The dashboard's words for the setting (collection settings dialog). */
export const SUBMITTER_EDITS_TEXT = {
  label: 'Submitters may edit their submissions',
  hint: "Signed-in visitors who sent a record through one of this site's published forms may change it later, through that same form and only its fields. Members always may.",
  notPossible: 'Never: products, orders and system collections are changed by members only.',
} as const;
