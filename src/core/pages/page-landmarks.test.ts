import { describe, expect, it } from 'vitest';
import { splitPageLandmarks } from './page-landmarks.ts';

const blocks = (...types: string[]) => types.map((type, index) => ({ type, id: `${type}-${index}` }));
const typesOf = (list: { type: string }[]) => list.map((block) => block.type);

describe('splitPageLandmarks', () => {
  it('puts the leading navigation in the header, the trailing footer after main and the rest in main', () => {
    const split = splitPageLandmarks(blocks('NavMenu', 'SubNavigation', 'Heading', 'ProductList', 'Footer'));
    expect(typesOf(split.header)).toEqual(['NavMenu', 'SubNavigation']);
    expect(typesOf(split.main)).toEqual(['Heading', 'ProductList']);
    expect(typesOf(split.footer)).toEqual(['Footer']);
  });

  it('keeps a navigation block placed inside the content in main', () => {
    const split = splitPageLandmarks(blocks('Heading', 'NavMenu', 'Text'));
    expect(split.header).toEqual([]);
    expect(typesOf(split.main)).toEqual(['Heading', 'NavMenu', 'Text']);
    expect(split.footer).toEqual([]);
  });

  it('gives a page of only navigation and footer an empty main', () => {
    const split = splitPageLandmarks(blocks('NavMenu', 'Footer'));
    expect(typesOf(split.header)).toEqual(['NavMenu']);
    expect(split.main).toEqual([]);
    expect(typesOf(split.footer)).toEqual(['Footer']);
  });

  it('handles an empty page', () => {
    expect(splitPageLandmarks([])).toEqual({ header: [], main: [], footer: [] });
  });
});
