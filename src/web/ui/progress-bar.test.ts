import { describe, expect, it } from 'vitest';
import { clampProgress } from './progress-bar.tsx';

describe('clampProgress (spec 2-management §4: progress is clamped to 0–100)', () => {
  it('keeps values inside 0..100 and whole', () => {
    expect([-5, 0, 33.4, 100, 250, Number.NaN].map(clampProgress)).toEqual([0, 0, 33, 100, 100, 0]);
  });
});
