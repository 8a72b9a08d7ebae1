import { describe, expect, it } from 'vitest';
import type { FormInput } from './form-input.ts';
import { checkImportRows, importRules, recordColumns, rowToRecord, toCell } from './records-io.ts';

const FIELDS: FormInput[] = [
  { name: 'email', type: 'email', validationObject: { required: true } },
  { name: 'age', type: 'number', validationObject: { max: 130 } },
  { name: 'agree', type: 'checkbox' },
  { name: 'tags', type: 'array' },
  { name: 'photo', type: 'file', validationObject: { required: true } },
];

describe('records-io', () => {
  it('lists the defined fields first, then other keys, never the meta columns', () => {
    expect(recordColumns(FIELDS, [{ zeta: 1, _id: 'x', email: 'a' }, { alpha: 2, created_at: 'd' }])).toEqual(['email', 'age', 'agree', 'tags', 'photo', 'alpha', 'zeta']);
  });

  it('writes cells as text and JSON, and reads them back into values', () => {
    expect([toCell(null), toCell('a,b'), toCell(3), toCell(false), toCell(['x', 'y']), toCell({ a: 1 })]).toEqual(['', 'a,b', '3', 'false', '["x","y"]', '{"a":1}']);
    expect(rowToRecord(FIELDS, { _id: 'old', created_at: 'then', email: 'a@b.co', age: '42', agree: 'true', tags: '["x","y"]', photo: '/media/p.png', note: '', other: 'kept' })).toEqual({
      email: 'a@b.co',
      age: 42,
      agree: true,
      tags: ['x', 'y'],
      photo: '/media/p.png',
      other: 'kept',
    });
    expect(rowToRecord(FIELDS, { age: 'old', agree: 'maybe', tags: '[broken' })).toEqual({ age: 'old', agree: 'maybe', tags: '[broken' });
    expect(rowToRecord(FIELDS, { age: 7, tags: ['kept'] })).toEqual({ age: 7, tags: ['kept'] });
    expect(rowToRecord([], { free: '12', '\uFEFF_id': 'x' })).toEqual({ free: '12' });
    expect(rowToRecord(FIELDS, { email: "'=HYPERLINK()", age: "'-5", other: "'-cmd", keep: "'quoted" })).toEqual({ email: '=HYPERLINK()', age: "'-5", other: '-cmd', keep: "'quoted" });
  });

  it('knows which cells a spreadsheet would run', async () => {
    const { FORMULA_CELL } = await import('./records-io.ts');
    expect(['=1+1', '+x', '@SUM', '-cmd', '\tx'].every((cell) => FORMULA_CELL.test(cell))).toBe(true);
    expect(['-5', '-2.5', 'plain', '5-3', ''].some((cell) => FORMULA_CELL.test(cell))).toBe(false);
  });

  it("checks a file field as the stored file's address", () => {
    expect(importRules(FIELDS).photo).toBe('required|string');
    expect(importRules([{ name: 'docs', type: 'files' }]).docs).toBe('array');
  });

  it('names every failing row with its number, its fields and unknown columns', () => {
    const rows = [rowToRecord(FIELDS, { email: 'a@b.co', age: '42', photo: '/m.png' }), rowToRecord(FIELDS, { email: 'nope', age: '200', photo: '/m.png', extra: 'x' }), { 'bad key': 1, turnstileToken: 't' }];
    expect(checkImportRows(FIELDS, rows)).toEqual([
      { row: 2, errors: { email: ['Invalid email format'], age: ['this field must be at most 130'], extra: ['"extra" is not a field of this collection'] } },
      { row: 3, errors: { email: ['this field is required'], photo: ['this field is required'], 'bad key': ['"bad key" cannot be a field name'], turnstileToken: ['"turnstileToken" cannot be a field name'] } },
    ]);
    expect(checkImportRows([], [{ anything: 'goes' }])).toEqual([]);
  });
});
