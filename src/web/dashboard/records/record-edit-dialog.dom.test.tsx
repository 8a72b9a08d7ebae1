// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionSummary } from '#core/forms/collection-summary.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { FORM_SUCCESS } from '#core/forms/messages.ts';
import { siteCollections } from '#core/paths/routes.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { button, click, dialog, dialogTitle, fakeFetch, field, json, settle, typeInto, type Route } from '#web/testing/dialog-test-kit.ts';
import { contentListScopeKey } from '#web/dashboard/content/use-content-list.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import { MAX_PER_ORDER_LABEL, PRICE_TOO_PRECISE, priceOutOfRange } from '#core/products/product-rules.ts';
import { RECORD_EDIT_LABELS, RecordEditDialog } from './record-edit-dialog.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();

beforeEach(() => vi.mocked(notify.success).mockClear());
afterEach(() => vi.unstubAllGlobals());

const COLLECTIONS_URL = '/api/collections?siteId=acme';
const PUT_URL = '/api/data/leads/r1';
const LEAD = { id: 'r1', _id: 'r1', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', site_id: 'acme', email: 'ada@example.com', visits: 3, tags: ['a', 'b'] };
const LEAD_FIELDS: FormInput[] = [
  { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
  { name: 'visits', type: 'number', label: 'Visits' },
];

const summary = (fields: FormInput[]): CollectionSummary => ({ name: 'leads', recordCount: 1, formCount: 0, fields, defined: fields.length > 0, isPublic: false, updatedAt: null, submitterEdits: 'never', submitterEditsPossible: true });

function render(routes: Record<string, Route>, record: Record<string, unknown> = LEAD) {
  const fetch = fakeFetch(routes);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <RecordEditDialog collection="leads" siteUniqueId="acme" record={record} name="ada@example.com" onClose={onClose} />
      </QueryClientProvider>,
    ),
  );
  return { fetch, invalidate, onClose };
}

/** The JSON `data` part of the n-th PUT. */
const sentData = (fetch: ReturnType<typeof fakeFetch>, n = 0) =>
  JSON.parse(String((fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')[n]![1]!.body as FormData).get('data'))) as Record<string, unknown>;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const save = () => click(button(RECORD_EDIT_LABELS.save, dialog()));

describe('RecordEditDialog', () => {
  it('edits a record with its collection’s fields; the server’s errors show under their field, then a save toasts and refreshes the list', async () => {
    let answer: Route = () => json(400, { error: 'Validation failed', validationErrors: { email: ['This address is already a lead'], owner: ['Owner is required'] } });
    const { fetch, invalidate, onClose } = render({ [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [summary(LEAD_FIELDS)] }), [`PUT ${PUT_URL}`]: (init) => answer(init) });
    expect(dialog().textContent).toContain(RECORD_EDIT_LABELS.loadingFields);
    await settle();
    expect(dialogTitle()).toBe('Edit ada@example.com');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Visits').value).toBe('3');

    // The rule engine runs first: nothing is sent while a rule fails.
    await typeInto(field('Email'), '');
    await save();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Email'))).toContain(FIELD_REQUIRED);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await typeInto(field('Email'), 'grace@example.com');
    await typeInto(field('Visits'), '4');
    await save();
    await settle();
    expect(sentData(fetch)).toMatchObject({ email: 'grace@example.com', visits: 4 });
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Email'))).toContain('This address is already a lead');
    // An error for a value the form has no input for is listed above the fields.
    expect(dialog().querySelector('[role="alert"]')?.textContent).toContain('owner: Owner is required');
    expect(notify.success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    answer = () => json(200, { data: { ...LEAD, email: 'grace@example.com', visits: 4 }, error: null, message: FORM_SUCCESS.updated });
    await save();
    await settle();
    expect(notify.success).toHaveBeenCalledWith(FORM_SUCCESS.updated);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: contentListScopeKey('leads', 'acme') });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s refusal that names no field as the form’s error', async () => {
    const { onClose } = render({
      [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [summary(LEAD_FIELDS)] }),
      [`PUT ${PUT_URL}`]: () => json(403, { error: 'You do not have permission to update this record.' }),
    });
    await settle();
    await save();
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Failed to update form: You do not have permission to update this record.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a record of a collection with no fields as its plain values, sends only what changed, and points at defining the fields', async () => {
    const { fetch, onClose } = render({
      [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [summary([])] }),
      [`PUT ${PUT_URL}`]: () => json(200, { data: LEAD, error: null, message: FORM_SUCCESS.updated }),
    });
    await settle();
    expect(dialog().textContent).toContain(RECORD_EDIT_LABELS.freeForm);
    const link = [...dialog().querySelectorAll('a')].find((a) => a.textContent === RECORD_EDIT_LABELS.defineFields);
    expect(link?.getAttribute('href')).toBe(siteCollections('acme'));
    // The list `tags` is not offered; server keys are not either.
    expect(() => field('tags')).toThrow();
    expect(() => field('id')).toThrow();
    expect(field('email').value).toBe('ada@example.com');

    await typeInto(field('visits'), '7');
    await save();
    await settle();
    expect(sentData(fetch)).toEqual(expect.objectContaining({ visits: 7 }));
    expect(Object.keys(sentData(fetch)).filter((key) => !key.startsWith('_'))).toEqual(['visits']);
    // What the dialog was shown of the fields it sends: the server keeps changes made meanwhile to the rest.
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String((put[1]!.body as FormData).get('loaded')))).toEqual({ visits: LEAD.visits });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes without a request when nothing changed in a free-form record', async () => {
    const { fetch, onClose } = render({ [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [] }) });
    await settle();
    await save();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says when the fields could not be loaded, offers no Save, and retries', async () => {
    let fail = true;
    render({ [`GET ${COLLECTIONS_URL}`]: () => (fail ? json(500, { error: 'Database unavailable' }) : json(200, { data: [summary(LEAD_FIELDS)] })) });
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toContain(RECORD_EDIT_LABELS.fieldsFailed('Database unavailable'));
    expect(() => button(RECORD_EDIT_LABELS.save, dialog())).toThrow();
    fail = false;
    await click(button(RECORD_EDIT_LABELS.retry, dialog()));
    await settle();
    expect(field('Email').value).toBe('ada@example.com');
  });

  it('Cancel and Escape close it', async () => {
    const { onClose } = render({ [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [summary(LEAD_FIELDS)] }) });
    await settle();
    await click(button(RECORD_EDIT_LABELS.cancel, dialog()));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('RecordEditDialog for products', () => {
  it('edits colours, sizes and variant stock with the variant editor and sends them only when changed', async () => {
    const product = { id: 'p1', _id: 'p1', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', site_id: 'acme', name: 'Tee', price: 20, colors: [{ value: 'red', label: 'Red', hex: '#ff0000' }], sizes: [], variant_stock: [{ color_value: 'red', size_value: '', stock: 2 }] };
    const fetch = fakeFetch({
      [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [] }),
      'PUT /api/data/products/p1': () => json(200, { data: product, error: null, message: FORM_SUCCESS.updated }),
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    act(() =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RecordEditDialog collection="products" siteUniqueId="acme" record={product} name="Tee" onClose={onClose} />
        </QueryClientProvider>,
      ),
    );
    await settle();
    const stock = dialog().querySelector<HTMLInputElement>('input[aria-label="Stock per variant: Red, any size"]')!;
    expect(stock.value).toBe('2');
    await typeInto(stock, '7');
    await click(button('Add size', dialog()));
    await save();
    await settle();
    expect(sentData(fetch)).toMatchObject({
      colors: [{ value: 'red', label: 'Red', hex: '#ff0000' }],
      sizes: [{ value: 'size-1', label: '' }],
      variant_stock: [{ color_value: 'red', size_value: 'size-1', stock: 0 }],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holds prices to the money rule before sending, and offers the product’s own most-per-order', async () => {
    const product = { id: 'p2', _id: 'p2', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', site_id: 'acme', name: 'Mug', price: 12 };
    const fetch = fakeFetch({
      [`GET ${COLLECTIONS_URL}`]: () => json(200, { data: [] }),
      'PUT /api/data/products/p2': () => json(200, { data: product, error: null, message: FORM_SUCCESS.updated }),
    });
    vi.stubGlobal('fetch', fetch);
    act(() =>
      dom.root.render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RecordEditDialog collection="products" siteUniqueId="acme" record={product} name="Mug" onClose={vi.fn()} />
        </QueryClientProvider>,
      ),
    );
    await settle();
    const price = field('price');
    await typeInto(price, '-3');
    await save();
    await settle();
    expect(describedText(price)).toContain(priceOutOfRange(1_000_000));
    await typeInto(price, '12.345');
    await save();
    await settle();
    expect(describedText(price)).toContain(PRICE_TOO_PRECISE);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await typeInto(price, '12.50');
    await typeInto(field(MAX_PER_ORDER_LABEL), '2');
    await save();
    await settle();
    expect(sentData(fetch)).toMatchObject({ price: 12.5, max_per_order: 2 });
    expect(sentData(fetch)).not.toHaveProperty('name');
  });
});
