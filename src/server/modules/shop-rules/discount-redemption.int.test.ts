import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReferenceFrom } from '#core/checkout/order.ts';
import { DISCOUNT_PROBLEMS, type DiscountableLine } from '#core/shop-rules/discounts.ts';
import type { Db } from '#server/db/client.ts';
import { discountCode, discountRedemption, shopOrder, site, taxRate } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { transitionOrder } from '#server/modules/orders/transition-order.public.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkDiscountUse, redeemDiscountCode, releaseDiscountUse } from './discount-redemption.public.ts';

/*
 * Discount code uses (issue 26; decision 065), on PGlite and, with TEST_DATABASE_URL, PostgreSQL:
 * concurrent orders racing for the last use get exactly one; a cancelled or failed order gives its
 * use back once; per-email limits hold under the same race; each refusal says why.
 */

let t: TestApp;
let siteId: string;
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await t.signUp('owner@redemption.test');
  const [mine] = await t.deps.database.db.insert(site).values({ uniqueId: 'redemption-shop', title: 'Redemption Shop', ownerId: userId }).returning();
  const [other] = await t.deps.database.db.insert(site).values({ uniqueId: 'redemption-other', title: 'Other Shop', ownerId: userId }).returning();
  siteId = mine!.id;
  otherSiteId = other!.id;
});

afterAll(async () => {
  await t?.close();
});

const LINES: DiscountableLine[] = [{ productId: '00000000-0000-4000-8000-000000000001', category: 'books', amountCents: 5000, digital: false }];

async function newCode(values: Partial<typeof discountCode.$inferInsert> & { code: string }): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(discountCode)
    .values({ siteId, kind: 'percent', value: 1000, ...values })
    .returning({ id: discountCode.id });
  return row!.id;
}

/** A pending order as checkout writes one, in `tx`. */
async function insertOrder(tx: Db, email: string): Promise<string> {
  const [row] = await tx
    .insert(shopOrder)
    .values({
      reference: orderReferenceFrom(randomBytes(10)),
      sessionToken: randomBytes(24).toString('base64url'),
      siteId,
      email,
      method: 'invoice',
      lines: [],
      subtotalCents: 5000,
      totalCents: 4500,
      discountCents: 500,
      currency: 'EUR',
    })
    .returning({ id: shopOrder.id });
  return row!.id;
}

/** Places an order and redeems `code` for it in one transaction, as checkout will: a refused code places nothing. */
function placeWithCode(code: string, email: string): Promise<string> {
  return t.deps.database.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, email);
    await redeemDiscountCode(tx, { siteId, code, email, orderId, lines: LINES, currency: 'EUR' });
    return orderId;
  });
}

async function codeRow(id: string) {
  const [row] = await t.deps.database.db.select().from(discountCode).where(eq(discountCode.id, id));
  return row!;
}

async function liveRedemptions(codeId: string) {
  return t.deps.database.db.select().from(discountRedemption).where(and(eq(discountRedemption.codeId, codeId), isNull(discountRedemption.releasedAt)));
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('redeeming the last use', () => {
  it('20 concurrent orders with a code that has one use left: exactly one places its order and uses it', async () => {
    const id = await newCode({ code: 'LASTONE', usageLimit: 5, uses: 4 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => placeWithCode(i % 2 === 0 ? 'lastone' : 'LastOne', `buyer${i}@example.com`)));
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).status).toBe(409);
      expect((reason as HttpError).message).toBe(DISCOUNT_PROBLEMS.used_up);
      expect((reason as HttpError).validationErrors).toEqual({ discountCode: [DISCOUNT_PROBLEMS.used_up] });
    }
    expect((await codeRow(id)).uses).toBe(5);
    const live = await liveRedemptions(id);
    expect(live.map((r) => r.orderId)).toEqual([(placed[0] as PromiseFulfilledResult<string>).value]);
    // The refused orders were not placed: their transactions rolled back.
    const orders = await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder).where(eq(shopOrder.siteId, siteId));
    expect(orders).toHaveLength(1);
  });

  it('a cancelled order gives its use back, once; the next order may then use it', async () => {
    const id = await newCode({ code: 'GIVEBACK', usageLimit: 1 });
    const first = await placeWithCode('GIVEBACK', 'ada@example.com');
    expect((await codeRow(id)).uses).toBe(1);
    expect((await refusal(placeWithCode('GIVEBACK', 'bob@example.com'))).message).toBe(DISCOUNT_PROBLEMS.used_up);

    expect((await transitionOrder(t.deps, first, 'cancelled', { source: 'owner' })).changed).toBe(true);
    expect((await codeRow(id)).uses).toBe(0);
    const [released] = await t.deps.database.db.select().from(discountRedemption).where(eq(discountRedemption.orderId, first));
    expect(released!.releasedAt).toBeInstanceOf(Date);
    // Releasing again (a second expiry run, a replayed event) gives nothing more back.
    expect(await t.deps.database.db.transaction((tx) => releaseDiscountUse(tx, first))).toBe(false);
    expect((await codeRow(id)).uses).toBe(0);

    await placeWithCode('GIVEBACK', 'bob@example.com');
    expect((await codeRow(id)).uses).toBe(1);
  });

  it('concurrent releases of one order give back one use', async () => {
    const id = await newCode({ code: 'TWICE', usageLimit: 3 });
    const orderId = await placeWithCode('TWICE', 'ada@example.com');
    await placeWithCode('TWICE', 'bob@example.com');
    const released = await Promise.all(Array.from({ length: 5 }, () => t.deps.database.db.transaction((tx) => releaseDiscountUse(tx, orderId))));
    expect(released.filter(Boolean)).toHaveLength(1);
    expect((await codeRow(id)).uses).toBe(1);
  });

  it('a failed order gives its use back; a paid and refunded one does not', async () => {
    const id = await newCode({ code: 'KEEPS', usageLimit: 10 });
    const failing = await placeWithCode('KEEPS', 'ada@example.com');
    const paying = await placeWithCode('KEEPS', 'bob@example.com');
    await t.deps.database.db.update(shopOrder).set({ method: 'stripe' }).where(eq(shopOrder.id, failing));
    expect((await transitionOrder(t.deps, failing, 'failed', { source: 'provider' })).changed).toBe(true);
    expect((await codeRow(id)).uses).toBe(1);
    await transitionOrder(t.deps, paying, 'paid', { source: 'owner' });
    await transitionOrder(t.deps, paying, 'refunded', { source: 'owner' });
    expect((await codeRow(id)).uses).toBe(1);
  });

  it('10 concurrent orders of one buyer with a once-per-email code: one uses it, another buyer still may', async () => {
    const id = await newCode({ code: 'ONCEEACH', perEmailLimit: 1 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => placeWithCode('ONCEEACH', 'Same@Example.com')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as HttpError).message).toBe(DISCOUNT_PROBLEMS.used_up_for_email);
    await placeWithCode('ONCEEACH', 'other@example.com');
    expect((await codeRow(id)).uses).toBe(2);
    expect((await liveRedemptions(id)).map((r) => r.email).sort()).toEqual(['other@example.com', 'same@example.com']);
  });
});

describe('why a code is refused', () => {
  const check = (code: string, lines: DiscountableLine[] = LINES, now?: Date) => checkDiscountUse(t.deps.database.db, { siteId, code, email: 'ada@example.com', lines, currency: 'EUR', now });

  it('says so for an unknown code, one of another site, dates, minimum and products; takes no use', async () => {
    await newCode({ code: 'DATED', startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: new Date('2030-02-01T00:00:00Z') });
    await newCode({ code: 'BIGSPEND', minSubtotalCents: 10_000 });
    await newCode({ code: 'TOYSONLY', categories: ['toys'] });
    await newCode({ code: 'PAUSED', active: false });
    await t.deps.database.db.insert(discountCode).values({ siteId: otherSiteId, code: 'ELSEWHERE', kind: 'fixed', value: 100 });

    const cases: [string, number, string, Date?][] = [
      ['NOPE', 400, DISCOUNT_PROBLEMS.unknown],
      ['ELSEWHERE', 400, DISCOUNT_PROBLEMS.unknown],
      ['PAUSED', 400, DISCOUNT_PROBLEMS.inactive],
      ['DATED', 400, DISCOUNT_PROBLEMS.not_started, new Date('2029-12-31T23:59:59Z')],
      ['DATED', 400, DISCOUNT_PROBLEMS.ended, new Date('2030-02-01T00:00:00Z')],
      ['BIGSPEND', 400, 'This discount code needs a subtotal of at least €100.00.'],
      ['TOYSONLY', 400, DISCOUNT_PROBLEMS.no_eligible_product],
    ];
    for (const [code, status, message, now] of cases) {
      const error = await refusal(check(code, LINES, now));
      expect([code, error.status, error.message]).toEqual([code, status, message]);
    }
    expect((await check('dated', LINES, new Date('2030-01-15T00:00:00Z'))).code).toBe('DATED');
    const used = await t.deps.database.db.select().from(discountCode).where(eq(discountCode.code, 'DATED'));
    expect(used[0]!.uses).toBe(0);
  });
});

describe('the tables’ own guards', () => {
  it('keep code names unique per site whatever their case, and one country-wide rate per class', async () => {
    await newCode({ code: 'CaseCode' });
    await expect(newCode({ code: 'casecode' })).rejects.toThrow();
    await t.deps.database.db.insert(discountCode).values({ siteId: otherSiteId, code: 'casecode', kind: 'free_shipping', value: 0 });
    await expect(t.deps.database.db.insert(discountCode).values({ siteId, code: 'BADPCT', kind: 'percent', value: 10_001 })).rejects.toThrow();
    await expect(newCode({ code: 'NEGATIVE', uses: -1 })).rejects.toThrow();

    await t.deps.database.db.insert(taxRate).values({ siteId, country: 'DE', region: null, taxClass: 'standard', ratePpm: 190_000 });
    await expect(t.deps.database.db.insert(taxRate).values({ siteId, country: 'DE', region: null, taxClass: 'standard', ratePpm: 160_000 })).rejects.toThrow();
    await t.deps.database.db.insert(taxRate).values({ siteId, country: 'DE', region: null, taxClass: 'reduced', ratePpm: 70_000 });
    await expect(t.deps.database.db.insert(taxRate).values({ siteId, country: 'DE', region: null, taxClass: 'zero' as 'standard', ratePpm: 0 })).rejects.toThrow();
    await expect(t.deps.database.db.insert(taxRate).values({ siteId, country: 'FR', region: null, taxClass: 'standard', ratePpm: 1_000_001 })).rejects.toThrow();
  });
});
