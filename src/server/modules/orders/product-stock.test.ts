import { describe, expect, it } from 'vitest';
import { readStock, returnStock, takeStock } from './product-stock.ts';

const variants = [
  { color_value: 'red', size_value: 's', stock: 2 },
  { color_value: 'red', size_value: 'm', stock: 0 },
];

describe('taking stock', () => {
  it('takes from the colour × size entry and the product total, keeping the list’s form and every other field', () => {
    const asText = takeStock({ name: 'Shirt', stock: 5, variant_stock: JSON.stringify(variants) }, 'red', 's', 2);
    expect(asText).toEqual({ ok: true, data: { name: 'Shirt', stock: 3, variant_stock: JSON.stringify([{ ...variants[0], stock: 0 }, variants[1]]) } });
    const asList = takeStock({ variant_stock: variants }, 'red', 's', 1);
    expect(asList).toEqual({ ok: true, data: { variant_stock: [{ ...variants[0], stock: 1 }, variants[1]] } });
  });

  it('refuses more than the entry holds, an entry that does not exist, and more than the product holds', () => {
    expect(takeStock({ variant_stock: variants }, 'red', 's', 3)).toEqual({ ok: false, remaining: 2 });
    expect(takeStock({ variant_stock: variants }, 'blue', 's', 1)).toEqual({ ok: false, remaining: 0 });
    expect(takeStock({ stock: '4' }, null, null, 5)).toEqual({ ok: false, remaining: 4 });
    expect(takeStock({ stock: -2 }, null, null, 1)).toEqual({ ok: false, remaining: 0 });
  });

  it('takes nothing from a product without recorded stock (unlimited)', () => {
    expect(takeStock({ name: 'Gift card' }, null, null, 50)).toEqual({ ok: true, data: { name: 'Gift card' } });
    expect(takeStock({ stock: '', variant_stock: 'not json' }, null, null, 1)).toEqual({ ok: true, data: { stock: '', variant_stock: 'not json' } });
  });

  it('never takes the product total below zero when variants decide', () => {
    expect(takeStock({ stock: 1, variant_stock: variants }, 'red', 's', 2)).toMatchObject({ ok: true, data: { stock: 0 } });
  });
});

describe('giving stock back', () => {
  it('adds the units back where they were taken', () => {
    const taken = takeStock({ stock: 5, variant_stock: JSON.stringify(variants) }, 'red', 's', 2);
    if (!taken.ok) throw new Error('expected stock');
    expect(returnStock(taken.data, 'red', 's', 2)).toEqual({ stock: 5, variant_stock: JSON.stringify(variants) });
    expect(returnStock({ stock: 0 }, null, null, 3)).toEqual({ stock: 3 });
    expect(returnStock({ name: 'Gift card' }, null, null, 3)).toEqual({ name: 'Gift card' });
    // An entry removed meanwhile: the total still gets its units back.
    expect(returnStock({ stock: 1, variant_stock: [] }, 'red', 's', 1)).toEqual({ stock: 2, variant_stock: [] });
  });

  it('reads recorded stock as whole numbers', () => {
    expect(readStock('7')).toBe(7);
    expect(readStock(2.9)).toBe(2);
    expect(readStock(null)).toBeNull();
    expect(readStock('many')).toBeNull();
  });
});
