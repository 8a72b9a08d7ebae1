import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import type { ProductAdminFilter, ProductAdminPage, ProductAdminRow, ProductBulkAction } from '#core/products/product-admin.ts';
import { lowStockThresholdOf, normalizeProduct } from '#core/products/product.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { mergeDocumentData } from '#server/db/merge-document-data.ts';
import { document } from '#server/db/schema.ts';
import { stockCount, stockLevelSql } from './stock-level.public.ts';

// The database's own reading of a product: the name under an expression index (migration 0018);
// the search text, stock and effective price stored on every write (0019), so a common search word's
// many rows are filtered, sorted and counted without working each one out again.
const nameKey = sql`lower(coalesce(${document.data}->>'name', ${document.data}->>'title'))`;
const isInactive = sql`coalesce(lower(${document.data}->>'status'), '') = 'inactive'`;

const SORT_COLUMNS = {
  name: nameKey,
  price: document.productPrice,
  stock: stockCount,
  updated: document.updatedAt,
} as const;

type ListFilter = Omit<ProductAdminFilter, 'siteId'>;

/** The conditions of the screen's filters; the search matches the name, subtitle or slug. */
function conditions(siteId: string, filter: ListFilter): SQL | undefined {
  const pattern = filter.q === '' ? null : containsPattern(filter.q.toLowerCase());
  return and(
    eq(document.siteId, siteId),
    eq(document.collection, PRODUCTS_COLLECTION),
    // Migration 0019's trigram index on the stored search text answers it.
    pattern ? sql`${document.productSearch} like ${pattern}` : undefined,
    filter.status === 'inactive' ? isInactive : filter.status === 'active' ? sql`not (${isInactive})` : undefined,
    filter.category !== '' ? sql`lower(${document.data}->>'category') = ${filter.category.toLowerCase()}` : undefined,
    filter.stock === '' ? undefined : stockLevelSql(filter.stock),
  );
}

function toRow(row: { id: string; data: unknown; stock: string | number | null; updatedAt: Date }): ProductAdminRow {
  const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
  const product = normalizeProduct({ ...data, id: row.id })!;
  const slug = typeof data.slug === 'string' && data.slug.trim() !== '' ? data.slug : null;
  return {
    id: row.id,
    name: product.name,
    subtitle: product.subtitle,
    slug,
    image: product.image,
    price: product.price,
    discount_price: product.discount_price,
    price_prefix: product.price_prefix,
    stock: row.stock === null ? null : Number(row.stock),
    variants: product.variant_stock,
    lowStockThreshold: lowStockThresholdOf(data),
    isActive: product.isActive,
    category: product.category,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page and the count of the screen's list, not yet run (the bench reads their plans). */
export function adminProductQueries(db: Db, siteId: string, filter: ListFilter, limit: number) {
  const where = conditions(siteId, filter);
  const direction = filter.direction === 'asc' ? asc : desc;
  return {
    page: db
      .select({ id: document.id, data: document.data, stock: sql<string | null>`${stockCount}`, updatedAt: document.updatedAt })
      .from(document)
      .where(where)
      .orderBy(sql`${direction(SORT_COLUMNS[filter.sort])} nulls last`, direction(document.id))
      .limit(limit)
      .offset(filter.page * limit),
    count: db.select({ n: count() }).from(document).where(where),
  };
}

/** One page of a site's products for its members, inactive ones included (no access check here). */
export async function listAdminProducts(db: Db, siteId: string, filter: ListFilter, limit: number): Promise<ProductAdminPage> {
  const queries = adminProductQueries(db, siteId, filter, limit);
  const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
  return { products: rows.map(toRow), total: Number(counted?.n ?? 0), page: filter.page, limit };
}

/**
 * Activates, deactivates or deletes `ids`, all products of `siteId` or none (null: some are not).
 * Answers how many changed.
 */
export async function bulkChangeProducts(db: Db, siteId: string, action: ProductBulkAction, ids: readonly string[]): Promise<number | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(document.siteId, siteId), eq(document.collection, PRODUCTS_COLLECTION), inArray(document.id, [...ids]));
    const found = await tx.select({ id: document.id }).from(document).where(where).orderBy(asc(document.id)).for('update');
    if (found.length !== ids.length) return null;
    if (action === 'delete') {
      await tx.delete(document).where(where);
    } else {
      await tx
        .update(document)
        .set({ data: mergeDocumentData({ status: action === 'activate' ? 'active' : 'inactive' }), updatedAt: new Date() })
        .where(where);
    }
    return found.length;
  });
}
