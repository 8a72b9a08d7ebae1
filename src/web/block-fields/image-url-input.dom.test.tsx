// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_URL_CHECK_FAILED, IMAGE_URL_INACCESSIBLE, IMAGE_URL_LOAD_FAILED, IMAGE_URL_NOT_AN_IMAGE, IMAGE_URL_NOT_A_URL } from '#core/media/messages.ts';
import { IMAGE_URL_VALID, IMAGE_URL_VALIDATING } from '#core/pickers/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { fakeFetch, json } from './editor-test-kit.tsx';
import { ImageUrlInput } from './image-url-input.tsx';

const dom = setUpDomRoot();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUrlInput name="url" label="Image URL" value={value} onChange={setValue} />;
}

const input = (): HTMLInputElement => dom.container.querySelector('input')!;
const message = (): string => dom.container.querySelector('[role="status"]')!.textContent ?? '';
const state = (): string | null => dom.container.querySelector('[data-image-url-state]')!.getAttribute('data-image-url-state');

function type(text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function wait(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  // Let the fake fetch's promise chain settle.
  for (let round = 0; round < 5; round += 1) await act(async () => {});
}

describe('ImageUrlInput', () => {
  it('checks only 500 ms after typing stops and refuses text that is not a URL without asking the server', async () => {
    const fetchMock = fakeFetch();
    act(() => dom.root.render(<Harness />));
    type('not a url');
    await wait(499);
    expect(message()).toBe('');
    await wait(1);
    expect(message()).toBe(IMAGE_URL_NOT_A_URL);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('');
    await wait(500);
    expect(message()).toBe(IMAGE_URL_NOT_A_URL);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes through validating to valid with a preview, and reports a preview that fails to load', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = fakeFetch((url) => (url.pathname === '/api/media/check-image-url' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    act(() => dom.root.render(<Harness />));
    type('https://images.example.com/cat.png');
    await wait(500);
    expect(state()).toBe('validating');
    expect(message()).toBe(IMAGE_URL_VALIDATING);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ url: 'https://images.example.com/cat.png' });
    answer(json({ valid: true, url: 'https://images.example.com/cat.png', contentType: 'image/png' }));
    await wait(0);
    expect(message()).toBe(IMAGE_URL_VALID);
    const preview = dom.container.querySelector('img')!;
    expect(preview.getAttribute('src')).toBe('https://images.example.com/cat.png');
    act(() => preview.dispatchEvent(new Event('error')));
    expect(message()).toBe(IMAGE_URL_LOAD_FAILED);
  });

  it("shows the server's message, and 'Error validating image URL' when the check itself fails", async () => {
    let mode: 'not-image' | 'inaccessible' | 'broken' | 'offline' = 'not-image';
    fakeFetch((url) => {
      if (url.pathname !== '/api/media/check-image-url') return undefined;
      if (mode === 'not-image') return json({ valid: false, errorType: 'content-type', error: IMAGE_URL_NOT_AN_IMAGE, reason: 'content-type' });
      if (mode === 'inaccessible') return json({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'status' });
      if (mode === 'broken') return json({ error: 'Too many image URL checks. Try again in 5 s.' }, 429);
      throw new TypeError('Failed to fetch');
    });
    act(() => dom.root.render(<Harness />));
    type('https://example.com/page.html');
    await wait(500);
    expect(message()).toBe(IMAGE_URL_NOT_AN_IMAGE);
    mode = 'inaccessible';
    type('https://example.com/missing.png');
    await wait(500);
    expect(message()).toBe(IMAGE_URL_INACCESSIBLE);
    mode = 'broken';
    type('https://example.com/a.png');
    await wait(500);
    expect(message()).toBe(IMAGE_URL_CHECK_FAILED);
    mode = 'offline';
    type('https://example.com/b.png');
    await wait(500);
    expect(message()).toBe(IMAGE_URL_CHECK_FAILED);
  });

  it('ignores a stale answer for older text that arrives after the newer one', async () => {
    const pending = new Map<string, (response: Response) => void>();
    fakeFetch((url, init) => {
      if (url.pathname !== '/api/media/check-image-url') return undefined;
      const { url: checked } = JSON.parse(String(init!.body)) as { url: string };
      return new Promise<Response>((resolve) => pending.set(checked, resolve));
    });
    act(() => dom.root.render(<Harness />));
    type('https://example.com/old.png');
    await wait(500);
    type('https://example.com/new.png');
    await wait(500);
    pending.get('https://example.com/new.png')!(json({ valid: true, url: 'https://example.com/new.png', contentType: 'image/png' }));
    await wait(0);
    pending.get('https://example.com/old.png')!(json({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'status' }));
    await wait(0);
    expect(message()).toBe(IMAGE_URL_VALID);
  });

  it('takes paths on this site without a server check', async () => {
    const fetchMock = fakeFetch();
    act(() => dom.root.render(<Harness initial="/media/acme/cat.webp" />));
    await wait(500);
    expect(state()).toBe('valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a developer warning when it is given no name or label', () => {
    act(() => dom.root.render(<ImageUrlInput name="" label="" value="" onChange={() => {}} />));
    expect(dom.container.querySelector('[data-dev-warning]')!.textContent).toContain('missing name and label');
  });
});
