import { choiceValue } from '#core/cart/cart-item.ts';
import { inArray } from 'drizzle-orm';
import { isPublicCollection } from '#core/collections.ts';
import { DEFAULT_PRODUCTS_COLLECTION, normalizeProduct, type Product } from '#core/products/product.ts';
import type { Db } from '#server/db/client.ts';
import { document } from '#server/db/schema.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canReadDataCollection } from '#server/shared/access/can-read-data-collection.ts';
import { isUuid } from '#server/http/ids.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';

export interface ProductRef {
  id: string;
  collection: string;
}

/**
 * The stored products a list names, by `${collection}:${id}`, normalised; only those of the
 * list's site (`siteId`, null for the platform), active, and of a collection the caller may
 * read: `products` and `-public` collections for anyone (visitors shop), others as the data API
 * decides. Anything else is simply absent, so the list drops it; an inactive site's shop has none.
 */
export async function readListProducts(db: Db, actor: Actor | null, siteId: string | null, refs: readonly ProductRef[]): Promise<Map<string, Product>> {
  const ids = [...new Set(refs.map((r) => r.id).filter(isUuid))];
  const found = new Map<string, Product>();
  if (ids.length === 0 || !(await isShopOpen(db, siteId))) return found;
  const rows = await db.select({ id: document.id, collection: document.collection, siteId: document.siteId, data: document.data }).from(document).where(inArray(document.id, ids));
  const readable = new Map<string, boolean>();
  for (const row of rows) {
    if (row.siteId !== siteId) continue;
    if (!readable.has(row.collection)) readable.set(row.collection, await mayShopFrom(db, actor, row.collection, siteId));
    if (!readable.get(row.collection)) continue;
    const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? row.data : {};
    const product = normalizeProduct({ ...data, id: row.id, collection: row.collection }, row.collection);
    if (product?.isActive) found.set(productRefKey({ id: row.id, collection: row.collection }), product);
  }
  return found;
}

export function productRefKey(ref: ProductRef): string {
  return `${ref.collection}:${ref.id}`;
}

export async function mayShopFrom(db: Db, actor: Actor | null, collection: string, siteId: string | null): Promise<boolean> {
  if (collection === DEFAULT_PRODUCTS_COLLECTION || isPublicCollection(collection)) return true;
  return canReadDataCollection(db, actor, collection, siteId);
}

/** A colour or size value (null when none); undefined when it is neither a string nor { value }. */
export function choiceOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value.length <= 200 ? value : undefined;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const v = (value as { value?: unknown }).value;
    if (typeof v === 'string') return v.length <= 200 ? choiceValue(v) : undefined;
    if (v === undefined || v === null) return null;
  }
  return undefined;
}

/** A POSTed cart or wishlist line's product and choices; null when it is not an object, has no usable id or a malformed choice. */
export function readLineRef(raw: unknown): (ProductRef & { item: Record<string, unknown>; color: string | null; size: string | null }) | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  const id = typeof item.product_id === 'string' && item.product_id ? item.product_id : item.id;
  if (typeof id !== 'string' || id === '' || id.length > 100) return null;
  const color = choiceOf(item.color);
  const size = choiceOf(item.size);
  if (color === undefined || size === undefined) return null;
  const collection = typeof item.collection === 'string' && item.collection ? item.collection : DEFAULT_PRODUCTS_COLLECTION;
  return { item, id, collection, color, size };
}
