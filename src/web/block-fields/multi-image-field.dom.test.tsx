// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_URL_ALREADY_SELECTED, IMAGE_URL_NOT_VALID, IMAGE_URL_REQUIRED } from '#core/pickers/messages.ts';
import { notify } from '#web/ui/toast.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { fakeFetch, inEditorScope, pageOf, resetAfterEachTest } from './editor-test-kit.tsx';
import { MultiImageField } from './multi-image-field.tsx';
import { MultiImageGallery } from './multi-image-gallery.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
resetAfterEachTest();

const IMAGES = ['a', 'b', 'c', 'd', 'e', 'f'].map((name, index) => ({ id: `id-${name}`, url: `/media/acme/${name}.png`, name: `${name}.png`, alt: `Alt ${name}`, width: 10 + index, height: 20 }));
type Item = { url: string; alt: string };

function imagesApi() {
  return fakeFetch((url) => (url.pathname === '/api/system_images' ? pageOf(IMAGES, url) : undefined));
}

function Harness({ max, replaceOldest, initial = [], onChange }: { max: number; replaceOldest?: boolean; initial?: Item[]; onChange?: (items: Item[]) => void }) {
  const [items, setItems] = useState<Item[]>(initial);
  return (
    <MultiImageField<Item>
      name="images"
      label="Images"
      value={items}
      max={max}
      replaceOldest={replaceOldest}
      createItem={(url, picked) => ({ url, alt: picked?.alt ?? '' })}
      editable={[{ key: 'alt', label: 'Alternative text' }]}
      onChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
    />
  );
}

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
const button = (name: string, root: ParentNode = document.body): HTMLButtonElement => {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const dialog = (): HTMLElement => document.querySelector<HTMLElement>('[role="dialog"]')!;
const tile = (name: string): HTMLButtonElement => button(name, dialog());
function type(element: HTMLInputElement, text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('MultiImageField', () => {
  it('toggles picks 24 per page, refuses one over the maximum, and confirms them in order', async () => {
    const fetchMock = imagesApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={2} onChange={onChange} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ limit: '24', page: '0', sort: 'desc', sortField: 'created_at', siteId: 'acme' });
    act(() => tile('b.png').click());
    act(() => tile('a.png').click());
    expect(tile('b.png').getAttribute('aria-pressed')).toBe('true');
    act(() => tile('c.png').click());
    expect(notify.error).toHaveBeenCalledWith('Maximum of 2 images allowed');
    expect(tile('c.png').getAttribute('aria-pressed')).toBe('false');
    // Picking a selected image removes it; then there is room again.
    act(() => tile('b.png').click());
    act(() => tile('c.png').click());
    act(() => button('Confirm Selection', dialog()).click());
    expect(onChange).toHaveBeenLastCalledWith([
      { url: '/media/acme/a.png', alt: 'Alt a' },
      { url: '/media/acme/c.png', alt: 'Alt c' },
    ]);
    expect(notify.success).toHaveBeenCalledWith('2 images selected');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('with replace-oldest drops the oldest pick at the maximum', async () => {
    imagesApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={2} replaceOldest onChange={onChange} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    for (const name of ['a.png', 'b.png', 'c.png']) act(() => tile(name).click());
    expect(notify.error).not.toHaveBeenCalled();
    act(() => button('Confirm Selection', dialog()).click());
    expect(onChange.mock.lastCall![0].map((item: Item) => item.url)).toEqual(['/media/acme/b.png', '/media/acme/c.png']);
  });

  it('Cancel keeps the field as it was; an image without a url is refused', async () => {
    fakeFetch((url) => (url.pathname === '/api/system_images' ? pageOf([{ id: 'x', url: '', name: 'broken.png' }, ...IMAGES], url) : undefined));
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={5} onChange={onChange} />)));
    act(() => button('Open Image Gallery').click());
    await settle(100);
    act(() => tile('broken.png').click());
    expect(notify.error).toHaveBeenCalledWith('Error selecting image');
    act(() => tile('a.png').click());
    act(() => button('Cancel', dialog()).click());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reorders, edits and removes picks in the field', () => {
    const onChange = vi.fn();
    const initial = [
      { url: '/media/1.png', alt: 'one' },
      { url: '/media/2.png', alt: 'two' },
      { url: '/media/3.png', alt: 'three' },
    ];
    act(() => dom.root.render(inEditorScope(<Harness max={10} initial={initial} onChange={onChange} />)));
    expect(button('Move image 1 up').disabled).toBe(true);
    act(() => button('Move image 3 up').click());
    expect(onChange.mock.lastCall![0].map((item: Item) => item.alt)).toEqual(['one', 'three', 'two']);
    act(() => button('Remove image 1').click());
    expect(onChange.mock.lastCall![0].map((item: Item) => item.alt)).toEqual(['three', 'two']);
    const alt = dom.container.querySelector<HTMLInputElement>('li input')!;
    type(alt, 'THREE');
    expect(onChange.mock.lastCall![0][0]).toEqual({ url: '/media/3.png', alt: 'THREE' });
  });

  it('adds an image by URL with the spec messages, and not beyond the maximum', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={2} initial={[{ url: 'https://example.com/a.png', alt: '' }]} onChange={onChange} />)));
    const url = dom.container.querySelector<HTMLInputElement>('input[type="url"]')!;
    const alert = (): string => dom.container.querySelector('[role="alert"]')!.textContent ?? '';
    act(() => button('Add').click());
    expect(alert()).toBe(IMAGE_URL_REQUIRED);
    type(url, 'nonsense');
    act(() => button('Add').click());
    expect(alert()).toBe(IMAGE_URL_NOT_VALID);
    type(url, 'https://example.com/a.png');
    act(() => button('Add').click());
    expect(alert()).toBe(IMAGE_URL_ALREADY_SELECTED);
    type(url, 'https://example.com/b.png');
    act(() => button('Add').click());
    expect(onChange.mock.lastCall![0]).toEqual([
      { url: 'https://example.com/a.png', alt: '' },
      { url: 'https://example.com/b.png', alt: '' },
    ]);
    expect(button('Add').disabled).toBe(true);
  });

  it('opened from a button, the gallery allows 5 picks', async () => {
    imagesApi();
    const onConfirm = vi.fn();
    act(() =>
      dom.root.render(
        inEditorScope(<MultiImageGallery<Item> open onClose={() => {}} initial={[]} createItem={(url) => ({ url, alt: '' })} onConfirm={onConfirm} />),
      ),
    );
    await settle(100);
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png']) act(() => tile(name).click());
    expect(notify.error).toHaveBeenCalledWith('Maximum of 5 images allowed');
    act(() => button('Confirm Selection', dialog()).click());
    expect(onConfirm.mock.lastCall![0]).toHaveLength(5);
    expect(notify.success).toHaveBeenCalledWith('5 images selected');
  });
});
