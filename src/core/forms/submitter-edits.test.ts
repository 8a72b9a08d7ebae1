import { describe, expect, it } from 'vitest';
import { SUBMITTER_EDIT_WINDOW_MS, effectiveSubmitterEdits, submitterEditsPossible, submitterMayEditNow } from './submitter-edits.ts';

describe('submitter edits', () => {
  it('are never possible for products, orders and system collections, whatever is stored', () => {
    for (const name of ['products', 'Products', 'orders', 'system_pages', 'site_templates']) {
      expect(submitterEditsPossible(name), name).toBe(false);
      expect(effectiveSubmitterEdits(name, 'always'), name).toBe('never');
    }
    expect(submitterEditsPossible('orders-2026')).toBe(true);
    expect(effectiveSubmitterEdits('sign-ups', 'always')).toBe('always');
    expect(effectiveSubmitterEdits('sign-ups', '24h')).toBe('24h');
  });

  it('default to never for a missing or unknown setting', () => {
    expect(effectiveSubmitterEdits('sign-ups', undefined)).toBe('never');
    expect(effectiveSubmitterEdits('sign-ups', 'sometimes')).toBe('never');
  });

  it('last 24 hours from submitting for 24h, for good for always, not at all for never', () => {
    const created = new Date('2026-11-26T10:00:00Z');
    const at = (ms: number) => new Date(created.getTime() + ms);
    expect(submitterMayEditNow('24h', created, at(SUBMITTER_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(submitterMayEditNow('24h', created, at(SUBMITTER_EDIT_WINDOW_MS))).toBe(false);
    expect(submitterMayEditNow('always', created, at(365 * SUBMITTER_EDIT_WINDOW_MS))).toBe(true);
    expect(submitterMayEditNow('never', created, at(0))).toBe(false);
  });
});
