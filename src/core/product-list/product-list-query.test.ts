import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTERS, ProductQueryError, clampProductLimit, productFiltersOf, productListSearchParams, readProductFilters, stockFilterOf } from './product-list-query.ts';

describe('product list query', () => {
  it('sends only what filters: the defaults ask for in-stock products only', () => {
    const params = productListSearchParams(DEFAULT_PRODUCT_FILTERS, { limit: 12, page: 0, sort: 'desc', sortField: 'created_at', siteId: 'demo' });
    expect(Object.fromEntries(params)).toEqual({ siteId: 'demo', limit: '12', page: '0', sort: 'desc', sortField: 'created_at', inStock: 'true' });
  });

  it('sends every filter that is set, and clamps limit and page', () => {
    const params = productListSearchParams(
      { search: '  linen ', category: 'clothing', priceRange: '200+', inStock: { inStock: false, outOfStock: true }, tags: ['a', 'b'] },
      { limit: 80, page: -2, sort: 'asc', sortField: 'price', collection: 'shop-items' },
    );
    expect(Object.fromEntries(params)).toEqual({ collection: 'shop-items', limit: '50', page: '0', sort: 'asc', sortField: 'price', search: 'linen', category: 'clothing', priceRange: '200+', outOfStock: 'true', tags: 'a,b' });
  });

  it('reads back what it sends', () => {
    expect(productFiltersOf({ ...DEFAULT_PRODUCT_FILTERS, category: 'Home', priceRange: '25-50', tags: ['x'] })).toEqual({ search: '', category: 'home', price: { min: 25, max: 50 }, stock: 'in', tags: ['x'] });
    expect(readProductFilters({ priceRange: '200+' }).price).toEqual({ min: 200, max: null });
    expect(readProductFilters({ tags: ' a, ,a,b ' }).tags).toEqual(['a', 'b']);
  });

  it('ticking both stock boxes or neither is no stock filter', () => {
    expect(stockFilterOf({ inStock: true, outOfStock: true })).toBeNull();
    expect(stockFilterOf({ inStock: false, outOfStock: false })).toBeNull();
    expect(readProductFilters({ inStock: 'false', outOfStock: 'true' }).stock).toBe('out');
  });

  it('refuses values it cannot read', () => {
    for (const query of [{ priceRange: 'cheap' }, { inStock: 'yes' }, { tags: Array.from({ length: 11 }, (_, i) => i).join(',') }]) {
      expect(() => readProductFilters(query)).toThrow(ProductQueryError);
    }
  });

  it('clamps the limit to 1..50 with 12 for anything unreadable', () => {
    expect([clampProductLimit(0), clampProductLimit(51), clampProductLimit('7'), clampProductLimit('x'), clampProductLimit(undefined)]).toEqual([1, 50, 7, 12, 12]);
  });
});
