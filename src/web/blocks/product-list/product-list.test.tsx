// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductTeaser } from '#core/product-list/product-teaser.ts';
import { ProductList } from './product-list.tsx';
import { PRODUCT_LIST_DEFAULT_PROPS, type ProductListProps } from './product-list.types.ts';

export const TEASERS: ProductTeaser[] = [
  { id: 'p1', name: 'Linen shirt', image: '/shirt.webp', price: 60, discount_price: 45, price_prefix: '$', colors: [], collection: 'products' },
  { id: 'p2', name: 'Desk lamp', image: null, price: 99.99, discount_price: null, price_prefix: '$', colors: [], collection: 'products' },
];

function render(props: Partial<ProductListProps>): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<ProductList {...PRODUCT_LIST_DEFAULT_PROPS} siteSlug="site-demo" {...props} />);
  return host;
}

describe('ProductList as the server renders it', () => {
  it('renders the first page the server read, each card linking to its product page', () => {
    const host = render({ heading: 'Shop', _items: TEASERS, _total: 14 });
    expect(host.querySelector('h2')?.textContent).toBe('Shop');
    expect([...host.querySelectorAll('[data-product-card] h3 a')].map((a) => a.getAttribute('href'))).toEqual(['/data/site-demo/products/p1', '/data/site-demo/products/p2']);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('14 products');
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('Page 1 of 2');
    // The first row's pictures are not lazy: the largest paint is usually one of them.
    expect(host.querySelector('[data-product-card] img')?.getAttribute('loading')).toBe('eager');
  });

  it('has a labelled filter panel with the spec defaults: every filter all, in stock ticked', () => {
    const host = render({ _items: TEASERS, _total: 2, filterTags: [{ tag: 'summer' }, { tag: '' }] });
    const panel = host.querySelector('form[role="search"]')!;
    expect(panel.getAttribute('aria-label')).toBe('Filter products');
    const selects = [...panel.querySelectorAll('select')] as HTMLSelectElement[];
    expect(selects.map((select) => select.querySelector('option[selected]')?.getAttribute('value') ?? select.value)).toEqual(['all', 'all']);
    const boxes = [...panel.querySelectorAll('input[type="checkbox"]')] as HTMLInputElement[];
    expect(boxes.map((box) => [box.parentElement?.textContent, box.hasAttribute('checked')])).toEqual([
      ['In stock', true],
      ['Out of stock', false],
      ['summer', false],
    ]);
    for (const control of panel.querySelectorAll('input, select')) {
      const id = control.getAttribute('id');
      expect(id === null ? control.closest('label') : panel.querySelector(`label[for="${id}"]`), control.outerHTML).not.toBeNull();
    }
  });

  it("shows 'No Products Found' with a link to every product inside the site", () => {
    const host = render({ _items: [], _total: 0 });
    expect(host.querySelector('[data-product-list-empty]')?.textContent).toBe('No Products FoundBrowse All Products');
    expect(host.querySelector('[data-product-list-empty] a')?.getAttribute('href')).toBe('/site-demo/products');
  });

  it("shows 'Unable to Load Products' with Retry reloading the page", () => {
    for (const showFilters of [true, false]) {
      const host = render({ _failed: true, _items: [], showFilters });
      const error = host.querySelector('[data-product-list-error]')!;
      expect(error.getAttribute('role')).toBe('alert');
      expect(error.querySelector('p')?.textContent).toBe('Unable to Load Products');
      expect(error.querySelector('a')?.textContent).toBe('Retry');
      expect(error.querySelector('a')?.getAttribute('href')).toBe('');
    }
  });

  it('without the filter panel, is a static grid, or the skeleton while nothing was read', () => {
    const host = render({ showFilters: false, _items: TEASERS });
    expect(host.querySelector('form')).toBeNull();
    expect(host.querySelectorAll('[data-product-card]')).toHaveLength(2);
    const waiting = render({ showFilters: false, limit: 4 });
    expect(waiting.querySelectorAll('[data-product-placeholder]')).toHaveLength(4);
    expect(waiting.querySelector('[data-product-placeholder]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says so when it has no collection to read', () => {
    expect(render({ collection: ' ' }).querySelector('[role="note"]')?.textContent).toContain('Please select a product source');
  });
});
