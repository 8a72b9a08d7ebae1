import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { normalizeProduct, type Product } from '#core/products/product.ts';
import type { ManualProduct } from './product-details.types.ts';

/** The editor-typed product as the blocks read products, or null while it has no name. */
export function manualProductOf(manual: Partial<ManualProduct> | undefined, collection: string | undefined, fallbackId?: string): Product | null {
  if (!manual || typeof manual.name !== 'string' || manual.name.trim() === '') return null;
  const { variants, ...fields } = manual;
  return normalizeProduct(
    {
      ...fields,
      id: manual.id?.trim() || fallbackId || 'product',
      stock: manual.stock === '' ? undefined : manual.stock,
      colors: variants?.colors,
      sizes: variants?.sizes,
      variant_stock: variants?.variant_stock,
    },
    collection?.trim() || PRODUCTS_COLLECTION,
  );
}
