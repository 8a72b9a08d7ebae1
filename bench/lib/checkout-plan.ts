// The checkout bench's shop and orders (bench/checkout.ts): a deterministic catalogue, the planned
// orders, the request each one sends, and what each answer means.
import { checkoutNotEnoughStock } from '#core/checkout/messages.ts';
import type { JsonPostOutcome, JsonPostRequest } from './json-post-load.ts';
import { seededRandom } from './seeded-random.ts';

export const settings = {
  orders: Number(process.env.BENCH_ORDERS ?? 1_000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 20),
  warmup: Number(process.env.BENCH_WARMUP ?? 20),
  /** BENCH_SHOP_RULES=1: the shop ships by a zone, taxes by a rate and every order carries a code (decision 066). */
  shopRules: process.env.BENCH_SHOP_RULES === '1',
};

/** What the orders send when the shop has rules: the zone's rate and the code. */
export interface BenchRules {
  rateId: string;
  code: string;
}
export const BENCH_CODE = 'BENCH10';

export const SITE = 'bench';
export const COLLECTION = 'products';
export const PLAIN_PRODUCTS = 14;
export const VARIANT_PRODUCTS = 5;
const PLAIN_STOCK = 400;
export const COLORS = [
  { value: 'black', label: 'Black', hex: '#111111' },
  { value: 'white', label: 'White', hex: '#F5F5F5' },
];
export const SIZES = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
];
const VARIANT_ENTRY_STOCK = 150;
export const SCARCE_NAME = 'Last-chance lamp';
export const SCARCE_STOCK = 40;
/** One measured order in this many asks for one unit of the scarce product. */
export const SCARCE_EVERY = 10;
/** One order in this many pays by card. */
export const CARD_EVERY = 5;
export const CANCELLED_CARD_ORDERS = 10;
const pickIndex = (length: number, next: () => number) => Math.floor(next() * length);

export type Method = 'card' | 'offline';

export interface SeedProduct {
  key: string;
  data: Record<string, unknown>;
  variants: boolean;
}

interface PlannedLine {
  product: number;
  color: string | null;
  size: string | null;
  quantity: number;
}

interface PlannedOrder {
  method: Method;
  lines: PlannedLine[];
  /** Holds the scarce product: a 409 is an expected answer. */
  mayRunOut: boolean;
  measured: boolean;
}

export function catalogue(): SeedProduct[] {
  const next = seededRandom(11);
  const products: SeedProduct[] = [];
  for (let i = 0; i < PLAIN_PRODUCTS; i++) {
    products.push({ key: `plain-${i}`, variants: false, data: { name: `Plain product ${i}`, price: Math.round(300 + next() * 9000) / 100, stock: PLAIN_STOCK, status: 'active' } });
  }
  for (let i = 0; i < VARIANT_PRODUCTS; i++) {
    const variantStock = COLORS.flatMap((color) => SIZES.map((size) => ({ color_value: color.value, size_value: size.value, stock: VARIANT_ENTRY_STOCK })));
    products.push({
      key: `variant-${i}`,
      variants: true,
      data: { name: `Variant tee ${i}`, price: 24, discount_price: i % 2 === 0 ? 19.5 : null, colors: COLORS, sizes: SIZES, variant_stock: variantStock, stock: variantStock.length * VARIANT_ENTRY_STOCK, status: 'active' },
    });
  }
  products.push({ key: 'scarce', variants: false, data: { name: SCARCE_NAME, price: 49, stock: SCARCE_STOCK, status: 'active' } });
  return products;
}

export function planOrders(products: readonly SeedProduct[]): PlannedOrder[] {
  const next = seededRandom(23);
  const scarce = products.length - 1;
  const orders: PlannedOrder[] = [];
  for (let n = 0; n < settings.warmup + settings.orders; n++) {
    const measured = n >= settings.warmup;
    const lines: PlannedLine[] = [];
    const count = 1 + pickIndex(3, next);
    for (let k = 0; k < count; k++) {
      const product = pickIndex(scarce, next);
      const variants = products[product]!.variants;
      lines.push({
        product,
        color: variants ? COLORS[pickIndex(COLORS.length, next)]!.value : null,
        size: variants ? SIZES[pickIndex(SIZES.length, next)]!.value : null,
        quantity: 1 + pickIndex(3, next),
      });
    }
    const mayRunOut = measured && (n - settings.warmup) % SCARCE_EVERY === 3;
    if (mayRunOut) lines.push({ product: scarce, color: null, size: null, quantity: 1 });
    orders.push({ method: n % CARD_EVERY === 0 ? 'card' : 'offline', lines, mayRunOut, measured });
  }
  // Only the scarce product may run out: anything else refused for stock is a fault, not the plan.
  const demand = new Map<string, number>();
  for (const order of orders) for (const line of order.lines) demand.set(stockKey(line.product, line.color, line.size), (demand.get(stockKey(line.product, line.color, line.size)) ?? 0) + line.quantity);
  for (const [key, units] of demand) {
    const product = Number(key.split('|')[0]);
    if (product === scarce) continue;
    const stock = products[product]!.variants ? VARIANT_ENTRY_STOCK : PLAIN_STOCK;
    if (units > stock) throw new Error(`the plan asks ${units} units of ${key}, more than its ${stock}: raise the seeded stock`);
  }
  return orders;
}

export const stockKey = (product: number, color: string | null, size: string | null) => `${product}|${color ?? ''}|${size ?? ''}`;

/** 10.x.y.z from the order's number: each buyer its own address. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export function requestOf(order: PlannedOrder, n: number, ids: readonly string[], rules: BenchRules | null = null): JsonPostRequest {
  const items = order.lines.map((line) => ({ productId: ids[line.product]!, collection: COLLECTION, quantity: line.quantity, color: line.color, size: line.size }));
  const headers = { 'x-forwarded-for': clientAddress(n) };
  const terms = rules ? { shippingRateId: rules.rateId, discountCode: rules.code } : {};
  if (order.method === 'card') return { path: '/api/cart/stripe-checkout', headers, body: JSON.stringify({ items, saveActivity: true, siteId: SITE, ...terms, ...(rules ? { customer: { country: 'US', email: `buyer${n}@example.org` } } : {}) }) };
  return {
    path: '/api/cart/offline-checkout',
    headers,
    body: JSON.stringify({ items, siteId: SITE, method: n % 2 === 0 ? 'delivery' : 'invoice', ...terms, customer: { name: `Buyer ${n}`, email: `buyer${n}@example.org`, address: { line1: `${n} Bench Street`, line2: null, city: 'Testville', postalCode: '12345', country: 'US' }, phone: '+1 555 0100' } }),
  };
}

type Verdict = 'ok' | 'refused' | 'error';

/** What the answer means for this order: the contract's success body, the stock refusal the plan allows, or an error. */
export function judge(order: PlannedOrder, outcome: JsonPostOutcome): { verdict: Verdict; why?: string } {
  const body = (typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {}) as Record<string, unknown>;
  const describe = () => `${outcome.status} ${typeof outcome.body === 'string' ? outcome.body.slice(0, 200) : JSON.stringify(outcome.body).slice(0, 200)}`;
  if (order.method === 'card' && outcome.status === 200) {
    const ok = typeof body.sessionId === 'string' && body.sessionId.startsWith('cs_') && typeof body.url === 'string' && typeof body.orderReference === 'string';
    return ok ? { verdict: 'ok' } : { verdict: 'error', why: `card 200 without the contract's body: ${describe()}` };
  }
  if (order.method === 'offline' && outcome.status === 201) {
    const ok = typeof body.orderReference === 'string' && typeof body.sessionToken === 'string' && typeof body.successUrl === 'string';
    return ok ? { verdict: 'ok' } : { verdict: 'error', why: `offline 201 without the contract's body: ${describe()}` };
  }
  if (outcome.status === 409 && order.mayRunOut && body.error === checkoutNotEnoughStock(SCARCE_NAME, 0)) return { verdict: 'refused' };
  return { verdict: 'error', why: describe() };
}
