import { sql, type SQL } from 'drizzle-orm';
import { document } from './schema.ts';

/**
 * The SET value that merges `fields` into a document's stored data inside the UPDATE itself, under
 * the row's lock: keys not in `fields` keep whatever they hold when the update runs, not what a
 * caller read earlier (a checkout taking stock meanwhile, a review rating written meanwhile).
 * Stored data that is not a JSON object is replaced by `fields`.
 */
export function mergeDocumentData(fields: Record<string, unknown>): SQL {
  return sql`(case when jsonb_typeof(${document.data}) = 'object' then ${document.data} else '{}'::jsonb end) || ${JSON.stringify(fields)}::jsonb`;
}
