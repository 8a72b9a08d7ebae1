import { describe, expect, it } from 'vitest';
import { COLUMN_SPLIT_OPTIONS, columnSplitTemplate, DEFAULT_COLUMN_SPLIT, ORIENTATION_OPTIONS } from './layout.ts';

describe('layout options', () => {
  it('has the three orientations', () => {
    expect(ORIENTATION_OPTIONS.map((option) => option.value)).toEqual(['vertical', 'horizontal', 'carousel']);
  });

  it('turns a split into a grid template', () => {
    expect(columnSplitTemplate('33-67')).toBe('minmax(0, 33fr) minmax(0, 67fr)');
  });

  it('has presets for two, three and four columns whose shares add up to about 100', () => {
    for (const count of [2, 3, 4] as const) {
      const presets = COLUMN_SPLIT_OPTIONS[count];
      expect(presets.length).toBeGreaterThanOrEqual(5);
      expect(presets[0]?.value).toBe(DEFAULT_COLUMN_SPLIT[count]);
      expect(new Set(presets.map((preset) => preset.value)).size).toBe(presets.length);
      for (const preset of presets) {
        const shares = preset.value.split('-').map(Number);
        expect(shares).toHaveLength(count);
        const total = shares.reduce((sum, share) => sum + share, 0);
        expect(total).toBeGreaterThanOrEqual(99);
        expect(total).toBeLessThanOrEqual(100);
        expect(preset.template.match(/minmax/g)).toHaveLength(count);
        expect(preset.label).toBe(shares.map((share) => `${share}%`).join(' / '));
      }
    }
    expect(COLUMN_SPLIT_OPTIONS[2].map((preset) => preset.value)).toEqual(expect.arrayContaining(['50-50', '33-67', '67-33']));
  });
});
