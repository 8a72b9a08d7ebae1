import { asc, inArray } from 'drizzle-orm';
import { CHECKOUT_PRODUCT_UNAVAILABLE, checkoutProductLimit } from '#core/checkout/messages.ts';
import type { OrderLine } from '#core/checkout/order.ts';
import type { TotalsLine } from '#core/checkout/totals.ts';
import { toMinorUnits, type SiteCurrency } from '#core/money/currency.ts';
import { effectivePrice } from '#core/products/price-display.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { maxPerOrderOf, priceProblem } from '#core/products/product-rules.ts';
import { productShopTermsOf } from '#core/shop-rules/product-terms.ts';
import type { Db } from '#server/db/client.ts';
import { document } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { mayShopFrom } from '#server/modules/cart/read-products.public.ts';
import { pickOption } from '#server/modules/cart/validate-cart-items.public.ts';
import type { CheckoutLineRequest } from './checkout-request.public.ts';

// A checkout's lines read from the catalogue (decision 023; 066): the one reading both the order
// (placeOrder, with the products locked) and the drawer's quote (no lock, no stock taken) price a
// cart with, so the quote shows what the order will charge.

export interface CatalogueCart {
  actor: Actor | null;
  /** The shop's site (the cart's scope); null: products outside any site. */
  siteId: string | null;
  requests: readonly CheckoutLineRequest[];
  /** The shop's currency (decision 060): the lines' amounts are in its minor units. */
  currency: SiteCurrency;
}

export interface CatalogueRow {
  id: string;
  collection: string;
  siteId: string | null;
  data: Record<string, unknown>;
}

export interface CatalogueLine {
  request: CheckoutLineRequest;
  /** The line as the order keeps it. */
  line: OrderLine;
  /** The line as the totals price it (weight, tax class, digital, category). */
  terms: TotalsLine;
  /** The chosen variant's values, for the stock. */
  color: string | null;
  size: string | null;
}

/** The buyer may shop from every collection of the cart (a collection they may not read sells them nothing: 409). */
export async function checkCartCollections(db: Db, cart: Pick<CatalogueCart, 'actor' | 'siteId' | 'requests'>): Promise<void> {
  for (const collection of new Set(cart.requests.map((r) => r.collection))) {
    if (!(await mayShopFrom(db, cart.actor, collection, cart.siteId))) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
  }
}

function asData(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The cart's lines at the catalogue's prices, names and images. `lock`: the products' rows are
 * locked (in id order, so two checkouts never deadlock) for the caller's transaction to take their
 * stock. A product that is gone, inactive, of another site or priced by a broken value makes the
 * whole cart a 409; more units of a product than its own most-per-order is a 400.
 */
export async function readCatalogueLines(q: Db, cart: CatalogueCart, { lock }: { lock: boolean }): Promise<{ rows: Map<string, CatalogueRow>; lines: CatalogueLine[] }> {
  const ids = [...new Set(cart.requests.map((r) => r.id))].sort();
  if (ids.some((id) => !isUuid(id))) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
  const query = q.select({ id: document.id, collection: document.collection, siteId: document.siteId, data: document.data }).from(document).where(inArray(document.id, ids)).orderBy(asc(document.id));
  const found = lock ? await query.for('update') : await query;
  const rows = new Map(found.map((row) => [row.id, { ...row, data: asData(row.data) }]));
  const lines: CatalogueLine[] = [];
  for (const request of cart.requests) {
    const row = rows.get(request.id);
    if (!row || row.collection !== request.collection || row.siteId !== cart.siteId) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
    const product = normalizeProduct({ ...row.data, id: row.id, collection: row.collection }, row.collection);
    if (!product?.isActive) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
    // A price stored before the money rule (negative, 1e300, fractions of a cent) sells nothing.
    if (priceProblem(row.data.price) !== null || priceProblem(row.data.discount_price) !== null) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
    const ownMax = maxPerOrderOf(row.data);
    const unitsOfProduct = cart.requests.reduce((sum, r) => (r.id === request.id ? sum + r.quantity : sum), 0);
    if (ownMax !== null && unitsOfProduct > ownMax) throw new HttpError(400, checkoutProductLimit(product.name || 'this product', ownMax));
    const color = pickOption(product.colors, request.color);
    const size = pickOption(product.sizes, request.size);
    if (color === undefined || size === undefined) throw new HttpError(409, CHECKOUT_PRODUCT_UNAVAILABLE);
    const unitCents = toMinorUnits(effectivePrice(product), cart.currency);
    const shopTerms = productShopTermsOf(row.data);
    lines.push({
      request,
      color: color?.value ?? null,
      size: size?.value ?? null,
      line: {
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
      },
      terms: { productId: product.id, category: product.category, unitCents, quantity: request.quantity, taxClass: shopTerms.taxClass, weightGrams: shopTerms.weightGrams, digital: shopTerms.digital },
    });
  }
  return { rows, lines };
}
