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

async function usesByEmail(db: Db, code: DiscountCodeRow, email: string | null): Promise<number> {
  // Only a per-email limit reads the count: a code without one costs no query for it.
  if (email === null || code.perEmailLimit === null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemption)
    .where(and(eq(discountRedemption.codeId, code.id), eq(discountRedemption.email, email), isNull(discountRedemption.releasedAt)));
  return Number(row?.n ?? 0);
}

function codeLookup(siteId: string, typed: string) {
  return and(eq(discountCode.siteId, siteId), eq(sql`lower(${discountCode.code})`, discountCodeKey(typed)));
}

/** A code judged for a cart: its row when it may be used, else the 4xx saying why (and the row, when the code exists). */
export type DiscountVerdict = { ok: true; row: DiscountCodeRow } | { ok: false; row: DiscountCodeRow | null; error: HttpError };

function judge(row: DiscountCodeRow | undefined, request: DiscountUseRequest, uses: number): DiscountVerdict {
  const code = row ? discountCodeOfRow(row) : null;
  const problem = discountProblem(code, { now: request.now ?? new Date(), lines: request.lines, usesByEmail: uses });
  if (problem !== null || !row) return { ok: false, row: row ?? null, error: discountProblemError(problem ?? 'unknown', code, request.currency, request.locale) };
  return { ok: true, row };
}

/**
 * Whether the code may be used for this cart now, without taking a use or locking anything (the
 * checkout quote: a refused code is a problem the drawer shows, not an error).
 */
export async function judgeDiscountUse(db: Db, request: DiscountUseRequest): Promise<DiscountVerdict> {
  const [row] = await db.select().from(discountCode).where(codeLookup(request.siteId, request.code)).limit(1);
  const email = request.email?.trim().toLowerCase() || null;
  return judge(row, request, row ? await usesByEmail(db, row, email) : 0);
}

/** As judgeDiscountUse, throwing the 4xx when the code may not be used. */
export async function checkDiscountUse(db: Db, request: DiscountUseRequest): Promise<DiscountCodeRow> {
  const verdict = await judgeDiscountUse(db, request);
  if (!verdict.ok) throw verdict.error;
  return verdict.row;
}

/** A use taken: the code's row, and whether its `uses` is counted already (a limited code's, under its lock). */
export interface TakenDiscountUse {
  row: DiscountCodeRow;
  counted: boolean;
}

/**
 * The first half of a redemption, in the caller's transaction. A code with a total or per-email
 * limit is locked (SELECT … FOR UPDATE), judged under the lock and its use counted there: the last
 * use and a buyer's limit are granted once. A code without limits is judged without a lock and its
 * use is counted by recordDiscountRedemption, which placeOrder runs as its last statement: every
 * checkout of a shop's one popular code would otherwise wait for the others' whole transactions on
 * that row (decision 066). An owner adding a limit while such orders are in flight may see it
 * exceeded by those. Throws the 4xx when the code may not be used.
 */
export async function takeDiscountUse(tx: Db, request: DiscountUseRequest & { email: string }): Promise<TakenDiscountUse> {
  const [seen] = await tx.select().from(discountCode).where(codeLookup(request.siteId, request.code)).limit(1);
  if (!seen || (seen.usageLimit === null && seen.perEmailLimit === null)) {
    const verdict = judge(seen, request, 0);
    if (!verdict.ok) throw verdict.error;
    return { row: verdict.row, counted: false };
  }
  const [row] = await tx.select().from(discountCode).where(eq(discountCode.id, seen.id)).limit(1).for('update');
  // Counted under the code's lock: every redemption of this code that committed before is seen.
  const verdict = judge(row, request, row ? await usesByEmail(tx, row, request.email.trim().toLowerCase()) : 0);
  if (!verdict.ok) throw verdict.error;
  await tx
    .update(discountCode)
    .set({ uses: sql`${discountCode.uses} + 1` })
    .where(eq(discountCode.id, verdict.row.id));
  return { row: verdict.row, counted: true };
}

/** The second half: the redemption row of the order that took the use (what a cancellation gives back), and the use counted when it is not yet. */
export async function recordDiscountRedemption(tx: Db, taken: TakenDiscountUse, redemption: { orderId: string; email: string }): Promise<void> {
  const values = { codeId: taken.row.id, orderId: redemption.orderId, email: redemption.email.trim().toLowerCase() };
  if (taken.counted) {
    await tx.insert(discountRedemption).values(values);
    return;
  }
  // The row and the use in one statement (a checkout's hot path; decision 069): the use is counted
  // only by the statement that wrote the row.
  await tx.execute(sql`
    with redeemed as (
      insert into ${discountRedemption} (code_id, order_id, email) values (${values.codeId}, ${values.orderId}, ${values.email}) returning code_id
    )
    update ${discountCode} set uses = uses + 1 where id = (select code_id from redeemed)
  `);
}

/**
 * Takes one use of the code for `orderId`, in the caller's transaction (the one that places the
 * order, so a refused code places nothing and a rolled-back order takes no use). Throws the 4xx
 * saying why when the code may not be used; returns the code's row as it was before this use.
 */
export async function redeemDiscountCode(tx: Db, request: DiscountUseRequest & { orderId: string; email: string }): Promise<DiscountCodeRow> {
  const taken = await takeDiscountUse(tx, request);
  await recordDiscountRedemption(tx, taken, { orderId: request.orderId, email: request.email });
  return taken.row;
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
