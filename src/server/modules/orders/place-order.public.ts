import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHECKOUT_TOTAL_TOO_LARGE, checkoutNotEnoughStock, DISCOUNT_CODE_NEEDS_EMAIL } from '#core/checkout/messages.ts';
import { orderReferenceFrom, type OrderCustomer, type OrderLine, type PaymentMethodValue } from '#core/checkout/order.ts';
import type { QuoteDestination } from '#core/checkout/quote-api.ts';
import { QUOTE_PROBLEM_FIELDS, quoteCart } from '#core/checkout/quote.ts';
import { discountableLines } from '#core/checkout/totals.ts';
import type { SiteCurrency } from '#core/money/currency.ts';
import type { OrderShippingChoice } from '#core/shop-rules/shipping.ts';
import { shopOrder, shopOrderEvent, document } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { discountCodeOfRow, discountProblemError, recordDiscountRedemption, takeDiscountUse } from '#server/modules/shop-rules/discount-redemption.public.ts';
import { NO_SHOP_RULES, shopRulesOf } from '#server/modules/shop-rules/read-shop-rules.public.ts';
import { invalidateCollectionPages } from '#server/shared/page-cache/collection-cache.ts';
import { checkCartCollections, readCatalogueLines } from './catalogue-lines.public.ts';
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
  /** Where the parcel goes (and the buyer is taxed); null when the body gave no country. */
  destination?: QuoteDestination | null;
  shippingRateId?: string | null;
  /** As the buyer typed it; its use is taken in the order's transaction. */
  discountCode?: string | null;
  /** False when the shop is known to have no zones and no tax rates (openShopSettingsOf): their read is skipped. */
  hasShopRules?: boolean;
  /** The shop rules' version openShopSettingsOf read: the rules kept for it are used (decision 076). */
  shopRulesVersion?: number;
  /** A card order whose tax Stripe Tax computes (decision 073): priced without the shop's tax rates, its tax set when it is paid. */
  taxByStripe?: boolean;
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
 *
 * The shop's rules price it (decision 066): core's quoteCart with the destination and the chosen
 * rate (a place no zone serves, or a rate missing or not offered, is a 400 with the field's error
 * and nothing is placed), and a discount code's use is taken under the code's row lock in the same
 * transaction (a refused code is the 4xx saying why, and nothing is placed).
 */
export async function placeOrder(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps.database;
  const code = input.discountCode ?? null;
  const codeEmail = input.email?.trim().toLowerCase() || null;
  if (code !== null && codeEmail === null) throw new HttpError(400, DISCOUNT_CODE_NEEDS_EMAIL, { email: [DISCOUNT_CODE_NEEDS_EMAIL] });
  // Codes are a site's: the platform's own shop has none.
  if (code !== null && input.siteId === null) throw discountProblemError('unknown', null, input.currency);
  // The rules are read outside the transaction (one statement, or none when kept for their version; nothing of them is locked), beside the collections' check.
  const [shopRules] = await Promise.all([input.hasShopRules === false ? NO_SHOP_RULES : shopRulesOf(db, input.siteId, input.shopRulesVersion), checkCartCollections(db, input)]);
  // Stripe computes this order's tax from the billing address it asks for: none of the shop's rates apply.
  const taxByStripe = input.taxByStripe === true;
  const rules = taxByStripe ? { ...shopRules, taxRules: [] } : shopRules;

  const touched = new Set<string>();
  const order = await db.transaction(async (tx) => {
    const { rows, lines: priced } = await readCatalogueLines(tx, input, { lock: true });
    for (const { request, line, color, size } of priced) {
      const row = rows.get(request.id)!;
      const taken = takeStock(row.data, color, size, request.quantity);
      if (!taken.ok) throw new HttpError(409, checkoutNotEnoughStock(line.name || 'This product', taken.remaining));
      row.data = taken.data;
    }
    const lines: OrderLine[] = priced.map((entry) => entry.line);
    const terms = priced.map((entry) => entry.terms);
    // The code's use, taken under its row lock (after the products', always in that order: no deadlock).
    const taken =
      code !== null
        ? await takeDiscountUse(tx, { siteId: input.siteId!, code, email: codeEmail!, currency: input.currency, lines: discountableLines(terms) })
        : null;
    const redeemed = taken?.row ?? null;
    const quote = quoteCart(rules, { currency: input.currency, lines: terms, address: input.destination ?? null, rateId: input.shippingRateId ?? null, discount: redeemed ? discountCodeOfRow(redeemed) : null });
    if (!quote.ok) throw new HttpError(400, quote.message, { [QUOTE_PROBLEM_FIELDS[quote.problem]]: [quote.message] });
    const { totals } = quote;
    // Each line keeps its share of the discount: a provider that takes no discount is sent the lines net of it (decision 074).
    const storedLines = lines.map((line, index) => {
      const discountCents = totals.lines[index]?.discountCents ?? 0;
      return discountCents > 0 ? { ...line, discountCents } : line;
    });
    // The totals are 32-bit integer columns: a bigger order is refused, not a 500.
    if (totals.subtotalCents > MAX_ORDER_CENTS || totals.totalCents > MAX_ORDER_CENTS) throw new HttpError(400, CHECKOUT_TOTAL_TOO_LARGE);
    const now = new Date();
    const changed = [...rows.values()].filter((row) => input.requests.some((r) => r.id === row.id));
    // Every product's new stock in one statement (its rows are locked already): a checkout's hot path.
    if (changed.length > 0) {
      const values = sql.join(
        changed.map((row) => sql`(${row.id}::uuid, ${JSON.stringify(row.data)}::jsonb)`),
        sql`, `,
      );
      await tx.execute(sql`update ${document} set "data" = v.data, "updated_at" = ${now.toISOString()}::timestamptz from (values ${values}) as v(id, data) where ${document.id} = v.id`);
    }
    for (const row of changed) touched.add(row.collection);
    const shippingChoice: OrderShippingChoice | null = quote.zone && quote.rate ? { zoneId: quote.zone.id, zoneName: quote.zone.name, rateId: quote.rate.id, rateName: quote.rate.name, kind: quote.rate.kind } : null;
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
        lines: storedLines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        taxIncluded: totals.taxIncluded,
        taxByStripe,
        discountCode: redeemed && totals.discountApplied ? redeemed.code : null,
        shippingChoice,
        totalCents: totals.totalCents,
        currency: input.currency,
        stockHeld: true,
        expiresAt: input.expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(shopOrderEvent).values({ orderId: created!.id, fromStatus: null, toStatus: 'pending', source: 'checkout', actorId: input.actor?.id ?? null, createdAt: now });
    // Last: a code without limits is counted here, so its row is held only until the commit.
    if (taken) await recordDiscountRedemption(tx, taken, { orderId: created!.id, email: codeEmail! });
    return created!;
  });
  // Product pages show stock: drop their cached copies.
  for (const collection of touched) await invalidateCollectionPages(deps, input.siteId, collection);
  return order;
}
