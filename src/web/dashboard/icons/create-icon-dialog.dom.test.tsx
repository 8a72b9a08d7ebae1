// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICON_CHOOSE_SVG, ICON_FILE_MISSING, ICON_NAME_INVALID, ICON_NAME_REQUIRED, ICON_TOO_LARGE, MAX_ICON_BYTES } from '#core/icons/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import { CreateIconDialog, checkIconForm, createIconRequest } from './create-icon-dialog.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
const svg = (name = 'leaf.svg', body = '<svg xmlns="http://www.w3.org/2000/svg"/>') => new File([body], name, { type: 'image/svg+xml' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkIconForm', () => {
  it('asks for a valid name and one SVG within 100 KB', () => {
    expect(checkIconForm('', null)).toEqual({ name: ICON_NAME_REQUIRED, file: ICON_FILE_MISSING });
    expect(checkIconForm('a.b', svg())).toEqual({ name: ICON_NAME_INVALID });
    expect(checkIconForm('leaf', new File(['x'], 'leaf.png', { type: 'image/png' }))).toEqual({ file: ICON_CHOOSE_SVG });
    expect(checkIconForm('leaf', svg('big.svg', 'x'.repeat(MAX_ICON_BYTES + 1)))).toEqual({ file: ICON_TOO_LARGE });
    expect(checkIconForm('leaf', new File(['<svg/>'], 'LEAF.SVG', { type: '' }))).toEqual({});
  });
});

describe('createIconRequest', () => {
  it('sends name, file and site as multipart and answers the refusal', async () => {
    // The request goes through the API client: each answer comes from the network edge.
    const fetcher = vi.fn(async () => json(201, { error: null, icon: {} }));
    vi.stubGlobal('fetch', fetcher);
    expect(await createIconRequest({ name: ' leaf ', file: svg(), siteUniqueId: 'acme' })).toBeNull();
    const form = (fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect([form.get('name'), (form.get('file') as File).name, form.get('siteId')]).toEqual(['leaf', 'leaf.svg', 'acme']);
    vi.stubGlobal('fetch', async () => json(409, { error: "An icon named 'leaf' already exists" }));
    expect(await createIconRequest({ name: 'leaf', file: svg(), siteUniqueId: null })).toBe("An icon named 'leaf' already exists");
    vi.stubGlobal('fetch', async () => new Response('x', { status: 500 }));
    expect(await createIconRequest({ name: 'leaf', file: svg(), siteUniqueId: null })).toBe('Failed to upload icon');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await createIconRequest({ name: 'leaf', file: svg(), siteUniqueId: null })).toBe('Failed to upload icon');
    vi.unstubAllGlobals();
  });
});

describe('CreateIconDialog', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  async function choose(file: File) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  it('previews the chosen SVG, fills the name, shows the server refusal under the name, then creates', async () => {
    const onCreated = vi.fn();
    const onClose = vi.fn();
    globalThis.fetch = vi.fn().mockResolvedValueOnce(json(409, { error: "An icon named 'leaf' already exists" })).mockResolvedValueOnce(json(201, { error: null, icon: {} }));
    act(() => dom.root.render(<CreateIconDialog open siteUniqueId="acme" onClose={onClose} onCreated={onCreated} />));
    const submit = () => act(async () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Upload icon')!.click());

    await submit();
    expect(document.body.textContent).toContain(ICON_NAME_REQUIRED);
    expect(document.body.textContent).toContain(ICON_FILE_MISSING);
    expect(globalThis.fetch).not.toHaveBeenCalled();

    await choose(svg());
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.value).toBe('leaf');
    const preview = document.querySelector<HTMLImageElement>('img[alt="Preview of leaf.svg"]')!;
    expect(preview.src).toMatch(/^blob:/);

    await submit();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain("An icon named 'leaf' already exists");
    expect(onCreated).not.toHaveBeenCalled();

    await submit();
    expect(notify.success).toHaveBeenCalledWith("Icon 'leaf' uploaded");
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an SVG before sending', async () => {
    globalThis.fetch = vi.fn();
    act(() => dom.root.render(<CreateIconDialog open siteUniqueId={null} onClose={() => {}} onCreated={() => {}} />));
    await choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(document.body.textContent).toContain(ICON_CHOOSE_SVG);
    expect(document.querySelector('img')).toBeNull();
  });
});
