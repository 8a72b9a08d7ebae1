import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItemHref, cartItemKey, choiceLabel, choiceValue, hasVariantChoice, sameItem } from './cart-item.ts';

describe('cart item identity', () => {
  it('is product id + colour value + size value, default for a missing one', () => {
    expect(cartItemKey({ id: 'p1', color: 'red', size: { value: 'm', label: 'Medium' } })).toBe('p1:red:m');
    expect(cartItemKey({ id: 'p1' })).toBe('p1:default:default');
    expect(cartItemKey({ id: 'p1', color: '', size: null })).toBe('p1:default:default');
    expect(cartItemKey({ id: 'p1', color: { value: 'red' } })).toBe('p1:red:default');
  });

  it('treats a string and an object with the same value as the same choice', () => {
    expect(sameItem({ id: 'a', color: 'red', size: 's' }, { id: 'a', color: { value: 'red', label: 'Red' }, size: { value: 's' } })).toBe(true);
    expect(sameItem({ id: 'a', color: 'red' }, { id: 'a', color: 'blue' })).toBe(false);
  });

  it('is injective over (id, colour, size) even when values contain the separator (property)', () => {
    const part = fc.string({ minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(part, part, part, part, part, part, (id1, c1, s1, id2, c2, s2) => {
        const a = cartItemKey({ id: id1, color: c1, size: s1 });
        const b = cartItemKey({ id: id2, color: c2, size: s2 });
        expect(a === b).toBe(id1 === id2 && c1 === c2 && s1 === s2);
      }),
    );
  });

  it('reads values and labels of either form', () => {
    expect(choiceValue({ value: 'x', label: 'X' })).toBe('x');
    expect(choiceValue(undefined)).toBeNull();
    expect(choiceLabel({ value: 'x', label: 'X' })).toBe('X');
    expect(choiceLabel({ value: 'x' })).toBe('x');
    expect(choiceLabel('y')).toBe('y');
    expect(choiceLabel('')).toBeNull();
    expect(choiceLabel(null)).toBeNull();
    expect(hasVariantChoice({ color: null, size: 'm' })).toBe(true);
    expect(hasVariantChoice({})).toBe(false);
  });

  it('links to the product page of its collection', () => {
    expect(cartItemHref({ collection: 'products', id: 'a b' })).toBe('/data/products/a%20b');
  });
});
