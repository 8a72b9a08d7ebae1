import { describe, expect, it } from 'vitest';
import { awaitsFulfilment, bucketSales, localDay, overviewDays, saleCents } from './overview.ts';

describe('shop overview rules', () => {
  it('counts paid, partially refunded (less the refund) and fulfilled orders as sales, nothing else', () => {
    expect(saleCents({ status: 'paid', totalCents: 1000, refundedCents: 0 })).toBe(1000);
    expect(saleCents({ status: 'partially_refunded', totalCents: 1000, refundedCents: 300 })).toBe(700);
    expect(saleCents({ status: 'fulfilled', totalCents: 1000, refundedCents: 0 })).toBe(1000);
    for (const status of ['pending', 'failed', 'cancelled', 'refunded'] as const) expect(saleCents({ status, totalCents: 1000, refundedCents: 0 })).toBe(0);
  });

  it('waits for fulfilment: paid orders and unconfirmed offline ones', () => {
    expect(awaitsFulfilment('paid', 'stripe')).toBe(true);
    expect(awaitsFulfilment('pending', 'delivery')).toBe(true);
    expect(awaitsFulfilment('pending', 'invoice')).toBe(true);
    expect(awaitsFulfilment('pending', 'stripe')).toBe(false);
    expect(awaitsFulfilment('fulfilled', 'delivery')).toBe(false);
  });

  it('buckets sales into the 30 local days ending today', () => {
    const now = new Date(2026, 10, 28, 9, 30);
    const { days, since } = overviewDays(now);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-11-28');
    expect(days[0]).toBe('2026-10-30');
    expect(localDay(since)).toBe('2026-10-30');
    const buckets = bucketSales(days, [
      { createdAt: new Date(2026, 10, 28, 0, 1), status: 'paid', totalCents: 500, refundedCents: 0 },
      { createdAt: new Date(2026, 10, 28, 23, 59), status: 'cancelled', totalCents: 900, refundedCents: 0 },
      { createdAt: new Date(2026, 9, 29, 23, 59), status: 'paid', totalCents: 900, refundedCents: 0 },
    ]);
    expect(buckets[29]).toEqual({ day: '2026-11-28', salesCents: 500, orders: 1 });
    expect(buckets.reduce((sum, day) => sum + day.orders, 0)).toBe(1);
  });
});
