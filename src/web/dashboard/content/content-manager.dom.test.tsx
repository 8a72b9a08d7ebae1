// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manageSourceBySlug, type ContentSource } from '#core/content/content-sources.ts';
import { DELETE_FAILED, DELETE_SUCCESS, LOAD_MORE_LABEL, NO_ITEMS_FOUND, SEARCHING_LABEL } from '#core/content/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { ContentManager } from './content-manager.tsx';
import type { ContentItem } from './content-item.ts';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The create dialogs belong to other screens' tests; here only the list matters.
vi.mock('./create-action.tsx', () => ({ CreateAction: () => null }));
// The detail dialog's contract: open while an item is given, and it hands a delete back.
vi.mock('./item-detail-dialog.tsx', () => ({
  ItemDetailDialog: ({ item, deletable, onDelete, onClose }: { item: ContentItem | null; deletable: boolean; onDelete(item: ContentItem): void; onClose(): void }) =>
    item === null ? null : (
      <div role="dialog" aria-label={`Details of ${String(item.name ?? item.label)}`}>
        {deletable ? (
          <button type="button" onClick={() => onDelete(item)}>
            Delete from dialog
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ),
}));

const dom = setUpDomRoot();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const image = (n: number): ContentItem => ({ id: `img-${n}`, name: `Image ${n}`, url: `/media/uploads/${n}.png`, mime: 'image/png', bytes: 2048 });
const color = (n: number): ContentItem => ({ id: null, value: `c-${n}`, hex: '#ef4444', label: `Colour ${n}`, custom: false });

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;
function server(handler: Handler) {
  return vi.fn(async (input: string, init?: RequestInit) => handler(new URL(input, 'http://localhost'), init));
}
const listCalls = (fetcher: ReturnType<typeof server>) =>
  fetcher.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => new URL(url, 'http://localhost').searchParams);

function render(source: ContentSource, fetcher: ReturnType<typeof server>, collection = source.collection) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The delete goes through the API client: the same fake answers at the network edge.
  vi.stubGlobal('fetch', fetcher);
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <ConfirmDialogProvider>
          <ContentManager source={source} collection={collection} siteUniqueId="abc" heading="Demo: images" fetcher={fetcher} />
        </ConfirmDialogProvider>
      </QueryClientProvider>,
    ),
  );
}

const text = () => dom.container.textContent ?? '';
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
/** Lets time pass in short act() windows (so every update renders) until `check` holds. */
async function until(check: () => void, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const click = (element: Element | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

const IMAGES = manageSourceBySlug('images')!;
const COLORS = manageSourceBySlug('colors')!;

beforeEach(() => vi.clearAllMocks());

describe('ContentManager', () => {
  it('shows a busy skeleton, then the items with "X of Y items", and appends Load More pages without duplicates', async () => {
    const fetcher = server((url) => {
      const page = Number(url.searchParams.get('page'));
      // Page 1 repeats the last item of page 0, as happens when an item is added meanwhile.
      const items = page === 0 ? [color(1), color(2), color(3)].concat(Array.from({ length: 21 }, (_, i) => color(i + 4))) : [color(24), color(25), color(26)];
      return json(200, { data: items, items, error: null, pagination: { total: 27, page, limit: 24 } });
    });
    render(COLORS, fetcher);
    expect(dom.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await until(() => expect(text()).toContain('24 of 27 items'));
    expect(listCalls(fetcher)[0]!.get('page')).toBe('0');
    expect(listCalls(fetcher)[0]!.get('family')).toBe('all');
    expect(listCalls(fetcher)[0]!.get('sortBy')).toBe('name_asc');

    await click(buttonNamed(LOAD_MORE_LABEL));
    await until(() => expect(text()).toContain('26 of 27 items'));
    expect(listCalls(fetcher).map((p) => p.get('page'))).toEqual(['0', '1']);
    expect(dom.container.querySelectorAll('li')).toHaveLength(26);
    // 26 distinct of a declared 27: Load More stays while page × limit is below the total.
    expect(buttonNamed(LOAD_MORE_LABEL)).toBeUndefined();
  });

  it('debounces the search into one request for page 0, with a searching indicator meanwhile', async () => {
    const fetcher = server((url) => {
      const query = url.searchParams.get('searchQuery') ?? '';
      const all = url.searchParams.get('page') === '0' ? [image(1), image(2), image(3)] : [image(4), image(5), image(6)];
      const items = all.filter((item) => String(item.name).includes(query));
      return json(200, { data: items, error: null, pagination: { total: query ? items.length : 48 } });
    });
    render(IMAGES, fetcher);
    await until(() => expect(text()).toContain('3 of 48 items'));
    await click(buttonNamed(LOAD_MORE_LABEL));
    await until(() => expect(text()).toContain('6 of 48 items'));

    const input = dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => typeInto(input, 'I'));
    act(() => typeInto(input, 'Im'));
    act(() => typeInto(input, 'Image 2'));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain(SEARCHING_LABEL);
    await until(() => expect(text()).toContain('1 of 1 items'));
    const searches = listCalls(fetcher).filter((p) => p.has('searchQuery'));
    expect(searches.map((p) => [p.get('searchQuery'), p.get('page')])).toEqual([['Image 2', '0']]);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('');

    // Back to no search: page 0 again, not the two pages seen before.
    act(() => typeInto(input, ''));
    await until(() => expect(text()).toContain('3 of 48 items'));
    expect(buttonNamed(LOAD_MORE_LABEL)).toBeDefined();
  });

  it('starts again at page 0 when a filter changes', async () => {
    const fetcher = server((url) => json(200, { data: [color(Number(url.searchParams.get('page')) * 10)], pagination: { total: 100 } }));
    render(COLORS, fetcher);
    await until(() => expect(text()).toContain('1 of 100 items'));
    await click(buttonNamed(LOAD_MORE_LABEL));
    await until(() => expect(text()).toContain('2 of 100 items'));

    await click(buttonNamed('Filters'));
    const family = dom.container.querySelector<HTMLSelectElement>('select[name="family"]')!;
    act(() => {
      family.value = 'red';
      family.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => expect(listCalls(fetcher).some((p) => p.get('family') === 'red')).toBe(true));
    const filtered = listCalls(fetcher).filter((p) => p.get('family') === 'red');
    expect(filtered.map((p) => p.get('page'))).toEqual(['0']);
    await until(() => expect(text()).toContain('1 of 100 items'));
  });

  it('asks first, deletes, toasts and reloads from page 0', async () => {
    let deleted = false;
    const fetcher = server((url, init) => {
      if (init?.method === 'DELETE') {
        expect(url.pathname).toBe('/api/system_images/img-2');
        deleted = true;
        return json(200, { success: true, error: null });
      }
      const items = deleted ? [image(1), image(3)] : [image(1), image(2), image(3)];
      return json(200, { data: items, pagination: { total: items.length } });
    });
    render(IMAGES, fetcher);
    await until(() => expect(text()).toContain('3 of 3 items'));

    // Cancel: nothing is sent.
    const deleteOf = (name: string) => [...dom.container.querySelectorAll('article')].find((a) => a.textContent?.includes(name))!.querySelector('button[aria-describedby]');
    await click(deleteOf('Image 2')!);
    await until(() => expect(buttonNamed('Cancel')).toBeDefined());
    expect(document.body.textContent).toContain('Are you sure you want to delete "Image 2"?');
    await click(buttonNamed('Cancel'));
    expect(fetcher.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    // From the detail dialog, OK: deleted, toasted, the list reloads page 0.
    await click([...dom.container.querySelectorAll('h2 button')].find((b) => b.textContent === 'Image 2'));
    await click(buttonNamed('Delete from dialog'));
    await until(() => expect(buttonNamed('OK')).toBeDefined());
    const before = listCalls(fetcher).length;
    await click(buttonNamed('OK'));
    await until(() => expect(text()).toContain('2 of 2 items'));
    expect(notify.success).toHaveBeenCalledWith(DELETE_SUCCESS);
    expect(listCalls(fetcher).slice(before).map((p) => p.get('page'))).toEqual(['0']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('logs the server reason as a warning and toasts the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = server((_url, init) =>
      init?.method === 'DELETE' ? json(403, { success: false, error: 'Not your site' }) : json(200, { data: [image(1)], pagination: { total: 1 } }),
    );
    render(IMAGES, fetcher);
    await until(() => expect(text()).toContain('1 of 1 items'));
    await click(dom.container.querySelector('article button[aria-describedby]')!);
    await until(() => expect(buttonNamed('OK')).toBeDefined());
    await click(buttonNamed('OK'));
    await until(() => expect(notify.error).toHaveBeenCalledWith(DELETE_FAILED));
    expect(warn.mock.calls[0]!.join(' ')).toContain('Not your site');
    expect(text()).toContain('1 of 1 items');
    warn.mockRestore();
  });

  it('hides delete where the source is not deletable, for built-in icons and for sites the user only edits', async () => {
    render(COLORS, server(() => json(200, { data: [color(1)], pagination: { total: 1 } })));
    await until(() => expect(text()).toContain('1 of 1 items'));
    expect(dom.container.querySelector('article button[aria-describedby]')).toBeNull();
    await click(dom.container.querySelector('h2 button')!);
    expect(buttonNamed('Delete from dialog')).toBeUndefined();

    const icons = [
      { set: 'fa', iconName: 'FaLeaf', name: 'FaLeaf' },
      { id: 'i1', set: 'custom', iconName: 'mine', name: 'mine', src: 'data:image/svg+xml;base64,PHN2Zy8+' },
    ];
    render(manageSourceBySlug('icons')!, server(() => json(200, { data: icons, pagination: { total: 2 } })));
    await until(() => expect(text()).toContain('2 of 2 items'));
    const deletable = (name: string) => [...dom.container.querySelectorAll('article')].find((a) => a.textContent?.includes(name))!.querySelector('button[aria-describedby]');
    expect(deletable('FaLeaf')).toBeNull();
    expect(deletable('mine')?.textContent).toBe('Delete');

    const sites = [
      { id: 's1', unique_id: 's1', title: 'Owned', role: 'owner' },
      { id: 's2', unique_id: 's2', title: 'Edited', role: 'editor' },
    ];
    render(manageSourceBySlug('sites')!, server(() => json(200, { data: sites, pagination: { total: 2 } })));
    await until(() => expect(text()).toContain('2 of 2 items'));
    expect(deletable('Owned')?.textContent).toBe('Delete');
    expect(deletable('Edited')).toBeNull();
  });

  it('says "No items found" for an empty list, and offers Retry on an error', async () => {
    render(IMAGES, server(() => json(200, { data: [], pagination: { total: 0 } })));
    await until(() => expect(text()).toContain(NO_ITEMS_FOUND));
    expect(text()).toContain('0 of 0 items');

    let failing = true;
    render(
      manageSourceBySlug('videos')!,
      server(() => (failing ? json(500, { error: 'Database unavailable' }) : json(200, { data: [image(7)], pagination: { total: 1 } }))),
    );
    await until(() => expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('Database unavailable'));
    failing = false;
    await click(buttonNamed('Retry'));
    await until(() => expect(text()).toContain('1 of 1 items'));
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('switches between grid and list', async () => {
    render(IMAGES, server(() => json(200, { data: [image(1)], pagination: { total: 1 } })));
    await until(() => expect(text()).toContain('1 of 1 items'));
    expect(dom.container.querySelector('ul article')).not.toBeNull();
    const list = dom.container.querySelector<HTMLButtonElement>('button[aria-label="List view"]')!;
    expect(list.getAttribute('aria-pressed')).toBe('false');
    await click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(dom.container.querySelector('table th[scope="row"]')?.textContent).toBe('Image 1');
  });
});
