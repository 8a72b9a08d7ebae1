// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataCollectionSource } from '#core/content/content-sources.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { ContentManager } from '#web/dashboard/content/content-manager.tsx';
import { button, click, dialog, dialogTitle, json, openedDialog, settle } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const FIELDS: FormInput[] = [
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'subscribed', type: 'checkbox', label: 'Subscribed' },
];
const lead = (n: number) => ({ id: `r${n}`, _id: `r${n}`, created_at: `2026-01-0${n}T10:00:00.000Z`, updated_at: `2026-02-0${n}T10:00:00.000Z`, site_id: 'acme', email: `lead${n}@example.com`, subscribed: n % 2 === 0, note: 'not a field' });

function render(fields: FormInput[]) {
  const list = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    // The collections list (the definition's fields) and the records of `leads`.
    if (!url.pathname.startsWith('/api/data/')) return json(200, { data: [{ name: 'leads', recordCount: 2, formCount: 0, fields, defined: fields.length > 0, isPublic: false, updatedAt: null }] });
    const items = [lead(1), lead(2)];
    if (url.searchParams.get('sort') === 'desc') items.reverse();
    return json(200, { data: items, pagination: { total: 2 } });
  });
  vi.stubGlobal('fetch', list);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <ConfirmDialogProvider>
          <ContentManager source={dataCollectionSource('leads')} collection="leads" siteUniqueId="acme" heading="Acme: leads" />
        </ConfirmDialogProvider>
      </QueryClientProvider>,
    ),
  );
  return list;
}

const sorts = (list: ReturnType<typeof render>) => list.mock.calls.filter(([url]) => url.startsWith('/api/data/')).map(([url]) => new URL(url, 'http://localhost').searchParams).map((p) => `${p.get('sortField')} ${p.get('sort')}`);
const headers = () => [...dom.container.querySelectorAll('thead th')].map((th) => th.textContent);
const header = (label: string) => [...dom.container.querySelectorAll('thead th')].find((th) => th.textContent === label)!;
const rowNames = () => [...dom.container.querySelectorAll('tbody th')].map((th) => th.textContent);

async function listView() {
  await settle();
  await click(dom.container.querySelector('button[aria-label="List view"]')!);
  await settle();
}

describe('the records table of a data collection', () => {
  it('shows the defined fields and the dates, and sorts on the server by any of them', async () => {
    const list = render(FIELDS);
    await listView();
    expect(headers()).toEqual(['Email', 'Subscribed', 'Created', 'Updated', 'Actions']);
    expect(rowNames()).toEqual(['lead2@example.com', 'lead1@example.com']);
    expect(dom.container.querySelector('tbody tr')?.textContent).toContain('Yes');
    // The API's default order is shown as such.
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(sorts(list)).toEqual(['created_at desc']);

    // A defined field is in the collection's sort allow-list: its header sorts on the server.
    await click(header('Email').querySelector('button')!);
    await settle();
    expect(sorts(list).at(-1)).toBe('email asc');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');

    await click(header('Updated').querySelector('button')!);
    await settle();
    expect(sorts(list).at(-1)).toBe('updated_at asc');
    expect(header('Updated').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').hasAttribute('aria-sort')).toBe(false);
    expect(rowNames()).toEqual(['lead1@example.com', 'lead2@example.com']);

    await click(header('Updated').querySelector('button')!);
    await settle();
    expect(sorts(list).at(-1)).toBe('updated_at desc');
    expect(header('Updated').getAttribute('aria-sort')).toBe('descending');
  });

  it('falls back to the keys of the records when no field is defined, and opens a row’s editor from its Edit', async () => {
    render([]);
    await listView();
    expect(headers()).toEqual(['email', 'note', 'subscribed', 'Created', 'Updated', 'Actions']);
    const row = dom.container.querySelector('tbody tr')!;
    await click(button('Edit', row));
    // The edit form's code is fetched on the first open (lazyDialog), so it appears a moment later.
    await openedDialog();
    await settle();
    expect(dialogTitle()).toBe('Edit lead2@example.com');
    expect(dialog().querySelector<HTMLInputElement>('input[name="note"]')?.value).toBe('not a field');
  });
});
