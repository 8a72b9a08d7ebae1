// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { blockClipboardText, PASTE_NOT_JSON, readBlockClipboard } from '#core/pages/block-clipboard.ts';
import { button, dialog, dialogTitle, field, settle, typeInto } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { PasteBlocksDialog } from './paste-blocks-dialog.tsx';

const dom = setUpDomRoot();

/** The dialog with a paste that inserts nothing but records what it was given. */
function render() {
  const inserted: unknown[] = [];
  const onClose = vi.fn();
  const onPaste = vi.fn(async (text: string) => {
    const read = await readBlockClipboard(text);
    if (!read.ok) return read.error;
    inserted.push(...read.blocks);
    return null;
  });
  act(() => dom.root.render(<PasteBlocksDialog open onClose={onClose} onPaste={onPaste} />));
  return { inserted, onClose, onPaste };
}

describe('PasteBlocksDialog', () => {
  it('refuses what is not copied blocks beside the field, keeps the text and stays open; pastes and closes for copied blocks', async () => {
    const { inserted, onClose } = render();
    expect(dialogTitle()).toBe('Paste block');
    const area = field<HTMLTextAreaElement>('Copied block');

    await typeInto(area, '{ not json');
    await act(async () => button('Paste', dialog()).click());
    await settle();
    const described = (area.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain(PASTE_NOT_JSON);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.value).toBe('{ not json');
    expect(inserted).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    // Typing again clears the message.
    await typeInto(area, blockClipboardText([{ type: 'Heading', props: { id: 'Heading-a', text: 'Hi' } }], 'site-a'));
    expect(area.getAttribute('aria-invalid')).toBeNull();
    await act(async () => button('Paste', dialog()).click());
    await settle();
    expect(inserted).toMatchObject([{ type: 'Heading', props: { text: 'Hi' } }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
