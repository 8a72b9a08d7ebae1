// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import { CreateColorDialog, createColorRequest } from './create-color-dialog.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('createColorRequest', () => {
  it('posts the colour with a numeric level and the site; maps validationErrors to fields', async () => {
    // The request goes through the API client: each answer comes from the network edge.
    const fetcher = vi.fn(async () => json(400, { error: 'Level must be one of: 50', validationErrors: { level: ['Level must be one of: 50'] } }));
    vi.stubGlobal('fetch', fetcher);
    expect(await createColorRequest({ hex: '#aabbcc', label: 'Brand', family: 'blue', level: '500', siteUniqueId: 'acme' })).toEqual({ level: 'Level must be one of: 50' });
    expect(JSON.parse((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ hex: '#aabbcc', label: 'Brand', family: 'blue', level: 500, siteId: 'acme' });
    vi.stubGlobal('fetch', async () => json(403, { error: 'You cannot change the colours of this site' }));
    expect(await createColorRequest({ hex: '#aabbcc', label: 'B', family: 'blue', level: '500', siteUniqueId: null })).toEqual({
      form: 'You cannot change the colours of this site',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await createColorRequest({ hex: '#aabbcc', label: 'B', family: 'blue', level: '500', siteUniqueId: null })).toEqual({ form: 'Failed to create color' });
    vi.unstubAllGlobals();
  });
});

describe('CreateColorDialog', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('keeps the picker and the hex text in step, checks with the core rules, shows server errors under fields, then creates', async () => {
    const onCreated = vi.fn();
    globalThis.fetch = vi
      .fn()
      .mockResolvedValueOnce(json(400, { error: 'Label is taken', validationErrors: { label: ['Label is taken'] } }))
      .mockResolvedValueOnce(json(201, { error: null }));
    act(() => dom.root.render(<CreateColorDialog open siteUniqueId="acme" onClose={() => {}} onCreated={onCreated} />));
    const picker = document.querySelector<HTMLInputElement>('input[type="color"]')!;
    const submit = () => act(async () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Create color')!.click());

    type(field('hex'), '#AA00ff');
    expect(picker.value).toBe('#aa00ff');
    type(picker, '#123456');
    expect(field('hex').value).toBe('#123456');
    type(field('hex'), '#12');
    expect(picker.value).toBe('#123456');

    await submit();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(field('hex').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('label'))).toMatch(/required/i);
    expect(document.activeElement).toBe(field('hex'));

    type(field('hex'), '#123456');
    type(field('label'), 'Brand');
    type(field<HTMLSelectElement>('family'), 'green');
    type(field<HTMLSelectElement>('level'), '700');
    await submit();
    expect(JSON.parse((vi.mocked(globalThis.fetch).mock.calls[0]![1] as RequestInit).body as string)).toEqual({ hex: '#123456', label: 'Brand', family: 'green', level: 700, siteId: 'acme' });
    expect(errorOf(field('label'))).toContain('Label is taken');
    expect(onCreated).not.toHaveBeenCalled();

    await submit();
    expect(notify.success).toHaveBeenCalledWith("Color 'Brand' created");
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('offers the palette families without "all" and the levels 50–900', () => {
    act(() => dom.root.render(<CreateColorDialog open siteUniqueId={null} onClose={() => {}} onCreated={() => {}} />));
    const values = (name: string) => [...field<HTMLSelectElement>(name).options].map((o) => o.value);
    expect(values('family')).toEqual(['neutral', 'red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'pink', 'brown']);
    expect(values('level')).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });
});
