// Taking units from a stored product and giving them back, on the product's raw JSONB data (every
// other field untouched). Stock lives where the catalogue keeps it (spec 3 §3): the colour × size
// entry of `variant_stock` (a list, or the same list as JSON text) and the product's `stock`
// (absent or empty: unlimited). The caller holds the row lock.

type Data = Record<string, unknown>;

interface VariantRow {
  color_value?: unknown;
  size_value?: unknown;
  stock?: unknown;
  [key: string]: unknown;
}

export type TakeResult = { ok: true; data: Data } | { ok: false; remaining: number };

/**
 * `data` with `quantity` units of this colour and size taken: from the variant entry when the
 * product has variant stock (spec 1 §5: it decides availability), and from the product stock when
 * it is a number (a total, never below 0 when variants decide). Not enough: what remains.
 */
export function takeStock(data: Data, color: string | null, size: string | null, quantity: number): TakeResult {
  const variants = readVariants(data.variant_stock);
  const productStock = readStock(data.stock);
  if (variants) {
    const index = findEntry(variants.rows, color, size);
    const available = index === -1 ? 0 : (readStock(variants.rows[index]!.stock) ?? 0);
    if (available < quantity) return { ok: false, remaining: Math.max(0, available) };
    const rows = variants.rows.map((row, i) => (i === index ? { ...row, stock: available - quantity } : row));
    const next: Data = { ...data, variant_stock: variants.asText ? JSON.stringify(rows) : rows };
    if (productStock !== null) next.stock = Math.max(0, productStock - quantity);
    return { ok: true, data: next };
  }
  if (productStock === null) return { ok: true, data };
  if (productStock < quantity) return { ok: false, remaining: Math.max(0, productStock) };
  return { ok: true, data: { ...data, stock: productStock - quantity } };
}

/** `data` with `quantity` units given back where takeStock took them (wherever stock is recorded now). */
export function returnStock(data: Data, color: string | null, size: string | null, quantity: number): Data {
  const variants = readVariants(data.variant_stock);
  const productStock = readStock(data.stock);
  let next: Data = data;
  if (variants) {
    const index = findEntry(variants.rows, color, size);
    if (index !== -1) {
      const rows = variants.rows.map((row, i) => (i === index ? { ...row, stock: (readStock(row.stock) ?? 0) + quantity } : row));
      next = { ...next, variant_stock: variants.asText ? JSON.stringify(rows) : rows };
    }
  }
  if (productStock !== null) next = { ...next, stock: productStock + quantity };
  return next;
}

/** A product's recorded stock as a whole number; null when none is recorded (unlimited). */
export function readStock(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.floor(n) : null;
}

function readVariants(value: unknown): { rows: VariantRow[]; asText: boolean } | null {
  let list = value;
  let asText = false;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
      asText = true;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list) || list.length === 0) return null;
  const rows = list.filter((row): row is VariantRow => typeof row === 'object' && row !== null && !Array.isArray(row));
  return rows.length > 0 ? { rows, asText } : null;
}

/** A missing axis matches '' (as findVariantStock in core/products). */
function findEntry(rows: readonly VariantRow[], color: string | null, size: string | null): number {
  const c = color ?? '';
  const s = size ?? '';
  return rows.findIndex((row) => String(row.color_value ?? '') === c && String(row.size_value ?? '') === s);
}
