// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, inEditorScope, json, pageOf } from '#web/block-fields/editor-test-kit.tsx';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { IconPicker } from './icon-picker.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  // A second round flushes what the query client scheduled while the first one waited.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
const options = (): HTMLElement[] => [...dom.container.querySelectorAll<HTMLElement>('[role="option"]')];

// The server's names: 130 per set, searchable; custom icons carry their data URL.
const BUILT_IN = ['fa', 'go'].flatMap((set) =>
  Array.from({ length: 130 }, (_, index) => ({ set, iconName: `${set === 'fa' ? 'Fa' : 'Go'}Icon${String(index).padStart(3, '0')}`, name: '' })).map((item) => ({ ...item, name: item.iconName })),
);
BUILT_IN.push({ set: 'fa', iconName: 'FaLeaf', name: 'FaLeaf' }, { set: 'go', iconName: 'GoHome', name: 'GoHome' });
const CUSTOM = [{ id: '8b0c5a2e-0000-4000-8000-000000000001', set: 'custom', iconName: 'company', name: 'company', src: 'data:image/svg+xml;base64,PHN2Zy8+' }];

function iconsApi() {
  return fakeFetch((url) => {
    if (url.pathname !== '/api/system_icons') return undefined;
    const set = url.searchParams.get('set') ?? 'custom';
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const all = [...(set === 'custom' || set === 'all' ? CUSTOM : []), ...BUILT_IN.filter((icon) => set === 'all' || icon.set === set)];
    return pageOf(
      all.filter((icon) => icon.name.toLowerCase().includes(search)),
      url,
    );
  });
}

describe('IconPicker', () => {
  it("opens on the chosen icon's library, asks the server for names and picks with the keyboard", async () => {
    const fetchMock = iconsApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<IconPicker label="Icon" value="GoHome" onChange={onChange} />)));
    await settle(100);
    expect(dom.container.querySelector<HTMLSelectElement>('select')!.value).toBe('go');
    expect(dom.container.textContent).toContain('Chosen: GoHome (Github Octicons)');
    expect(options()).toHaveLength(60);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ set: 'go', siteId: 'acme', limit: '60', page: '0', includeTotalCount: 'true' });
    // Previews are the server's SVG, never a react-icons module.
    expect(options()[0]!.querySelector('img')!.getAttribute('src')).toBe('/api/system_icons/svg?set=go&name=GoIcon000');

    const listbox = dom.container.querySelector('[role="listbox"]')!;
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press(listbox, 'ArrowRight');
    press(listbox, 'ArrowDown');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[7]!.id);
    press(listbox, 'Enter');
    expect(onChange).toHaveBeenCalledWith(options()[7]!.getAttribute('aria-label'));
  });

  it('loads the next page on Show more icons', async () => {
    iconsApi();
    act(() => dom.root.render(inEditorScope(<IconPicker label="Icon" value="FaLeaf" onChange={() => {}} />)));
    await settle(100);
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('Showing 60 of 131 icons');
    const more = [...dom.container.querySelectorAll('button')].find((button) => button.textContent === 'Show more icons')!;
    act(() => more.click());
    await settle(100);
    expect(options()).toHaveLength(120);
  });

  it('searches after a 500 ms pause and reports the count', async () => {
    const fetchMock = iconsApi();
    act(() => dom.root.render(inEditorScope(<IconPicker label="Icon" value="FaStar" onChange={() => {}} />)));
    await settle(100);
    const search = dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, 'leaf');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(200);
    expect(options().length).toBe(60);
    await settle(800);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toContain('search=leaf');
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual(['FaLeaf']);
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('Showing 1 of 1 icons');
  });

  it('lists custom icons with their data URL and marks the chosen one', async () => {
    iconsApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<IconPicker label="Icon" value="company" onChange={onChange} />)));
    await settle(100);
    expect(dom.container.querySelector<HTMLSelectElement>('select')!.value).toBe('custom');
    const selected = dom.container.querySelectorAll('[role="option"][aria-selected="true"]');
    expect([...selected].map((option) => option.getAttribute('aria-label'))).toEqual(['company']);
    expect(selected[0]!.querySelector('img')!.getAttribute('src')).toBe(CUSTOM[0]!.src);
  });

  it('says so when the icons cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeFetch((url) => (url.pathname === '/api/system_icons' ? (fail ? json({ error: 'Boom' }, 500) : pageOf(BUILT_IN.slice(0, 3), url)) : undefined));
    act(() => dom.root.render(inEditorScope(<IconPicker label="Icon" value="FaLeaf" onChange={() => {}} />)));
    await settle(100);
    expect(dom.container.querySelector('[role="status"]')!.textContent).toMatch(/could not be loaded/);
    fail = false;
    act(() => [...dom.container.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!.click());
    await settle(100);
    expect(options()).toHaveLength(3);
  });
});
