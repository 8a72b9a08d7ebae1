import { describe, expect, it } from 'vitest';
import { reconcileEdit } from './reconcile-edit.ts';

describe('reconcileEdit', () => {
  it('writes what the editor changed and leaves alone what it sent as it was given', () => {
    // A checkout took stock (10 -> 9) while the owner edited the description.
    const edit = reconcileEdit({ description: 'Old', stock: 9 }, { description: 'Old', stock: 10 }, { description: 'New', stock: 10 });
    expect(edit).toEqual({ write: { description: 'New' }, conflicts: [] });
  });

  it('names a field both changed to different values, and lets one both changed alike through', () => {
    expect(reconcileEdit({ stock: 9 }, { stock: 10 }, { stock: 20 })).toEqual({ write: {}, conflicts: ['stock'] });
    expect(reconcileEdit({ stock: 20 }, { stock: 10 }, { stock: 20 })).toEqual({ write: { stock: 20 }, conflicts: [] });
  });

  it('compares lists and objects by value, whatever the key order the database gives back', () => {
    const variants = [{ color_value: 'red', size_value: 'M', stock: 2 }];
    const stored = { variant_stock: [{ stock: 2, size_value: 'M', color_value: 'red' }], tags: ['a'] };
    expect(reconcileEdit(stored, { variant_stock: variants, tags: ['a'] }, { variant_stock: variants, tags: ['a', 'b'] })).toEqual({ write: { tags: ['a', 'b'] }, conflicts: [] });
  });

  it('treats a field the record lacks as null, and writes a field the form did not report as loaded', () => {
    expect(reconcileEdit({}, { note: null }, { note: 'First note' })).toEqual({ write: { note: 'First note' }, conflicts: [] });
    expect(reconcileEdit({ note: 'Theirs' }, { note: null }, { note: 'Mine' })).toEqual({ write: {}, conflicts: ['note'] });
    expect(reconcileEdit({ extra: 1 }, {}, { extra: 2 })).toEqual({ write: { extra: 2 }, conflicts: [] });
    expect(reconcileEdit('not an object', { a: null }, { a: 'x' })).toEqual({ write: { a: 'x' }, conflicts: [] });
  });
});
