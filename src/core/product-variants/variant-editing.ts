// Editing a product's colours, sizes and variant stock (spec 3 §5): duplicate checks with the
// spec's banners, and the stock table rebuilt from the cross of colours and sizes, keeping the
// stock of every combination that still exists. Shared by the editor's field and the dashboard.
import { COLORS_INPUT_MAX } from '../forms/form-input.ts';
import type { ProductColor, ProductSize, VariantStockEntry } from '../products/product.ts';

/** Spec 3 §9: the colours input takes at most 10. */
export const MAX_PRODUCT_COLORS = COLORS_INPUT_MAX;

export const DUPLICATE_COLOR_IDS = 'Duplicate color IDs detected...';
export const DUPLICATE_SIZE_IDS = 'Duplicate size IDs detected...';
export const DUPLICATE_VARIANTS = 'Duplicate variant combinations detected...';

export interface ProductVariants {
  colors: ProductColor[];
  sizes: ProductSize[];
  variant_stock: VariantStockEntry[];
}

/** Values that appear more than once (trimmed, empty ignored), in first-seen order. */
export function duplicateValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value === '') continue;
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/** The banners of spec 3 §5 that apply, in the spec's order. */
export function variantProblems(variants: ProductVariants): string[] {
  const problems: string[] = [];
  if (duplicateValues(variants.colors.map((c) => c.value)).length > 0) problems.push(DUPLICATE_COLOR_IDS);
  if (duplicateValues(variants.sizes.map((s) => s.value)).length > 0) problems.push(DUPLICATE_SIZE_IDS);
  if (duplicateValues(variants.variant_stock.map((e) => `${e.color_value}\u0000${e.size_value}`)).length > 0) problems.push(DUPLICATE_VARIANTS);
  return problems;
}

/**
 * Every colour × size combination with stock 0, keeping the stock of combinations that existed. A
 * missing axis counts as one '' entry (the seed's convention), so colours without sizes still get
 * one row each; no colours and no sizes: no rows (the product's own stock counts).
 */
export function rebuildVariantStock(colors: readonly ProductColor[], sizes: readonly ProductSize[], existing: readonly VariantStockEntry[]): VariantStockEntry[] {
  if (colors.length === 0 && sizes.length === 0) return [];
  const colorValues = colors.length > 0 ? [...new Set(colors.map((c) => c.value.trim()))] : [''];
  const sizeValues = sizes.length > 0 ? [...new Set(sizes.map((s) => s.value.trim()))] : [''];
  const stockOf = new Map(existing.map((entry) => [`${entry.color_value}\u0000${entry.size_value}`, entry.stock]));
  return colorValues.flatMap((color_value) => sizeValues.map((size_value) => ({ color_value, size_value, stock: stockOf.get(`${color_value}\u0000${size_value}`) ?? 0 })));
}
