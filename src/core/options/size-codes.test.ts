import { describe, expect, it } from 'vitest';
import { SIZE_CODE_GROUPS, SIZE_GROUPS, sizesOfGroup } from './size-codes.ts';

describe('size codes', () => {
  it('has apparel, shoe, ring, bed, storage, screen and volume groups', () => {
    expect(SIZE_CODE_GROUPS.map((group) => group.value)).toEqual([...SIZE_GROUPS]);
    expect(SIZE_GROUPS).toEqual(['apparel', 'shoe', 'ring', 'bed', 'storage', 'screen', 'volume']);
  });

  it('apparel runs XS to XXL', () => {
    expect(sizesOfGroup('apparel').map((size) => size.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('shoe and ring sizes are real ranges', () => {
    expect(sizesOfGroup('shoe').map((size) => size.label)).toEqual(
      Array.from({ length: 13 }, (_, index) => `EU ${35 + index}`),
    );
    const rings = sizesOfGroup('ring');
    expect(rings[0]).toEqual({ label: 'US 4', value: 'ring-4' });
    expect(rings[1]).toEqual({ label: 'US 4.5', value: 'ring-4_5' });
    expect(rings.at(-1)).toEqual({ label: 'US 13', value: 'ring-13' });
    expect(rings).toHaveLength(19);
  });

  it('size values are unique across groups and URL-safe', () => {
    const values = SIZE_CODE_GROUPS.flatMap((group) => group.sizes).map((size) => size.value);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z0-9_-]+$/);
    expect(values.length).toBe(SIZE_CODE_GROUPS.reduce((sum, group) => sum + group.sizes.length, 0));
    for (const group of SIZE_CODE_GROUPS) expect(group.sizes.length).toBeGreaterThanOrEqual(6);
  });

  it('returns no sizes for an unknown group', () => {
    expect(sizesOfGroup('hats' as never)).toEqual([]);
  });
});
