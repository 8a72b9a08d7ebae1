import { sql, type SQL } from 'drizzle-orm';
import type { ProductStockFilter } from '#core/products/product-admin.ts';
import { LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD_FIELD } from '#core/products/product.ts';
import { document } from '#server/db/schema.ts';

/** A product's stock as one number (product_stock of migration 0018, stored and indexed by 0019): the variants' sum, else its stock; NULL: unlimited. */
export const stockCount = sql`${document.productStock}`;
const threshold = sql`coalesce(case when ${document.data}->>${LOW_STOCK_THRESHOLD_FIELD} ~ '^[0-9]{1,9}$' then (${document.data}->>${LOW_STOCK_THRESHOLD_FIELD})::int end, ${LOW_STOCK_THRESHOLD})`;

/**
 * A product's stock level as the owner reads it, in one place for the Products screen's filter and
 * the shop overview's counts that link to it: out at 0 in all (the variants' sum), low above 0 and
 * at or under the product's own threshold (else the spec's 5); unlimited stock is neither.
 */
export function stockLevelSql(level: ProductStockFilter): SQL {
  return level === 'out' ? sql`${stockCount} = 0` : sql`${stockCount} > 0 and ${stockCount} <= ${threshold}`;
}
