import { describe, expect, it } from 'vitest';
import { orderTrackingLine } from './owner-notifications.ts';

describe('orderTrackingLine', () => {
  it('names the carrier and the tracking number when both were given', () => {
    expect(orderTrackingLine('DHL', 'JD0146000099')).toBe('DHL, tracking number JD0146000099');
  });

  it('reads well with either part alone, with no dangling comma', () => {
    expect(orderTrackingLine('', 'JD1')).toBe('Tracking number JD1');
    expect(orderTrackingLine(null, ' JD1 ')).toBe('Tracking number JD1');
    expect(orderTrackingLine('Royal Mail', null)).toBe('Royal Mail');
  });

  it('is null when the owner gave neither, so no empty line is shown or mailed', () => {
    expect(orderTrackingLine(null, null)).toBeNull();
    expect(orderTrackingLine('  ', '')).toBeNull();
  });
});
