import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_PRODUCT_LIST_VIEW, readProductListView, visitorSortOf, writeProductListView, type ProductListView } from './product-list-address.ts';
import { DEFAULT_PRODUCT_FILTERS } from './product-list-query.ts';

const read = (query: string) => readProductListView(new URLSearchParams(query));

describe('product list address', () => {
  it('reads nothing as the defaults, and writes the defaults as nothing', () => {
    expect(read('')).toEqual(DEFAULT_PRODUCT_LIST_VIEW);
    expect(writeProductListView(DEFAULT_PRODUCT_LIST_VIEW).toString()).toBe('');
  });

  it('round-trips filters, sort and a 1-based page, leaving other keys of the address alone', () => {
    const view: ProductListView = {
      filters: { search: 'linen shirt', category: 'home', priceRange: '25-50', inStock: { inStock: false, outOfStock: true }, tags: ['eco', 'new'] },
      sort: 'price-desc',
      page: 2,
    };
    const written = writeProductListView(view, new URLSearchParams('utm=x&page=9&sort=rating'));
    expect(Object.fromEntries(written)).toEqual({ utm: 'x', q: 'linen shirt', category: 'home', price: '25-50', stock: 'out', tags: 'eco,new', sort: 'price-desc', page: '3' });
    expect(readProductListView(written)).toEqual(view);
  });

  it('writes both stock boxes (or neither) as any, which reads back as both', () => {
    expect(writeProductListView({ ...DEFAULT_PRODUCT_LIST_VIEW, filters: { ...DEFAULT_PRODUCT_FILTERS, inStock: { inStock: false, outOfStock: false } } }).get('stock')).toBe('any');
    expect(read('stock=any').filters.inStock).toEqual({ inStock: true, outOfStock: true });
  });

  it('falls back to the default for every value it does not know, and bounds what it keeps', () => {
    const view = read(`category=weapons&price=1-1000000&stock=maybe&sort=cheapest&page=-3&q=${'x'.repeat(300)}&tags=${Array.from({ length: 30 }, (_, i) => `t${i}`).join(',')},${'y'.repeat(80)}`);
    expect(view.filters.category).toBe('all');
    expect(view.filters.priceRange).toBe('all');
    expect(view.filters.inStock).toEqual({ inStock: true, outOfStock: false });
    expect(view.sort).toBeNull();
    expect(view.page).toBe(0);
    expect(view.filters.search).toHaveLength(100);
    expect(view.filters.tags).toHaveLength(10);
    expect(read('page=abc').page).toBe(0);
    expect(read('page=0').page).toBe(0);
    expect(read('page=99999').page).toBe(9_999);
    expect(read('page=1e3').page).toBe(0);
  });

  it('counts the filters that differ from the defaults, each tag once', () => {
    expect(activeFilterCount(DEFAULT_PRODUCT_FILTERS)).toBe(0);
    expect(activeFilterCount({ search: ' mug ', category: 'home', priceRange: 'all', inStock: { inStock: true, outOfStock: true }, tags: ['a', 'b'] })).toBe(5);
  });

  it("names the block's own order when it is one of the visitor sorts", () => {
    expect(visitorSortOf({ sortField: 'created_at', sort: 'desc' })).toBe('newest');
    expect(visitorSortOf({ sortField: 'price', sort: 'asc' })).toBe('price-asc');
    expect(visitorSortOf({ sortField: 'name', sort: 'asc' })).toBeNull();
  });
});
