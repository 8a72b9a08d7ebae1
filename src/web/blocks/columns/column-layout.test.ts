import { describe, expect, it } from 'vitest';
import { columnCount, columnSplit } from './column-layout.ts';

describe('columnCount', () => {
  it('keeps 2, 3 and 4 and turns anything else into 2', () => {
    expect(columnCount(3)).toBe(3);
    expect(columnCount('4')).toBe(4);
    expect(columnCount(2)).toBe(2);
    expect(columnCount(5)).toBe(2);
    expect(columnCount(undefined)).toBe(2);
  });
});

describe('columnSplit', () => {
  it('keeps a preset of the same count', () => {
    expect(columnSplit(2, '33-67')).toBe('33-67');
    expect(columnSplit(4, '10-40-40-10')).toBe('10-40-40-10');
  });

  it('falls back to equal columns when the split belongs to another count or is unknown', () => {
    expect(columnSplit(3, '33-67')).toBe('33-33-33');
    expect(columnSplit(2, '25-25-25-25')).toBe('50-50');
    expect(columnSplit(4, undefined)).toBe('25-25-25-25');
  });
});
