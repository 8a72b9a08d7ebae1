// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '#core/constants.ts';
import { DETAILS_SAVED } from '#core/content/dialog-messages.ts';
import { FALLBACK_NO_IMAGE, URL_COPIED, URL_COPY_FAILED } from '#core/content/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { button, click, dialog, dialogTitle, fakeFetch, field, json, mockClipboard, queryButton, settle, typeInto } from '#web/testing/dialog-test-kit.ts';
import { notify } from '#web/ui/toast.ts';
import { IMAGE, render, setUpItemDetailDialog } from './item-detail-dialog-kit.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

setUpItemDetailDialog();

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
