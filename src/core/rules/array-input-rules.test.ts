import { describe, expect, it } from 'vitest';
import {
  arrayFieldProblems,
  arrayItemsError,
  canAddArrayItem,
  canRemoveArrayItem,
  coerceArrayFieldValue,
  emptyArrayItem,
  findDuplicateValues,
  isArrayItemEmpty,
  normaliseArrayItems,
  type ArrayInputField,
} from './array-input-rules.ts';

const FIELDS: ArrayInputField[] = [
  { name: 'label', label: 'Label', type: 'text', unique: true },
  { name: 'qty', label: 'Quantity', type: 'number' },
];

describe('array input limits', () => {
  it('defaults to 0 to 10 items', () => {
    expect(canAddArrayItem(9)).toBe(true);
    expect(canAddArrayItem(10)).toBe(false);
    expect(canRemoveArrayItem(1)).toBe(true);
    expect(canRemoveArrayItem(0)).toBe(false);
  });
  it('removes only above the minimum and adds only below the maximum', () => {
    expect(canRemoveArrayItem(2, { min: 2 })).toBe(false);
    expect(canRemoveArrayItem(3, { min: 2 })).toBe(true);
    expect(canAddArrayItem(3, { max: 3 })).toBe(false);
    // A maximum below the minimum is raised to it.
    expect(canAddArrayItem(2, { min: 3, max: 1 })).toBe(true);
  });
});

describe('array input items', () => {
  it('normalises stored values: pads to the minimum, cuts to the maximum, converts numbers', () => {
    expect(normaliseArrayItems(undefined, FIELDS, { min: 1 })).toEqual([{ label: '', qty: null }]);
    expect(normaliseArrayItems([{ label: 'a', qty: '3' }, null, 'x', { label: 5 }], FIELDS)).toEqual([
      { label: 'a', qty: 3 },
      { label: '5', qty: null },
    ]);
    expect(normaliseArrayItems(Array.from({ length: 12 }, () => ({})), FIELDS)).toHaveLength(10);
    expect(emptyArrayItem(FIELDS)).toEqual({ label: '', qty: null });
  });
  it('converts number inputs to numbers and keeps text as text', () => {
    expect(coerceArrayFieldValue(FIELDS[1]!, '12.5')).toBe(12.5);
    expect(coerceArrayFieldValue(FIELDS[1]!, '')).toBeNull();
    expect(coerceArrayFieldValue(FIELDS[1]!, 'abc')).toBeNull();
    expect(coerceArrayFieldValue(FIELDS[0]!, undefined)).toBe('');
    expect(coerceArrayFieldValue(FIELDS[0]!, 'x')).toBe('x');
  });
  it('detects fully empty items', () => {
    expect(isArrayItemEmpty({ label: ' ', qty: null }, FIELDS)).toBe(true);
    expect(isArrayItemEmpty({ label: '', qty: 0 }, FIELDS)).toBe(false);
  });
});

describe('arrayItemsError', () => {
  it('allows one empty item but not two', () => {
    expect(arrayItemsError([{ label: '', qty: null }], FIELDS)).toBeNull();
    expect(arrayItemsError([{ label: '', qty: null }, { label: '', qty: null }], FIELDS)).toBe(
      'Multiple empty items detected. Please fill in values before adding more items.',
    );
  });
  it('lists duplicated values of unique fields only', () => {
    const items = [
      { label: 'a', qty: 1 },
      { label: 'b', qty: 1 },
      { label: 'a', qty: 2 },
      { label: 'b', qty: 3 },
      { label: 'a', qty: 4 },
    ];
    expect(findDuplicateValues(items, FIELDS)).toEqual(['a', 'b']);
    expect(arrayItemsError(items, FIELDS)).toBe('Duplicate values found: a, b');
    expect(arrayItemsError([{ label: 'a', qty: 1 }, { label: 'c', qty: 1 }], FIELDS)).toBeNull();
    expect(findDuplicateValues([{ label: '', qty: 1 }, { label: '', qty: 2 }, { label: null, qty: 2 }], FIELDS)).toEqual([]);
  });
});

describe('arrayFieldProblems', () => {
  it('names fields without a name, a label or select options', () => {
    expect(arrayFieldProblems(FIELDS)).toEqual([]);
    expect(
      arrayFieldProblems([
        { name: '', label: 'X', type: 'text' },
        { name: 'y', label: '', type: 'text' },
        { name: 'z', label: 'Z', type: 'select' },
      ]),
    ).toEqual(['Field 1 has no name', 'Field y has no label', 'Field z has no options']);
  });
});
