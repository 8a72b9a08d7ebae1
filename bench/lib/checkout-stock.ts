// The checkout bench's stock check: initial stock − units of the orders still holding stock = stored stock.
import { eq, inArray } from 'drizzle-orm';
import type { OrderLine } from '#core/checkout/order.ts';
import type { Database } from '#server/db/client.ts';
import { document, shopOrder } from '#server/db/schema.ts';
import { type SeedProduct, stockKey } from './checkout-plan.ts';

export async function checkStock(database: Database, products: readonly SeedProduct[], ids: readonly string[]): Promise<string[]> {
  const { db } = database;
  const held = await db.select({ lines: shopOrder.lines }).from(shopOrder).where(eq(shopOrder.stockHeld, true));
  const taken = new Map<string, number>();
  const byId = new Map(ids.map((id, i) => [id, i]));
  const problems: string[] = [];
  for (const order of held) {
    for (const line of order.lines as OrderLine[]) {
      const product = byId.get(line.productId);
      if (product === undefined) {
        problems.push(`an order holds stock of an unknown product ${line.productId}`);
        continue;
      }
      const add = (key: string) => taken.set(key, (taken.get(key) ?? 0) + line.quantity);
      add(stockKey(product, null, null));
      if (products[product]!.variants) add(stockKey(product, line.color, line.size));
    }
  }
  const rows = await db.select({ id: document.id, data: document.data }).from(document).where(inArray(document.id, [...ids]));
  const stored = new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
  products.forEach((product, i) => {
    const data = stored.get(ids[i]!);
    if (!data) return problems.push(`${product.key}: gone`);
    const compare = (what: string, initial: number, now: unknown, key: string) => {
      const expected = initial - (taken.get(key) ?? 0);
      if (typeof now !== 'number' || now !== expected) problems.push(`${product.key} ${what}: ${String(now)} stored, ${expected} expected (${initial} − ${taken.get(key) ?? 0} held)`);
      if (typeof now === 'number' && now < 0) problems.push(`${product.key} ${what}: negative (${now})`);
    };
    compare('stock', product.data.stock as number, data.stock, stockKey(i, null, null));
    if (!product.variants) return;
    const entries = data.variant_stock as { color_value: string; size_value: string; stock: unknown }[];
    for (const initial of product.data.variant_stock as { color_value: string; size_value: string; stock: number }[]) {
      const entry = entries.find((e) => e.color_value === initial.color_value && e.size_value === initial.size_value);
      compare(`${initial.color_value}/${initial.size_value}`, initial.stock, entry?.stock, stockKey(i, initial.color_value, initial.size_value));
    }
  });
  return problems;
}
