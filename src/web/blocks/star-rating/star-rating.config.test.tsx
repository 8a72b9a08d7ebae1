import { describe, expect, it } from 'vitest';
import { starRatingConfig } from './star-rating.config.tsx';

const optionValues = (field: unknown): unknown[] => (field as { options: { value: unknown }[] }).options.map((option) => option.value);

describe('starRatingConfig', () => {
  it('offers the spec sizes and gaps, with defaults among them', () => {
    expect(optionValues(starRatingConfig.fields!.size)).toEqual(['small', 'medium', 'large', 'xlarge']);
    expect(optionValues(starRatingConfig.fields!.gap)).toEqual([0, 2, 4, 8]);
    expect(optionValues(starRatingConfig.fields!.size)).toContain(starRatingConfig.defaultProps!.size);
    expect(optionValues(starRatingConfig.fields!.gap)).toContain(starRatingConfig.defaultProps!.gap);
    expect(starRatingConfig.defaultProps).toMatchObject({ count: 5, activeColor: '#ffb400', inactiveColor: '#cccccc' });
  });
});
