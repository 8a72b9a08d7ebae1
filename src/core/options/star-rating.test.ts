import { describe, expect, it } from 'vitest';
import { STAR_GAP_OPTIONS, STAR_GAPS, STAR_SIZE_OPTIONS, STAR_SIZES } from './star-rating.ts';

// The sizes and gaps themselves are the spec's: src/core/spec-strings.test.ts.
describe('star rating options', () => {
  it('offer every size and gap (spec 2 §2)', () => {
    expect(STAR_SIZE_OPTIONS.map((option) => option.value)).toEqual(Object.keys(STAR_SIZES));
    expect(STAR_GAP_OPTIONS.map((option) => option.label)).toEqual(STAR_GAPS.map((gap) => `${gap}px`));
  });
});
