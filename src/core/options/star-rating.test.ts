import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAR_COUNT,
  FEEDBACK_LABELS,
  feedbackLabel,
  STAR_GAP_OPTIONS,
  STAR_GAPS,
  STAR_SIZE_OPTIONS,
  STAR_SIZES,
} from './star-rating.ts';

describe('star rating options', () => {
  it('sizes and gaps (spec 2 §2)', () => {
    expect(STAR_SIZES).toEqual({ small: 20, medium: 24, large: 32, xlarge: 40 });
    expect(STAR_SIZE_OPTIONS.map((option) => option.value)).toEqual(['small', 'medium', 'large', 'xlarge']);
    expect([...STAR_GAPS]).toEqual([0, 2, 4, 8]);
    expect(STAR_GAP_OPTIONS.map((option) => option.label)).toEqual(['0px', '2px', '4px', '8px']);
    expect(DEFAULT_STAR_COUNT).toBe(5);
  });

  it('feedback labels (spec 3 §9)', () => {
    expect(FEEDBACK_LABELS).toEqual({ 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' });
    expect(feedbackLabel(4)).toBe('Very Good');
    expect(feedbackLabel(4.6)).toBe('Excellent');
    expect(feedbackLabel(0)).toBe('');
    expect(feedbackLabel(6)).toBe('');
  });
});
