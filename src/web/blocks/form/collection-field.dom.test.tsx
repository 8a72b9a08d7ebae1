// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorScopeProvider, createEditorQueryClient } from '#web/block-fields/editor-scope.tsx';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { COLLECTION_FIELD_LABEL, CollectionInput } from './collection-field.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [value, setValue] = useState('');
  return (
    <EditorScopeProvider scope={{ siteUniqueId: 'acme' }} client={createEditorQueryClient()}>
      <CollectionInput value={value} onChange={setValue} />
    </EditorScopeProvider>
  );
}

describe('CollectionInput', () => {
  it('suggests the site’s collections and still takes a new name', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ data: [{ name: 'leads' }, { name: 'orders' }], error: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    act(() => dom.root.render(<Harness />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/collections?siteId=acme');
    const input = dom.container.querySelector<HTMLInputElement>('input')!;
    expect(dom.container.querySelector('label')!.textContent).toBe(COLLECTION_FIELD_LABEL);
    expect(dom.container.querySelector('label')!.htmlFor).toBe(input.id);
    expect([...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map((option) => option.value)).toEqual(['leads', 'orders']);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'brand-new');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('brand-new');
  });
});

