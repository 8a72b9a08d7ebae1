import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON_PAGE_SIZE, MAX_ICON_PAGE_SIZE, listIcons } from './list-icons.ts';

describe('listIcons', () => {
  it('pages through one set in name order', async () => {
    const first = await listIcons({ set: 'go', limit: 10, offset: 0 });
    const second = await listIcons({ set: 'go', limit: 10, offset: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    const names = [...first.items, ...second.items].map((item) => item.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(20);
    expect(first.items.every((item) => item.set === 'go' && item.name.startsWith('Go'))).toBe(true);
  });

  it('searches case-insensitively, every word having to match', async () => {
    const result = await listIcons({ set: 'fa', search: 'LEAF' });
    expect(result.items.map((item) => item.name)).toContain('FaLeaf');
    expect(result.items.every((item) => item.name.toLowerCase().includes('leaf'))).toBe(true);

    const words = await listIcons({ set: 'fa', search: 'arrow left', limit: MAX_ICON_PAGE_SIZE });
    expect(words.total).toBeGreaterThan(0);
    expect(words.items.every((item) => /arrow/i.test(item.name) && /left/i.test(item.name))).toBe(true);
  });

  it("searches across every built-in set with 'all', in library order", async () => {
    const result = await listIcons({ set: 'all', search: 'home', limit: MAX_ICON_PAGE_SIZE });
    const sets = new Set(result.items.map((item) => item.set));
    expect(sets).toEqual(new Set(['fa', 'ti', 'go', 'tb', 'cg', 'md']));
    const order = result.items.map((item) => ['fa', 'ti', 'go', 'tb', 'cg', 'md'].indexOf(item.set));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('reports the total beyond the page and an empty page past the end', async () => {
    const result = await listIcons({ set: 'fa', search: 'arrow', limit: 5 });
    expect(result.items).toHaveLength(5);
    expect(result.total).toBeGreaterThan(5);
    const past = await listIcons({ set: 'fa', search: 'arrow', limit: 5, offset: result.total });
    expect(past).toEqual({ items: [], total: result.total });
  });

  it('clamps the page size and offset', async () => {
    expect((await listIcons({ set: 'md' })).items).toHaveLength(DEFAULT_ICON_PAGE_SIZE);
    expect((await listIcons({ set: 'md', limit: 10_000 })).items).toHaveLength(MAX_ICON_PAGE_SIZE);
    expect((await listIcons({ set: 'md', limit: 0 })).items).toHaveLength(1);
    const fromStart = await listIcons({ set: 'md', limit: 3 });
    expect((await listIcons({ set: 'md', limit: 3, offset: -4 })).items).toEqual(fromStart.items);
    expect((await listIcons({ set: 'md', limit: 3, offset: Number.NaN })).items).toEqual(fromStart.items);
  });

  it('lists nothing for custom or unknown sets', async () => {
    expect(await listIcons({ set: 'custom' })).toEqual({ items: [], total: 0 });
    expect(await listIcons({ set: 'fa6' })).toEqual({ items: [], total: 0 });
    expect(await listIcons({ set: '../../x' })).toEqual({ items: [], total: 0 });
  });

  it('finds nothing for a search no icon matches', async () => {
    expect(await listIcons({ set: 'all', search: 'zzqqxx' })).toEqual({ items: [], total: 0 });
  });
});
