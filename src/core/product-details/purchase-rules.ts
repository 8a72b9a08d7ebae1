// The product page's selection rules (spec 3 §4, §5 Quantity): colour and size default to the first
// option; the quantity is at least 1 and at most what is in stock for the chosen colour and size.
import { DEFAULT_MAX_QUANTITY } from '../cart/cart-constants.ts';
import { availableStock, stockLevel, type Product, type StockLevel } from '../products/product.ts';

/** Spec 3 §5: the quantity's default and minimum. */
export const DEFAULT_QUANTITY = 1;
export const MIN_QUANTITY = 1;

export interface PurchaseSelection {
  color: string | null;
  size: string | null;
}

/** Spec 3 §4: the first colour and the first size, when the product has them. */
export function defaultSelection(product: Pick<Product, 'colors' | 'sizes'>): PurchaseSelection {
  return { color: product.colors[0]?.value ?? null, size: product.sizes[0]?.value ?? null };
}

/** What is in stock for the selection (variant stock first, then the product's); null is unknown. */
export function selectionStock(product: Pick<Product, 'stock' | 'variant_stock'>, selection: PurchaseSelection): number | null {
  return availableStock(product, selection.color, selection.size);
}

export function selectionStockLevel(product: Pick<Product, 'stock' | 'variant_stock'>, selection: PurchaseSelection): StockLevel {
  return stockLevel(selectionStock(product, selection));
}

/** Spec 3 §5: the stock of the chosen colour or size; 10 when none is chosen or the stock is unknown. */
export function maxQuantity(product: Pick<Product, 'stock' | 'variant_stock'>, selection: PurchaseSelection): number {
  if (selection.color === null && selection.size === null) return DEFAULT_MAX_QUANTITY;
  const stock = selectionStock(product, selection);
  return stock === null ? DEFAULT_MAX_QUANTITY : Math.max(MIN_QUANTITY, stock);
}

/** A typed or stepped quantity as a whole number between 1 and `max`; anything unreadable is 1. */
export function clampQuantity(value: unknown, max: number): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(number)) return DEFAULT_QUANTITY;
  return Math.min(Math.max(MIN_QUANTITY, max), Math.max(MIN_QUANTITY, Math.floor(number)));
}
