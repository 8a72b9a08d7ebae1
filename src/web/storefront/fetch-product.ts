// The product refresh read (spec 1 §7): GET /api/data/{collection}/{id}, never from a cache.

import { normalizeProduct, type Product } from '#core/products/product.ts';
import { api, ApiError } from '#web/api/client.ts';

export type ProductRead = { kind: 'found'; product: Product } | { kind: 'not-found'; product: null } | { kind: 'error'; error: string };

/** 404 is "not found" (the line becomes unavailable); any other failure is an error that changes nothing. */
export async function fetchProductUncached(collection: string, id: string): Promise<ProductRead> {
  try {
    const body = await api.get<{ data?: unknown } | null>(`/api/data/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`, { cache: 'no-store' });
    // An empty answer says nothing about the product: it changes nothing.
    if (body === null) return { kind: 'error', error: 'The answer was empty' };
    const product = normalizeProduct(body.data, collection);
    return product ? { kind: 'found', product } : { kind: 'not-found', product: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found', product: null };
    if (error instanceof ApiError && error.status > 0) return { kind: 'error', error: `HTTP ${error.status}` };
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}
