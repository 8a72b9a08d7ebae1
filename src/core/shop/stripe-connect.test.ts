import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECT_FEE_PERCENT_MAX, platformFeeMinor, stripeConnectStateOf } from './stripe-connect.ts';

describe('platformFeeMinor', () => {
  it('rounds down to a whole minor unit', () => {
    expect(platformFeeMinor(10_000, 10)).toBe(1000);
    expect(platformFeeMinor(999, 1.5)).toBe(14);
    expect(platformFeeMinor(1, 10)).toBe(0);
    expect(platformFeeMinor(1200, 2.75)).toBe(33);
    expect(platformFeeMinor(0, 50)).toBe(0);
    expect(platformFeeMinor(12_345, 0)).toBe(0);
  });

  it('keeps precision on large totals', () => {
    expect(platformFeeMinor(Number.MAX_SAFE_INTEGER, 50)).toBe(Math.floor(Number.MAX_SAFE_INTEGER / 2));
  });

  it('refuses what is out of range', () => {
    expect(() => platformFeeMinor(-1, 5)).toThrow(RangeError);
    expect(() => platformFeeMinor(1.5, 5)).toThrow(RangeError);
    expect(() => platformFeeMinor(100, 50.01)).toThrow(RangeError);
    expect(() => platformFeeMinor(100, Number.NaN)).toThrow(RangeError);
  });

  it('never exceeds the stated percent, and misses it by less than one minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: CONNECT_FEE_PERCENT_MAX * 100 }), (total, bps) => {
        const fee = platformFeeMinor(total, bps / 100);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee * 10_000).toBeLessThanOrEqual(total * bps);
        expect((fee + 1) * 10_000).toBeGreaterThan(total * bps);
        expect(fee).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('stripeConnectStateOf', () => {
  it('reads the stored account', () => {
    expect(stripeConnectStateOf({ accountId: null, connected: false, chargesEnabled: false })).toBe('not-connected');
    expect(stripeConnectStateOf({ accountId: 'acct_1', connected: false, chargesEnabled: true })).toBe('not-connected');
    expect(stripeConnectStateOf({ accountId: 'acct_1', connected: true, chargesEnabled: false })).toBe('onboarding');
    expect(stripeConnectStateOf({ accountId: 'acct_1', connected: true, chargesEnabled: true })).toBe('connected');
  });
});
