import { describe, expect, it } from 'vitest';
import {
  IMAGE_URL_ALREADY_SELECTED,
  IMAGE_URL_NOT_VALID,
  IMAGE_URL_REQUIRED,
  NO_COLOR_SELECTED,
  colorsSelectedMessage,
  imagesSelectedMessage,
  maxColorsMessage,
  maxImagesMessage,
  minColorsMessage,
} from './messages.ts';
import { canAddMore, colorConfirmError, imageUrlToAddError, isImageUrlLike, isSelected, moveItem, removeAt, toggleSelection } from './selection.ts';

const id = (item: string): string => item;

// The plain strings and limits are the spec's: src/core/spec-strings.test.ts.
describe('selection messages', () => {
  it('put the count into spec 2 §8 wording', () => {
    expect(maxImagesMessage(5)).toBe('Maximum of 5 images allowed');
    expect(imagesSelectedMessage(2)).toBe('2 images selected');
    expect(maxColorsMessage(10)).toBe('You can select up to 10 colors');
    expect(colorsSelectedMessage(3)).toBe('3 colors selected');
  });
});

describe('toggleSelection', () => {
  it('appends new picks in order and removes a pick made again', () => {
    let selection: string[] = [];
    for (const item of ['a', 'b', 'c']) selection = toggleSelection(selection, item, id, { max: 5 }).selection;
    expect(selection).toEqual(['a', 'b', 'c']);
    const outcome = toggleSelection(selection, 'b', id, { max: 5 });
    expect(outcome).toEqual({ kind: 'removed', selection: ['a', 'c'] });
  });

  it('refuses a pick at the maximum and leaves the selection as it was', () => {
    const outcome = toggleSelection(['a', 'b'], 'c', id, { max: 2 });
    expect(outcome).toEqual({ kind: 'rejected', selection: ['a', 'b'] });
    // Removing still works at the maximum.
    expect(toggleSelection(['a', 'b'], 'a', id, { max: 2 }).kind).toBe('removed');
  });

  it('with replaceOldest drops the oldest pick to make room', () => {
    expect(toggleSelection(['a', 'b'], 'c', id, { max: 2, replaceOldest: true })).toEqual({ kind: 'replaced', selection: ['b', 'c'], dropped: 'a' });
    // A selection already over a lower maximum is cut to the newest picks.
    expect(toggleSelection(['a', 'b', 'c', 'd'], 'e', id, { max: 2, replaceOldest: true }).selection).toEqual(['d', 'e']);
    // Nothing can be kept with a maximum of 0.
    expect(toggleSelection([], 'a', id, { max: 0, replaceOldest: true }).kind).toBe('rejected');
  });

  it('compares by id, not identity', () => {
    const items = [{ id: '1' }, { id: '2' }];
    const outcome = toggleSelection(items, { id: '1' }, (item) => item.id, { max: 5 });
    expect(outcome.selection).toEqual([{ id: '2' }]);
    expect(isSelected(items, { id: '2' }, (item) => item.id)).toBe(true);
    expect(isSelected(items, { id: '3' }, (item) => item.id)).toBe(false);
  });
});

describe('reordering and removing picks', () => {
  it('moves an item, clamping the target, and ignores an unknown source', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('removes by position', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('multi-image URL add', () => {
  it('asks for a URL, a valid one, and one not already picked', () => {
    expect(imageUrlToAddError('  ', [])).toBe(IMAGE_URL_REQUIRED);
    for (const bad of ['not a url', 'ftp://example.com/a.png', 'javascript:alert(1)', '//evil.example/a.png', '/media/a b.png', 'https://']) {
      expect(imageUrlToAddError(bad, []), bad).toBe(IMAGE_URL_NOT_VALID);
    }
    expect(imageUrlToAddError('https://example.com/a.png', ['https://example.com/a.png'])).toBe(IMAGE_URL_ALREADY_SELECTED);
    expect(imageUrlToAddError(' https://example.com/a.png ', [])).toBeNull();
    expect(imageUrlToAddError('/media/site/abc.webp', [])).toBeNull();
    expect(isImageUrlLike('http://example.com')).toBe(true);
  });
  it('is disabled at the maximum', () => {
    expect(canAddMore(9, 10)).toBe(true);
    expect(canAddMore(10, 10)).toBe(false);
  });
});

describe('colour confirm', () => {
  it('refuses more than the maximum and an empty selection unless replacing is allowed', () => {
    expect(colorConfirmError(11, 10, false)).toBe('You can select up to 10 colors');
    expect(colorConfirmError(11, 10, true)).toBe('You can select up to 10 colors');
    expect(colorConfirmError(0, 10, false)).toBe(NO_COLOR_SELECTED);
    expect(colorConfirmError(0, 10, true)).toBeNull();
    expect(colorConfirmError(10, 10, false)).toBeNull();
  });
  it('holds a field to its minimum: none gives the spec message, too few names the minimum', () => {
    // The Section gradient asks for 2 to 10 colours.
    expect(colorConfirmError(0, 10, false, 2)).toBe('Please select at least one color');
    expect(colorConfirmError(1, 10, false, 2)).toBe('Please select at least 2 colors');
    expect(colorConfirmError(2, 10, false, 2)).toBeNull();
    expect(colorConfirmError(10, 10, false, 2)).toBeNull();
    expect(colorConfirmError(11, 10, false, 2)).toBe('You can select up to 10 colors');
    // A minimum of one is the spec's own sentence.
    expect(colorConfirmError(0, 10, false, 1)).toBe(NO_COLOR_SELECTED);
    expect(minColorsMessage(1)).toBe(NO_COLOR_SELECTED);
  });
});
