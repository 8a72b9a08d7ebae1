// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { PAGE_REVALIDATED } from '#core/content/dialog-messages.ts';
import { FALLBACK_NO_PREVIEW, PAGE_OPEN_FAILED, PAGE_OPENED } from '#core/content/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { button, click, dialog, dialogTitle, fakeFetch, field, json, settle, typeInto } from '#web/testing/dialog-test-kit.ts';
import { notify } from '#web/ui/toast.ts';
import { editorAnswer, PAGE, render, setUpItemDetailDialog } from './item-detail-dialog-kit.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

setUpItemDetailDialog();

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
