// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_PANEL_IMAGES_TEXT } from '#core/media/upload-flow-messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { fakeFetch, inEditorScope, json, pageOf } from './editor-test-kit.tsx';
import { pickedAltFor, withPickedAlt } from './picked-image-alts.ts';
import { SingleImageField } from './single-image-field.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

// Newest first, as the server sorts them.
const IMAGES = Array.from({ length: 30 }, (_, index) => ({ id: `img-${index}`, url: `/media/acme/${index}.png`, name: index === 17 ? 'sunset beach.png' : `photo-${index}.png`, alt: index === 3 ? 'A red door' : '' }));

function imagesApi() {
  return fakeFetch((url) => {
    if (url.pathname !== '/api/system_images') return undefined;
    const search = (url.searchParams.get('searchQuery') ?? '').toLowerCase();
    return pageOf(
      IMAGES.filter((image) => image.name.includes(search)),
      url,
    );
  });
}

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
const buttons = (): HTMLButtonElement[] => [...document.body.querySelectorAll<HTMLButtonElement>('button')];
const button = (name: string): HTMLButtonElement => buttons().find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name)!;
const tiles = (): HTMLButtonElement[] => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] ul button')];

function Harness({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SingleImageField
      name="url"
      label="Image URL"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

describe('SingleImageField', () => {
  it("opens the site's images 12 at a time, newest first, loads more and picks one", async () => {
    const fetchMock = imagesApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness onChange={onChange} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(tiles()).toHaveLength(12);
    expect(Object.fromEntries(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams)).toMatchObject({ limit: '12', page: '0', sort: 'desc', sortField: 'created_at' });
    expect(document.querySelector('[role="dialog"] [role="status"]')!.textContent).toBe('12 of 30 items');
    act(() => button('Load More').click());
    await settle(100);
    expect(tiles()).toHaveLength(24);
    act(() => tiles()[3]!.click());
    expect(onChange).toHaveBeenCalledWith('/media/acme/3.png');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    // The picked image's alt reaches the block through resolveData.
    expect(pickedAltFor('/media/acme/3.png')).toBe('A red door');
    expect(withPickedAlt({ url: '/media/acme/3.png', alt: '' }, 'url', 'alt', true)).toEqual({ url: '/media/acme/3.png', alt: 'A red door' });
    expect(withPickedAlt({ url: '/media/acme/3.png', alt: 'Mine' }, 'url', 'alt', true)).toEqual({ url: '/media/acme/3.png', alt: 'Mine' });
    expect(withPickedAlt({ url: '/media/acme/3.png', alt: '' }, 'url', 'alt', false)).toEqual({ url: '/media/acme/3.png', alt: '' });
  });

  it('searches 500 ms after typing stops', async () => {
    const fetchMock = imagesApi();
    act(() => dom.root.render(inEditorScope(<Harness onChange={() => {}} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    const search = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="search"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'sunset');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(300);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('searchQuery=sunset'))).toBe(false);
    await settle(400);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('searchQuery=sunset'))).toBe(true);
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['sunset beach.png']);
  });

  it('shows an empty state and an error a person can retry', async () => {
    let fail = true;
    fakeFetch((url) => (url.pathname === '/api/system_images' ? (fail ? json({ error: 'Boom' }, 500) : pageOf([], url)) : undefined));
    act(() => dom.root.render(inEditorScope(<Harness onChange={() => {}} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    expect(document.querySelector('[role="dialog"] [role="status"]')!.textContent).toMatch(/could not be loaded/);
    fail = false;
    act(() => button('Try again').click());
    await settle(100);
    expect(document.querySelector('[role="dialog"] [role="status"]')!.textContent).toBe('No items found');
  });

  it("offers the media upload panel inside the gallery, for this site's images", async () => {
    imagesApi();
    act(() => dom.root.render(inEditorScope(<Harness onChange={() => {}} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    const upload = button('Upload');
    expect(upload.getAttribute('aria-expanded')).toBe('false');
    act(() => upload.click());
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain(UPLOAD_PANEL_IMAGES_TEXT);
    expect(button('Close upload').getAttribute('aria-expanded')).toBe('true');
    act(() => button('Close upload').click());
    expect(document.querySelector('[role="dialog"]')!.textContent).not.toContain(UPLOAD_PANEL_IMAGES_TEXT);
  });
});
