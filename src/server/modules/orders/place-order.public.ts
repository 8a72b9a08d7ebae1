import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { CHECKOUT_PRODUCT_UNAVAILABLE, CHECKOUT_TOTAL_TOO_LARGE, checkoutNotEnoughStock, checkoutProductLimit } from '#core/checkout/messages.ts';
import { orderReferenceFrom, type OrderCustomer, type OrderLine, type PaymentMethodValue } from '#core/checkout/order.ts';
import { toMinorUnits, type SiteCurrency } from '#core/money/currency.ts';
import { effectivePrice } from '#core/products/price-display.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { maxPerOrderOf, priceProblem } from '#core/products/product-rules.ts';
import type { Db } from '#server/db/client.ts';
import { document, shopOrder, shopOrderEvent } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { mayShopFrom } from '#server/modules/cart/read-products.public.ts';
import { pickOption } from '#server/modules/cart/validate-cart-items.public.ts';
import { isUuid } from '#server/http/ids.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import type { CheckoutLineRequest } from './checkout-request.public.ts';
import { takeStock } from './product-stock.ts';

export interface PlaceOrderInput {
  actor: Actor | null;
  /** The shop's site (the cart's scope); null: products outside any site. */
  siteId: string | null;
  method: PaymentMethodValue;
  requests: readonly CheckoutLineRequest[];
  email: string | null;
  customer: OrderCustomer | null;
  /** Unpaid (online) or unconfirmed (offline) past this, the order is cancelled and its stock released. */
  expiresAt: Date | null;
  /** The shop's currency (decision 060): every amount of the order is in its minor units. */
  currency: SiteCurrency;
}

export type PlacedOrder = typeof shopOrder.$inferSelect;

/** The largest total an order may have, in minor units (the columns' integer range). */
export const MAX_ORDER_CENTS = 2_147_483_647;

/**
 * Records a pending order and takes its units from stock in one transaction (decision 023): the
 * products are locked (in id order, so two checkouts never deadlock), read, priced and checked
 * there, so concurrent buyers of the last units cannot both have them. Prices, names and images
 * are the catalogue's; a product that is gone, inactive, of another site or of a collection the
 * buyer may not read makes the whole checkout a 409, as does a line the stock cannot cover; more
 * units of a product than its own most-per-order is a 400.
 */
export async function placeOrder(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps.database;
  await checkCollections(db, input);
  const ids = [...new Set(input.requests.map((r) => r.id))].sort();
  if (ids.some((id) => !isUuid(id))) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);

  const touched = new Set<string>();
  const order = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: document.id, collection: document.collection, siteId: document.siteId, data: document.data })
      .from(document)
      .where(inArray(document.id, ids))
      .orderBy(asc(document.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, { ...row, data: asData(row.data) }]));
    const lines: OrderLine[] = [];
    for (const request of input.requests) {
      const row = byId.get(request.id);
      if (!row || row.collection !== request.collection || row.siteId !== input.siteId) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
      const product = normalizeProduct({ ...row.data, id: row.id, collection: row.collection }, row.collection);
      if (!product?.isActive) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
      // A price stored before the money rule (negative, 1e300, fractions of a cent) sells nothing.
      if (priceProblem(row.data.price) !== null || priceProblem(row.data.discount_price) !== null) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
      const ownMax = maxPerOrderOf(row.data);
      const unitsOfProduct = input.requests.reduce((sum, r) => (r.id === request.id ? sum + r.quantity : sum), 0);
      if (ownMax !== null && unitsOfProduct > ownMax) throw new HttpError(400, checkoutProductLimit(product.name || 'this product', ownMax));
      const color = pickOption(product.colors, request.color);
      const size = pickOption(product.sizes, request.size);
      if (color === undefined || size === undefined) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
      const taken = takeStock(row.data, color?.value ?? null, size?.value ?? null, request.quantity);
      if (!taken.ok) throw new HttpError(409, checkoutNotEnoughStock(product.name || 'This product', taken.remaining));
      row.data = taken.data;
      const unitCents = toMinorUnits(effectivePrice(product), input.currency);
      lines.push({
        productId: product.id,
        collection: product.collection,
        name: product.name,
        image: product.image,
        color: color?.value ?? null,
        size: size?.value ?? null,
        colorLabel: color?.label ?? null,
        sizeLabel: size?.label ?? null,
        quantity: request.quantity,
        unitCents,
        lineCents: unitCents * request.quantity,
      });
    }
    const now = new Date();
    for (const row of byId.values()) {
      if (!input.requests.some((r) => r.id === row.id)) continue;
      await tx.update(document).set({ data: row.data, updatedAt: now }).where(eq(document.id, row.id));
      touched.add(row.collection);
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
    // The totals are 32-bit integer columns: a bigger order is refused, not a 500.
    if (subtotalCents > MAX_ORDER_CENTS) throw new HttpError(400, CHECKOUT_TOTAL_TOO_LARGE);
    const [created] = await tx
      .insert(shopOrder)
      .values({
        reference: orderReferenceFrom(randomBytes(10)),
        sessionToken: randomBytes(32).toString('base64url'),
        siteId: input.siteId,
        userId: input.actor?.id ?? null,
        email: input.email,
        customer: input.customer,
        method: input.method,
        status: 'pending',
        lines,
        subtotalCents,
        totalCents: subtotalCents,
        currency: input.currency,
        stockHeld: true,
        expiresAt: input.expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(shopOrderEvent).values({ orderId: created!.id, fromStatus: null, toStatus: 'pending', source: 'checkout', actorId: input.actor?.id ?? null, createdAt: now });
    return created!;
  });
  // Product pages show stock: drop their cached copies.
  for (const collection of touched) await invalidateCollectionPages(deps, input.siteId, collection);
  return order;
}

async function checkCollections(db: Db, input: PlaceOrderInput): Promise<void> {
  for (const collection of new Set(input.requests.map((r) => r.collection))) {
    if (!(await mayShopFrom(db, input.actor, collection, input.siteId))) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
  }
}

function asData(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
