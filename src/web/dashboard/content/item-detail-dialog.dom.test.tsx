// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '#core/constants.ts';
import { DETAILS_SAVED, PAGE_REVALIDATED } from '#core/content/dialog-messages.ts';
import { codeCopied, FALLBACK_NO_IMAGE, FALLBACK_NO_PREVIEW, NO_CONTENT_TYPE, nameCopied, PAGE_OPEN_FAILED, PAGE_OPENED, URL_COPIED, URL_COPY_FAILED } from '#core/content/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import type { ContentItem } from './content-item.ts';
import { button, choose, click, dialog, dialogTitle, fakeFetch, field, json, mockClipboard, queryButton, settle, typeInto, withQueryClient } from '#web/testing/dialog-test-kit.ts';
import { ItemDetailDialog, type ItemDetailDialogProps } from './item-detail-dialog.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function render(type: string | undefined, item: ContentItem | null, overrides: Partial<ItemDetailDialogProps> = {}) {
  const props: ItemDetailDialogProps = {
    type,
    item,
    collection: 'system_images',
    siteUniqueId: 'acme',
    deletable: true,
    onClose: vi.fn(),
    onDelete: vi.fn(),
    onChanged: vi.fn(),
    ...overrides,
  };
  const wrap = (node: ReactNode) => <MemoryRouter>{withQueryClient(node)}</MemoryRouter>;
  act(() => dom.root.render(wrap(<ItemDetailDialog {...props} />)));
  return props;
}

const IMAGE: ContentItem = {
  id: 'img-1',
  url: '/media/uploads/acme/leaf.png',
  name: 'Leaf',
  description: 'A green leaf',
  alt: 'A leaf',
  width: 640,
  height: 480,
  bytes: 2048,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

describe('ItemDetailDialog', () => {
  it('renders nothing without an item', () => {
    render('image', null);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("says 'No content type found' without a type and '{type} not supported' for an unknown one", () => {
    render(undefined, { id: '1' });
    expect(dialog().textContent).toContain(NO_CONTENT_TYPE);
    render('widget', { id: '1' });
    expect(dialog().textContent).toContain('widget not supported');
    render('toString', { id: '1' });
    expect(dialog().textContent).toContain('toString not supported');
  });

  it('closes on Escape', () => {
    const props = render('image', IMAGE);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('image dialog', () => {
  it('shows the preview, name, description and dates, and deletes through onDelete', async () => {
    const props = render('image', IMAGE);
    expect(dialogTitle()).toBe('Leaf');
    const image = dialog().querySelector('img')!;
    expect(image.getAttribute('src')).toBe(IMAGE.url);
    expect(image.getAttribute('alt')).toBe('A leaf');
    expect(dialog().textContent).toContain('A green leaf');
    expect(dialog().textContent).toContain('640 × 480 px');
    expect(dialog().textContent).toContain('Jan 2, 2026');
    await click(button('Delete'));
    expect(props.onDelete).toHaveBeenCalledWith(IMAGE);
  });

  it('hides Delete when the screen says items are not deletable', () => {
    render('image', IMAGE, { deletable: false });
    expect(queryButton('Delete')).toBeUndefined();
  });

  it("shows 'No image' for hosts that are not allowed and for images that fail to load", async () => {
    render('image', { ...IMAGE, url: 'https://evil.example/x.png' });
    expect(dialog().querySelector('img')).toBeNull();
    expect(dialog().textContent).toContain(FALLBACK_NO_IMAGE);
    render('image', { ...IMAGE, id: 'img-2' });
    await act(async () => {
      dialog().querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(dialog().textContent).toContain(FALLBACK_NO_IMAGE);
  });

  it('copies the absolute URL, toasts, and highlights the button for 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = mockClipboard();
    render('image', IMAGE);
    await click(button('Copy URL'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/uploads/acme/leaf.png`);
    expect(notify.success).toHaveBeenCalledWith(URL_COPIED);
    expect(button('Copy URL').dataset.copied).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    });
    expect(button('Copy URL').dataset.copied).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button('Copy URL').dataset.copied).toBeUndefined();
  });

  it('toasts the failure when the clipboard refuses', async () => {
    mockClipboard(async () => {
      throw new Error('denied');
    });
    render('image', IMAGE);
    await click(button('Copy URL'));
    expect(notify.error).toHaveBeenCalledWith(URL_COPY_FAILED);
    expect(button('Copy URL').dataset.copied).toBeUndefined();
  });

  it('edits name, alternative text and description with PATCH /api/media/:id', async () => {
    const fetch = fakeFetch({ 'PATCH /api/media/img-1': () => json(200, { file: {} }) });
    vi.stubGlobal('fetch', fetch);
    const props = render('image', IMAGE);
    await click(button('Edit details'));
    await typeInto(field('Name'), '');
    await click(button('Save'));
    expect(dialog().textContent).toContain(FIELD_REQUIRED);
    expect(fetch).not.toHaveBeenCalled();
    await typeInto(field('Name'), 'Maple leaf');
    await typeInto(field('Alternative text'), 'A red maple leaf');
    await click(button('Save'));
    await settle();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ name: 'Maple leaf', alt: 'A red maple leaf', description: 'A green leaf' });
    expect(notify.success).toHaveBeenCalledWith(DETAILS_SAVED);
    expect(dialogTitle()).toBe('Maple leaf');
    // The list is refreshed once the dialog closes, not under it.
    expect(props.onChanged).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(props.onClose).toHaveBeenCalled();
    expect(props.onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'PATCH /api/media/img-1': () => json(403, { error: 'You cannot change this file' }) }));
    render('image', IMAGE);
    await click(button('Edit details'));
    await click(button('Save'));
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('You cannot change this file');
    expect(notify.error).toHaveBeenCalledWith('You cannot change this file');
  });
});

describe('video dialog', () => {
  it('plays the video with controls and has no alternative text field', async () => {
    render('video', { ...IMAGE, url: '/media/uploads/acme/clip.mp4', name: 'Clip' });
    const video = dialog().querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/media/uploads/acme/clip.mp4');
    await click(button('Edit details'));
    expect(() => field('Alternative text')).toThrow();
  });
});

const SITE: ContentItem = {
  id: 's1',
  unique_id: 'acme',
  title: 'Acme',
  description: 'Short',
  image: null,
  url: null,
  is_active: false,
  page_count: 3,
  template_count: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

describe('site dialog', () => {
  it('shows the facts, the inactive badge and the links', () => {
    render('site', SITE);
    const text = dialog().textContent!;
    expect(text).toContain('Inactive');
    expect(text).toContain('acme');
    expect(text).toContain(FALLBACK_NO_IMAGE);
    const links = Object.fromEntries([...dialog().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual({ 'Site Dashboard': '/dashboard/sites/site-acme', 'View Site': '/acme', 'Site Settings': '/dashboard/sites/site-acme/settings' });
    expect(dialog().querySelector('h3')?.textContent).not.toBe('Description');
  });

  it('shows the description section only when the description is over 60 characters', () => {
    render('site', { ...SITE, description: 'x'.repeat(60) });
    expect([...dialog().querySelectorAll('h3')].map((h) => h.textContent)).not.toContain('Description');
    render('site', { ...SITE, id: 's2', description: 'y'.repeat(61), url: 'https://acme.example' });
    expect([...dialog().querySelectorAll('h3')].map((h) => h.textContent)).toContain('Description');
    expect([...dialog().querySelectorAll('a')].find((a) => a.textContent === 'View Site')?.getAttribute('href')).toBe('https://acme.example');
  });
});

describe('colour dialog', () => {
  const RED: ContentItem = { id: null, value: 'red-500', hex: '#ef4444', label: 'Red 500', colorName: 'red', level: 500, family: 'red', custom: false };

  it('switches between HEX, RGB and HSL and shows CSS and Tailwind usage', async () => {
    render('color', RED);
    const code = () => dialog().querySelector('[data-testid="color-code"]')!.textContent;
    expect(code()).toBe('#ef4444');
    const radio = (label: string) => [...dialog().querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
    await click(radio('RGB'));
    expect(code()).toBe('rgb(239, 68, 68)');
    expect(dialog().querySelector('[data-testid="css-usage"]')!.textContent).toBe('color: rgb(239, 68, 68);\nbackground-color: rgb(239, 68, 68);');
    await click(radio('HSL'));
    expect(code()).toBe('hsl(0, 84%, 60%)');
    expect(dialog().querySelector('[data-testid="tailwind-usage"]')!.textContent).toContain('bg-red-500');
    expect(queryButton('Delete')).toBeUndefined();
  });

  it('copies the code in the chosen format and the name, with their toasts', async () => {
    const writeText = mockClipboard();
    render('color', RED);
    await click(button('Copy Color Code'));
    expect(writeText).toHaveBeenLastCalledWith('#ef4444');
    expect(notify.success).toHaveBeenLastCalledWith(codeCopied('color', '#ef4444'));
    expect(button('Copy Color Code').dataset.copied).toBe('true');
    await click(button('Copy Color Name'));
    expect(writeText).toHaveBeenLastCalledWith('Red 500');
    expect(notify.success).toHaveBeenLastCalledWith(nameCopied('color', 'Red 500'));
    expect(button('Copy Color Code').dataset.copied).toBeUndefined();
  });

  it("uses an arbitrary value for custom colours and 'Unnamed Color' without a label", () => {
    render('color', { id: 'c1', value: 'brand', hex: '#123456', label: '', name: '', custom: true });
    expect(dialogTitle()).toBe('Unnamed Color');
    expect(dialog().querySelector('[data-testid="tailwind-usage"]')!.textContent).toContain('bg-[#123456]');
  });
});

describe('icon dialog', () => {
  it('follows the size and colour selects in the snippet and copies code and name', async () => {
    const writeText = mockClipboard();
    render('icon', { set: 'fa', iconName: 'FaLeaf', name: 'FaLeaf' });
    const snippet = () => dialog().querySelector('pre')!.textContent;
    expect(snippet()).toBe(`import { FaLeaf } from 'react-icons/fa';\n\n<FaLeaf className="text-9xl text-primary" />`);
    await choose(field<HTMLSelectElement>('Size'), '2xl');
    await choose(field<HTMLSelectElement>('Color'), 'red');
    expect(snippet()).toContain('<FaLeaf className="text-2xl text-red-500" />');
    const preview = dialog().querySelector<HTMLElement>('[data-icon-preview]')!;
    expect(preview.style.width).toBe('1.5rem');
    await click(button('Copy Code'));
    expect(writeText).toHaveBeenLastCalledWith(snippet());
    expect(notify.success).toHaveBeenLastCalledWith(codeCopied('icon', 'FaLeaf'));
    await click(button('Copy Name'));
    expect(writeText).toHaveBeenLastCalledWith('FaLeaf');
    expect(notify.success).toHaveBeenLastCalledWith(nameCopied('icon', 'FaLeaf'));
    expect(queryButton('Delete')).toBeUndefined();
  });

  it('shows custom icons as their sanitised image and offers Delete', () => {
    render('icon', { id: 'i1', set: 'custom', iconName: 'logo', name: 'Logo', src: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(dialog().querySelector('img')!.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(dialog().querySelector('pre')!.textContent).toBe('<Icon set="custom" name="i1" size="9xl" color="var(--color-primary)" />');
    expect(queryButton('Delete')).toBeDefined();
  });
});

const PAGE: ContentItem = {
  id: 'p1',
  title: 'About',
  description: 'About us',
  path: '/site-acme/about',
  pathWithNoSite: '/about',
  is_template: false,
  published_at: '2026-01-02T10:00:00.000Z',
  has_draft: true,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

const editorAnswer = (data: unknown, draft: unknown = null) => () => json(200, { page: { data, draft }, error: null });

describe('page dialog', () => {
  it('shows information, path and an outline of the published content', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/editor/site-acme/about': editorAnswer({ root: {}, content: [{ type: 'Heading', props: { text: 'Welcome' } }] }) }));
    render('page', PAGE);
    expect(dialogTitle()).toBe('About');
    expect(dialog().textContent).toContain('Published, draft pending');
    expect(dialog().textContent).toContain('/site-acme/about');
    await settle();
    const outline = dialog().querySelector('ol')!;
    expect(outline.textContent).toContain('Heading');
    expect(outline.textContent).toContain('Welcome');
    expect([...dialog().querySelectorAll('a')].find((a) => a.textContent === 'View Page')?.getAttribute('href')).toBe('/site-acme/about');
  });

  it("says 'No Preview' for an empty page and offers a retry when the preview fails", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/editor/site-acme/about': editorAnswer({ root: {}, content: [] }) }));
    render('page', { ...PAGE, title: '' });
    expect(dialogTitle()).toBe('Untitled Page');
    await settle();
    expect(dialog().textContent).toContain(FALLBACK_NO_PREVIEW);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/editor/site-acme/other': () => json(500, { error: 'boom' }) }));
    render('page', { ...PAGE, id: 'p2', path: '/site-acme/other' });
    await settle();
    expect(button('Try again')).toBeDefined();
  });

  it('opens the editor in a new tab, or says it could not', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/editor/site-acme/about': editorAnswer(null) }));
    const opened = { opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(opened as Window).mockReturnValueOnce(null);
    render('page', PAGE);
    await click(button('Edit in New Tab'));
    expect(open).toHaveBeenCalledWith('/site-acme/about/edit', '_blank');
    expect(opened.opener).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(PAGE_OPENED);
    await click(button('Edit in New Tab'));
    expect(notify.error).toHaveBeenCalledWith(PAGE_OPEN_FAILED);
    open.mockRestore();
  });

  it("edits the metadata in the 'Modify' dialog with the page form rules and PATCH /api/editor", async () => {
    const fetch = fakeFetch({
      'GET /api/editor/site-acme/about': editorAnswer(null),
      'PATCH /api/editor': () => json(200, { page: {}, error: null }),
    });
    vi.stubGlobal('fetch', fetch);
    const props = render('page', PAGE);
    await click(button('Manage metadata'));
    expect(dialogTitle()).toBe('Modify');
    expect(field('Path').value).toBe('/about');
    await typeInto(field('Title'), '');
    await typeInto(field('Path'), 'no-slash');
    await click(button('Save', dialog()));
    expect(dialog().textContent).toContain(FIELD_REQUIRED);
    expect(dialog().textContent).toContain('Path must start with a slash');
    await typeInto(field('Title'), 'About us');
    await typeInto(field('Path'), '/about-us');
    await click(button('Save', dialog()));
    await settle();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ path: '/site-acme/about', is_template: false, title: 'About us', description: 'About us', newPath: '/site-acme/about-us' });
    expect(props.onChanged).toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalled();
  });

  it("shows the server's field errors under the inputs", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/editor/site-acme/about': editorAnswer(null),
        'PATCH /api/editor': () => json(409, { error: 'A page already exists at this path.', validationErrors: { path: ['A page already exists at this path.'] } }),
      }),
    );
    render('page', PAGE);
    await click(button('Manage metadata'));
    await typeInto(field('Path'), '/taken');
    await click(button('Save', dialog()));
    await settle();
    expect(field('Path').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('A page already exists at this path.');
  });

  it("is headed 'Revalidate page' for revalidate records, read-only, and revalidates the path", async () => {
    const fetch = fakeFetch({ 'POST /api/revalidate': () => json(200, { revalidated: true }) });
    vi.stubGlobal('fetch', fetch);
    const props = render('page', { ...PAGE, isSystemRevalidatePage: true }, { deletable: false });
    expect(dialogTitle()).toBe('Revalidate page');
    const inputs = [...dialog().querySelectorAll('input')];
    expect(inputs.map((input) => input.readOnly)).toEqual([true, true, true]);
    expect(inputs[0]!.value).toBe('/site-acme/about');
    await click(button('Revalidate'));
    await settle();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ path: '/site-acme/about' });
    expect(notify.success).toHaveBeenCalledWith(PAGE_REVALIDATED);
    expect(props.onChanged).toHaveBeenCalled();
  });

  it('toasts a refused revalidation', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/revalidate': () => json(403, { error: 'You do not have permission to edit this page' }) }));
    render('page', { ...PAGE, isSystemRevalidatePage: true });
    await click(button('Revalidate'));
    await settle();
    expect(notify.error).toHaveBeenCalledWith('You do not have permission to edit this page');
  });
});

describe('document dialog', () => {
  it('lists fields, formats objects as JSON and folds long text', async () => {
    const props = render('document', { id: 'd1', title: 'Post', tags: ['a', 'b'], body: 'z'.repeat(400), created_at: '2026-01-02T10:00:00.000Z' });
    expect(dialogTitle()).toBe('Post');
    expect(dialog().querySelector('pre')!.textContent).toBe(JSON.stringify(['a', 'b'], null, 2));
    expect(dialog().textContent).not.toContain('z'.repeat(400));
    await click(button('Show more'));
    expect(dialog().textContent).toContain('z'.repeat(400));
    expect(button('Show less').getAttribute('aria-expanded')).toBe('true');
    await click(button('Delete'));
    expect(props.onDelete).toHaveBeenCalled();
  });
});
