// The product refresh read (spec 1 §7): GET /api/data/{collection}/{id}, never from a cache.

import { normalizeProduct, type Product } from '#core/products/product.ts';

export type ProductRead = { kind: 'found'; product: Product } | { kind: 'not-found'; product: null } | { kind: 'error'; error: string };

/** 404 is "not found" (the line becomes unavailable); any other failure is an error that changes nothing. */
export async function fetchProductUncached(collection: string, id: string): Promise<ProductRead> {
  try {
    const response = await fetch(`/api/data/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return { kind: 'not-found', product: null };
    if (!response.ok) return { kind: 'error', error: `HTTP ${response.status}` };
    const body = (await response.json()) as { data?: unknown };
    const product = normalizeProduct(body.data, collection);
    return product ? { kind: 'found', product } : { kind: 'not-found', product: null };
  } catch (error) {
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}
