// What a product card shows (spec 3 §2, §9), computed once from the normalised product: the server
// hands the product list only these fields, and the filter panel turns API records into the same.
import { normalizeProduct, type Product, type ProductColor } from '../products/product.ts';

/** Spec 3 §9: the teaser shows up to 5 colour dots, then +N. */
export const MAX_COLOR_DOTS = 5;

export interface ProductTeaser {
  id: string;
  name: string;
  image: string | null;
  price: number;
  discount_price: number | null;
  price_prefix: string;
  colors: ProductColor[];
  /** Where the product's page reads it: its link is /data/{collection}/{id}. */
  collection: string;
}

export function productTeaserOf(product: Product): ProductTeaser {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    discount_price: product.discount_price,
    price_prefix: product.price_prefix,
    colors: product.colors,
    collection: product.collection,
  };
}

/** Records as the product API or the server's lister answer them, as teasers (records without an id left out). */
export function productTeasersOf(records: readonly unknown[], collection: string): ProductTeaser[] {
  return records.flatMap((record) => {
    const product = normalizeProduct(record, collection);
    return product ? [productTeaserOf({ ...product, collection })] : [];
  });
}

/** The dots a card draws and how many colours are left over for '+N'. */
export function colorDots(colors: readonly ProductColor[]): { shown: ProductColor[]; more: number } {
  return { shown: colors.slice(0, MAX_COLOR_DOTS), more: Math.max(0, colors.length - MAX_COLOR_DOTS) };
}
