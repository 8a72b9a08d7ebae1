// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { codeCopied, FALLBACK_NO_IMAGE, NO_CONTENT_TYPE, nameCopied } from '#core/content/messages.ts';
import { button, choose, click, dialog, dialogTitle, field, mockClipboard, queryButton } from '#web/testing/dialog-test-kit.ts';
import { notify } from '#web/ui/toast.ts';
import type { ContentItem } from './content-item.ts';
import { IMAGE, render, setUpItemDetailDialog, SITE } from './item-detail-dialog-kit.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

setUpItemDetailDialog();

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
