import { describe, expect, it, vi } from 'vitest';
import type { ListProducts } from '#core/product-list/product-list-query.ts';
import { prepareProductList } from './prepare-product-list.server.ts';

const record = { id: 'p1', _id: 'p1', name: 'Mug', price: '18', description: 'A long description the card never shows', variant_stock: [], image: '/mug.webp' };

describe('prepareProductList', () => {
  it('reads the first page with the default filters (in stock only) and hands the block teasers only', async () => {
    const listProducts = vi.fn<ListProducts>(async () => ({ records: [record], total: 7, siteId: 'demo' }));
    const prepared = await prepareProductList({ collection: 'products', limit: 80, sort: 'asc', sortField: 'price' }, { listProducts });
    expect(listProducts).toHaveBeenCalledWith('products', { search: '', category: null, price: null, stock: 'in', tags: [] }, { limit: 50, page: 0, sort: 'asc', sortField: 'price' });
    expect(prepared).toEqual({
      _items: [{ id: 'p1', name: 'Mug', image: '/mug.webp', price: 18, discount_price: null, price_prefix: '$', colors: [], collection: 'products' }],
      _total: 7,
      _siteId: 'demo',
      _view: { filters: { search: '', category: 'all', priceRange: 'all', inStock: { inStock: true, outOfStock: false }, tags: [] }, sort: null, page: 0 },
    });
  });

  it('renders the view the address names: filters, the visitor sort, the page; tags only those the block offers', async () => {
    const listProducts = vi.fn<ListProducts>(async () => ({ records: [], total: 0, siteId: 'demo' }));
    const query = new URLSearchParams('category=home&price=200%2B&sort=price-asc&page=2&tags=eco,secret&unknown=1');
    const prepared = await prepareProductList({ collection: 'products', limit: 12, sort: 'desc', sortField: 'created_at', filterTags: [{ tag: 'eco' }] }, { listProducts, query });
    expect(listProducts).toHaveBeenCalledWith('products', { search: '', category: 'home', price: { min: 200, max: null }, stock: 'in', tags: ['eco'] }, { limit: 12, page: 1, sort: 'asc', sortField: 'price' });
    expect((prepared._view as { sort: string }).sort).toBe('price-asc');
    // Without the filter panel the list has no controls: the address does not change it.
    await prepareProductList({ collection: 'products', showFilters: false }, { listProducts, query });
    expect(listProducts.mock.calls[1]?.[1]).toEqual({ search: '', category: null, price: null, stock: 'in', tags: [] });
  });

  it("falls back to the products collection and sort, and reads nothing for an emptied collection", async () => {
    const listProducts = vi.fn<ListProducts>(async () => ({ records: [], total: 0, siteId: null }));
    await prepareProductList({ sortField: 'secret' }, { listProducts });
    expect(listProducts.mock.calls[0]?.[0]).toBe('products');
    expect(listProducts.mock.calls[0]?.[2]).toEqual({ limit: 12, page: 0, sort: 'desc', sortField: 'created_at' });
    expect(await prepareProductList({ collection: '  ' }, { listProducts })).toEqual({});
  });

  it('logs a failed read and marks the block failed (spec 3 §8)', async () => {
    const logError = vi.fn();
    const failure = new Error('database down');
    const prepared = await prepareProductList({ collection: 'products' }, { listProducts: async () => Promise.reject(failure), logError });
    expect(prepared).toMatchObject({ _items: [], _total: 0, _failed: true });
    expect(logError).toHaveBeenCalledWith('product list: the products could not be loaded', { err: failure, collection: 'products' });
  });
});
