import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_COLOR_IDS, DUPLICATE_SIZE_IDS, DUPLICATE_VARIANTS, duplicateValues, rebuildVariantStock, variantProblems } from './variant-editing.ts';

const color = (value: string) => ({ value, label: value, hex: '#000000' });
const size = (value: string) => ({ value, label: value.toUpperCase() });

describe('variant editing', () => {
  it('finds repeated ids, ignoring blanks', () => {
    expect(duplicateValues(['red', ' red', 'blue', '', ''])).toEqual(['red']);
  });

  it('shows the banners of the spec, in order', () => {
    expect(variantProblems({ colors: [color('red'), color('red')], sizes: [size('s'), size('s')], variant_stock: [{ color_value: 'red', size_value: 's', stock: 1 }, { color_value: 'red', size_value: 's', stock: 2 }] })).toEqual([DUPLICATE_COLOR_IDS, DUPLICATE_SIZE_IDS, DUPLICATE_VARIANTS]);
    expect(variantProblems({ colors: [color('red')], sizes: [size('s')], variant_stock: [{ color_value: 'red', size_value: 's', stock: 1 }] })).toEqual([]);
  });

  it('rebuilds the cross of colours and sizes with 0, keeping existing stocks', () => {
    const existing = [
      { color_value: 'red', size_value: 's', stock: 7 },
      { color_value: 'gone', size_value: 's', stock: 9 },
    ];
    expect(rebuildVariantStock([color('red'), color('blue')], [size('s'), size('m')], existing)).toEqual([
      { color_value: 'red', size_value: 's', stock: 7 },
      { color_value: 'red', size_value: 'm', stock: 0 },
      { color_value: 'blue', size_value: 's', stock: 0 },
      { color_value: 'blue', size_value: 'm', stock: 0 },
    ]);
    expect(rebuildVariantStock([color('red')], [], [])).toEqual([{ color_value: 'red', size_value: '', stock: 0 }]);
    expect(rebuildVariantStock([], [], existing)).toEqual([]);
  });

  it('always has one row per distinct combination and never loses a kept stock', () => {
    const values = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 });
    fc.assert(
      fc.property(values, values, fc.array(fc.record({ color_value: fc.constantFrom('a', 'b', ''), size_value: fc.constantFrom('a', 'c', ''), stock: fc.nat(50) }), { maxLength: 6 }), (colors, sizes, existing) => {
        const rows = rebuildVariantStock(colors.map(color), sizes.map(size), existing);
        const expected = colors.length + sizes.length === 0 ? 0 : Math.max(1, new Set(colors).size) * Math.max(1, new Set(sizes).size);
        if (rows.length !== expected) return false;
        if (variantProblems({ colors: [], sizes: [], variant_stock: rows }).length > 0) return false;
        return rows.every((row) => {
          const kept = [...existing].reverse().find((e) => e.color_value === row.color_value && e.size_value === row.size_value);
          return row.stock === (kept?.stock ?? 0);
        });
      }),
    );
  });
});
