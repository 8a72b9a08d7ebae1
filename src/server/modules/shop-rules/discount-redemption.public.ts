import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { discountCodeKey, discountProblem, discountProblemMessage, type DiscountableLine, type DiscountCode, type DiscountProblem } from '#core/shop-rules/discounts.ts';
import { DASHBOARD_LOCALE, formatMoney, type SiteCurrency } from '#core/money/currency.ts';
import type { Db } from '#server/db/client.ts';
import { discountCode, discountRedemption } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

// Discount codes redeemed when an order is placed and given back when it is cancelled or fails
// (issue 26 item 3; docs/decisions/065-shop-rules.md). Race-free by the code's row lock: a redemption
// locks the code's row (SELECT … FOR UPDATE) in the order's transaction, judges it there (uses left,
// the buyer's uses, dates, terms) by core's discountProblem, counts the use and records it; every
// other redemption of the same code waits for that transaction to end and then judges the code as it
// was left. A release flips its redemption row once (UPDATE … WHERE released_at IS NULL) and only then
// gives the use back, so two releases of one order give back one use.

export type DiscountCodeRow = typeof discountCode.$inferSelect;

export function discountCodeOfRow(row: DiscountCodeRow): DiscountCode {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotalCents: row.minSubtotalCents,
    productIds: row.productIds,
    categories: row.categories,
    active: row.active,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perEmailLimit: row.perEmailLimit,
    uses: row.uses,
  };
}

export interface DiscountUseRequest {
  siteId: string;
  /** As the buyer typed it: compared case-insensitively. */
  code: string;
  /** The buyer's email (lower-cased here); null before it is known (a card checkout's buyer types it at the provider). */
  email: string | null;
  lines: readonly DiscountableLine[];
  currency: SiteCurrency;
  /** The buyer's language for the minimum's amount. */
  locale?: string;
  now?: Date;
}

/** Why a code is refused, as a 4xx: 409 when it was used up (a state that others' orders change), 400 otherwise. */
export function discountProblemError(problem: DiscountProblem, code: DiscountCode | null, currency: SiteCurrency, locale = DASHBOARD_LOCALE): HttpError {
  const minimum = problem === 'minimum_not_met' && code?.minSubtotalCents != null ? formatMoney(code.minSubtotalCents, currency, locale) : undefined;
  const message = discountProblemMessage(problem, minimum);
  return new HttpError(problem === 'used_up' || problem === 'used_up_for_email' ? 409 : 400, message, { discountCode: [message] });
}

async function usesByEmail(db: Db, codeId: string, email: string | null): Promise<number> {
  if (email === null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemption)
    .where(and(eq(discountRedemption.codeId, codeId), eq(discountRedemption.email, email), isNull(discountRedemption.releasedAt)));
  return Number(row?.n ?? 0);
}

function codeLookup(siteId: string, typed: string) {
  return and(eq(discountCode.siteId, siteId), eq(sql`lower(${discountCode.code})`, discountCodeKey(typed)));
}

/**
 * Whether the code may be used for this cart now, without taking a use (the drawer's "apply", and a
 * checkout's check before it talks to a provider): the code when it may, else the 4xx saying why.
 */
export async function checkDiscountUse(db: Db, request: DiscountUseRequest): Promise<DiscountCodeRow> {
  const [row] = await db.select().from(discountCode).where(codeLookup(request.siteId, request.code)).limit(1);
  const email = request.email?.trim().toLowerCase() || null;
  const code = row ? discountCodeOfRow(row) : null;
  const problem = discountProblem(code, { now: request.now ?? new Date(), lines: request.lines, usesByEmail: row ? await usesByEmail(db, row.id, email) : 0 });
  if (problem !== null || !row) throw discountProblemError(problem ?? 'unknown', code, request.currency, request.locale);
  return row;
}

/**
 * Takes one use of the code for `orderId`, in the caller's transaction (the one that places the
 * order, so a refused code places nothing and a rolled-back order takes no use). Throws the 4xx
 * saying why when the code may not be used; returns the code's row as it was before this use.
 */
export async function redeemDiscountCode(tx: Db, request: DiscountUseRequest & { orderId: string; email: string }): Promise<DiscountCodeRow> {
  const [row] = await tx.select().from(discountCode).where(codeLookup(request.siteId, request.code)).limit(1).for('update');
  const email = request.email.trim().toLowerCase();
  const code = row ? discountCodeOfRow(row) : null;
  // Counted under the code's lock: every redemption of this code that committed before is seen.
  const problem = discountProblem(code, { now: request.now ?? new Date(), lines: request.lines, usesByEmail: row ? await usesByEmail(tx, row.id, email) : 0 });
  if (problem !== null || !row) throw discountProblemError(problem ?? 'unknown', code, request.currency, request.locale);
  await tx
    .update(discountCode)
    .set({ uses: sql`${discountCode.uses} + 1` })
    .where(eq(discountCode.id, row.id));
  await tx.insert(discountRedemption).values({ codeId: row.id, orderId: request.orderId, email });
  return row;
}

/**
 * Gives an order's code use back (the order was cancelled, expired or failed), once: true when it
 * had one not yet given back. In the caller's transaction (the one that moves the order).
 */
export async function releaseDiscountUse(tx: Db, orderId: string, now = new Date()): Promise<boolean> {
  const [released] = await tx
    .update(discountRedemption)
    .set({ releasedAt: now })
    .where(and(eq(discountRedemption.orderId, orderId), isNull(discountRedemption.releasedAt)))
    .returning({ codeId: discountRedemption.codeId });
  if (!released) return false;
  await tx
    .update(discountCode)
    .set({ uses: sql`greatest(${discountCode.uses} - 1, 0)` })
    .where(eq(discountCode.id, released.codeId));
  return true;
}
