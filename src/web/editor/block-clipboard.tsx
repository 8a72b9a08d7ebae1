// Copy and paste of blocks between pages and sites (issue 27, decision 072). Copy block writes the
// selected block (its nested blocks too) as clipboard JSON; pasting reads it with the core rules
// the server saves with, gives every block a fresh id and inserts the blocks after the selected
// block, or at the end of the page. Ctrl/Cmd+C and Ctrl/Cmd+V do the same when no text field has
// the focus (the browser's copy and paste events: no clipboard permission needed); the header's
// Paste block opens a dialog for keyboard users and browsers that refuse.
import { ActionBar, useGetPuck, walkTree, type Config, type Content, type Data, type PuckApi } from '@puckeditor/core';
import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import {
  blockClipboardText,
  blockCopiedMessage,
  COPY_FAILED,
  NOTHING_SELECTED_TO_COPY,
  pastedMessage,
  readBlockClipboard,
} from '#core/pages/block-clipboard.ts';
import type { PageBlock } from '#core/pages/page-tree.ts';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { Button } from '#web/ui/button.tsx';
import { notify } from '#web/ui/toast.ts';
import { editorConfig } from './editor-config.tsx';
import { PasteBlocksDialog } from './paste-blocks-dialog.tsx';

export const COPY_BLOCK_LABEL = 'Copy block';
export const PASTE_BLOCK_LABEL = 'Paste block';

/** Puck's id of the page's top-level list ('root:default-zone'). */
const ROOT_ZONE = 'root:default-zone';
const labels: Record<string, { label?: string } | undefined> = editorConfig.components;
const labelOf = (type: string) => labels[type]?.label ?? type;

/** `blocks` inserted at `index` of the list Puck calls `zone`; null when the page has no such list. */
export function insertBlocks(data: Data, config: Config, zone: string, index: number, blocks: readonly PageBlock[]): Data | null {
  let placed = false;
  const next = walkTree(data, config, (content: Content, { parentId, propName }) => {
    if (placed || `${parentId}:${propName}` !== zone) return content;
    placed = true;
    const at = Math.max(0, Math.min(index, content.length));
    return [...content.slice(0, at), ...(blocks as Content), ...content.slice(at)];
  });
  return placed ? next : null;
}

/** Where a paste goes: after the selected block in its own list, else at the end of the page. */
function pasteTarget({ appState }: PuckApi): { zone: string; index: number } {
  const selected = appState.ui.itemSelector;
  if (selected) return { zone: selected.zone ?? ROOT_ZONE, index: selected.index + 1 };
  return { zone: ROOT_ZONE, index: appState.data.content.length };
}

/** A site's editor: `site-abc`, or null for the platform's pages. */
const useSiteSlug = () => {
  const { siteUniqueId } = useEditorScope();
  return siteUniqueId ? `site-${siteUniqueId}` : null;
};

/** Copy of the selected block and paste of clipboard text, on the Puck the component sits in. */
export function useBlockClipboard() {
  const getPuck = useGetPuck();
  const siteSlug = useSiteSlug();

  /** The clipboard text of the selected block, or null when no block is selected. */
  const selectedText = useCallback((): {
    text: string;
    label: string;
  } | null => {
    const item = getPuck().selectedItem;
    return item
      ? {
          text: blockClipboardText([item], siteSlug),
          label: labelOf(item.type),
        }
      : null;
  }, [getPuck, siteSlug]);

  /** `doc`: the document of the button pressed (the canvas frame's for the action bar): that one has the focus the clipboard wants. */
  const copySelected = useCallback(
    async (doc: Document = document) => {
      const selected = selectedText();
      if (!selected) {
        notify.error(NOTHING_SELECTED_TO_COPY);
        return;
      }
      if (await writeClipboard(selected.text, doc)) notify.success(blockCopiedMessage(selected.label));
      else notify.error(COPY_FAILED);
    },
    [selectedText],
  );

  /** Inserts the blocks `text` holds; answers why not when it holds none (nothing is inserted then). */
  const paste = useCallback(
    async (text: string): Promise<string | null> => {
      const read = await readBlockClipboard(text);
      if (!read.ok) return read.error;
      const puck = getPuck();
      const target = pasteTarget(puck);
      const data = puck.appState.data as Data;
      const place = insertBlocks(data, puck.config, target.zone, target.index, read.blocks) ? target : { zone: ROOT_ZONE, index: data.content.length };
      puck.dispatch({
        type: 'setData',
        data: (previous) => insertBlocks(previous, puck.config, place.zone, place.index, read.blocks) ?? previous,
      });
      // The first pasted block is selected: its fields show, and a second paste goes after it.
      puck.dispatch({
        type: 'setUi',
        ui: { itemSelector: { zone: place.zone, index: place.index } },
      });
      notify.success(pastedMessage(read.blocks.length, read.references, read.sourceSite !== siteSlug));
      return null;
    },
    [getPuck, siteSlug],
  );

  return { selectedText, copySelected, paste };
}

/** A text field, or anything in a dialog (the History, a picker): there Ctrl+C and Ctrl+V are the browser's. */
const isTextField = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]') !== null;

/** Set while writeClipboard's fallback copies: the shortcut listeners leave that copy alone. */
let fallbackCopy = false;

/** The Clipboard API, else the copy command with a copy event that puts `text` on the clipboard. */
async function writeClipboard(text: string, doc: Document): Promise<boolean> {
  try {
    const clipboard = doc.defaultView?.navigator.clipboard;
    if (!clipboard) throw new Error('No Clipboard API here');
    await clipboard.writeText(text);
    return true;
  } catch {
    const put = (event: ClipboardEvent) => {
      event.clipboardData?.setData('text/plain', text);
      event.preventDefault();
    };
    doc.addEventListener('copy', put);
    fallbackCopy = true;
    try {
      // Deprecated, yet the one way left when the Clipboard API is refused (plain http on a LAN address).
      return doc.execCommand('copy');
    } catch {
      return false;
    } finally {
      fallbackCopy = false;
      doc.removeEventListener('copy', put);
    }
  }
}

/**
 * Ctrl/Cmd+C and Ctrl/Cmd+V on `doc` (the editor's page, or the canvas frame's document) copy the
 * selected block and paste copied blocks, unless a text field has the focus or text is selected:
 * those keep the browser's own copy and paste. Pasted text that is not copied blocks is left alone.
 */
export function useBlockClipboardKeys(doc: Document | undefined): void {
  const { selectedText, paste } = useBlockClipboard();
  useEffect(() => {
    if (!doc) return;
    const onCopy = (event: ClipboardEvent) => {
      if (fallbackCopy || isTextField(event.target) || (doc.getSelection()?.toString() ?? '') !== '') return;
      const selected = selectedText();
      if (!selected || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', selected.text);
      event.preventDefault();
      notify.success(blockCopiedMessage(selected.label));
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTextField(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!/"sitewright"\s*:/.test(text)) return;
      event.preventDefault();
      void paste(text).then((refused) => {
        if (refused !== null) notify.error(refused);
      });
    };
    doc.addEventListener('copy', onCopy);
    doc.addEventListener('paste', onPaste);
    return () => {
      doc.removeEventListener('copy', onCopy);
      doc.removeEventListener('paste', onPaste);
    };
  }, [doc, selectedText, paste]);
}

/** The header's Copy block and Paste block, and the shortcuts on the editor's own page. */
export function BlockClipboardActions(): ReactNode {
  const { copySelected, paste } = useBlockClipboard();
  const [open, setOpen] = useState(false);
  const [doc, setDoc] = useState<Document>();
  useEffect(() => setDoc(document), []);
  useBlockClipboardKeys(doc);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copySelected()}>
        {COPY_BLOCK_LABEL}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {PASTE_BLOCK_LABEL}
      </Button>
      <PasteBlocksDialog open={open} onClose={() => setOpen(false)} onPaste={paste} />
    </>
  );
}

/** The shortcuts inside the canvas frame (Puck's `overrides.iframe` hands over its document). */
export function CanvasClipboardKeys({ document: frameDocument }: { document?: Document }): null {
  useBlockClipboardKeys(frameDocument);
  return null;
}

/** Puck's `overrides.actionBar`: its own actions, with Copy block first among them. */
export function BlockActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }): ReactElement {
  const { copySelected } = useBlockClipboard();
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label ? <ActionBar.Label label={label} /> : null}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label={COPY_BLOCK_LABEL} onClick={(event) => void copySelected((event.currentTarget as Element).ownerDocument)}>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="8" y="2" width="8" height="4" rx="1" />
            <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
          </svg>
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
