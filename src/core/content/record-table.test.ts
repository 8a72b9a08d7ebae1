import { describe, expect, it } from 'vitest';
import type { FormInput } from '../forms/form-input.ts';
import { DEFAULT_RECORD_SORT, RECORD_TABLE_FIELD_COLUMNS, freeFormInputs, nextRecordSort, recordSortFields, recordTableColumns } from './record-table.ts';

const DATES = [
  { key: 'created_at', label: 'Created', sortField: 'created_at' },
  { key: 'updated_at', label: 'Updated', sortField: 'updated_at' },
];

describe('recordTableColumns', () => {
  it('takes the first defined fields, labelled as the form labels them, then Created and Updated', () => {
    const fields: FormInput[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name, type: 'text', label: name === 'a' ? ' Alpha ' : undefined }));
    const columns = recordTableColumns(fields, [{ zzz: 'ignored when a definition exists' }]);
    expect(columns.map((column) => column.label)).toEqual(['Alpha', 'b', 'c', 'd', 'e', 'Created', 'Updated']);
    // A defined field is in the collection's sort allow-list, so its column sorts.
    expect(columns.slice(0, RECORD_TABLE_FIELD_COLUMNS).map((column) => column.sortField)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(columns.slice(-2)).toEqual(DATES);
  });

  it('without a definition lists the keys the records hold (title and name first, then sorted), never the server’s own', () => {
    const records = [
      { id: '1', _id: '1', created_at: 'x', updated_at: 'y', site_id: 's', title: 'One', _form_start_time: 1 },
      { id: '2', price: 3, active: true, name: 'Two' },
    ];
    expect(recordTableColumns([], records).map((column) => column.key)).toEqual(['title', 'name', 'active', 'price', 'created_at', 'updated_at']);
    expect(recordTableColumns([], [])).toEqual(DATES);
    expect(recordTableColumns([], records).slice(0, 4).every((column) => column.sortField === null)).toBe(true);
  });
});

describe('recordSortFields', () => {
  it('allows the dates and the collection’s defined fields, never a server key', () => {
    expect(recordSortFields([])).toEqual(['created_at', 'updated_at']);
    expect(recordSortFields([{ name: 'price' }, { name: 'site_id' }, { name: 'title' }])).toEqual(['created_at', 'updated_at', 'price', 'title']);
  });
});

describe('nextRecordSort', () => {
  it('sorts a new column ascending first and flips the sorted one', () => {
    expect(DEFAULT_RECORD_SORT).toEqual({ sortField: 'created_at', sort: 'desc' });
    expect(nextRecordSort(DEFAULT_RECORD_SORT, 'updated_at')).toEqual({ sortField: 'updated_at', sort: 'asc' });
    expect(nextRecordSort({ sortField: 'updated_at', sort: 'asc' }, 'updated_at')).toEqual({ sortField: 'updated_at', sort: 'desc' });
    expect(nextRecordSort(DEFAULT_RECORD_SORT, 'created_at')).toEqual({ sortField: 'created_at', sort: 'asc' });
  });
});

describe('freeFormInputs', () => {
  it('edits each plain value as an input of its kind and leaves lists, objects and server keys alone', () => {
    const record = {
      id: 'r1',
      _id: 'r1',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      site_id: 'acme',
      title: 'Lamp',
      notes: 'line one\nline two',
      long: 'x'.repeat(81),
      price: 12.5,
      inStock: false,
      empty: null,
      tags: ['a'],
      meta: { a: 1 },
      missing: undefined,
    };
    expect(freeFormInputs(record)).toEqual([
      { name: 'title', type: 'text' },
      { name: 'notes', type: 'textarea' },
      { name: 'long', type: 'textarea' },
      { name: 'price', type: 'number' },
      { name: 'inStock', type: 'checkbox' },
      { name: 'empty', type: 'text' },
    ]);
  });
});
