// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ProductList } from './product-list.tsx';
import { PRODUCT_LIST_DEFAULT_PROPS } from './product-list.types.ts';

const dom = setUpDomRoot();
const fetchMock = vi.fn<typeof fetch>();

const record = (id: string, name: string) => ({ id, _id: id, name, price: '12.5', image: '', colors: '[]' });
const answer = (items: unknown[], total = items.length) => new Response(JSON.stringify({ data: items, items, error: null, pagination: { total, page: 0, limit: 12 } }), { headers: { 'content-type': 'application/json' } });
const calls = () => fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(String(url), 'http://x').searchParams));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function mount(extra: Record<string, unknown> = {}) {
  await act(async () => {
    dom.root.render(<ProductList {...PRODUCT_LIST_DEFAULT_PROPS} siteSlug="site-demo" _siteId="demo" _items={[]} _total={0} {...extra} />);
  });
}
const select = (label: string) => [...dom.container.querySelectorAll('label')].find((l) => l.textContent === label)!.control as HTMLSelectElement;

async function change(element: HTMLInputElement | HTMLSelectElement, value: string | boolean) {
  await act(async () => {
    if (typeof value === 'boolean') (element as HTMLInputElement).click();
    else {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
      setter.call(element, value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  });
}

describe('ProductList filter panel', () => {
  it('makes no call for the first page the server rendered, then refetches on each filter, from page 0', async () => {
    await mount();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => answer([record('a', 'Alpha')], 1));
    await change(select('Category'), 'clothing');
    await change(select('Price'), '200+');
    expect(calls()).toEqual([
      { siteId: 'demo', limit: '12', page: '0', sort: 'desc', sortField: 'created_at', category: 'clothing', inStock: 'true' },
      { siteId: 'demo', limit: '12', page: '0', sort: 'desc', sortField: 'created_at', category: 'clothing', priceRange: '200+', inStock: 'true' },
    ]);
    expect(dom.container.querySelector('[data-product-card] a')?.textContent).toBe('Alpha');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('1 product');
  });

  it('sends the stock boxes and the search after a pause in typing', async () => {
    vi.useFakeTimers();
    await mount();
    fetchMock.mockImplementation(async () => answer([]));
    const [inStock, outOfStock] = [...dom.container.querySelectorAll('input[type="checkbox"]')] as HTMLInputElement[];
    await change(outOfStock!, true);
    await change(inStock!, true);
    await change(dom.container.querySelector('input[type="search"]') as HTMLInputElement, 'linen');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(calls().map((call) => [call.inStock, call.outOfStock, call.search])).toEqual([
      [undefined, undefined, undefined],
      [undefined, 'true', undefined],
      [undefined, 'true', 'linen'],
    ]);
    expect(dom.container.querySelector('[data-product-list-empty]')).not.toBeNull();
  });

  it('pages forward and back with zero-based pages', async () => {
    await mount({ limit: 2, _items: [], _total: 5 });
    fetchMock.mockImplementation(async () => answer([record('c', 'Gamma')], 5));
    const next = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Next')!;
    await act(async () => next.click());
    expect(calls()[0]).toMatchObject({ page: '1', limit: '2' });
    expect(dom.container.querySelector('nav')?.textContent).toContain('Page 2 of 3');
  });

  it("shows 'Unable to Load Products' when a call fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount();
    fetchMock.mockResolvedValue(new Response('{"error":"x"}', { status: 500 }));
    await change(select('Category'), 'home');
    expect(dom.container.querySelector('[data-product-list-error] p')?.textContent).toBe('Unable to Load Products');
  });
});
