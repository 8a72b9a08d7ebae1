// What Puck 0.23 does not let its overrides or props reach (decision 048): the preview iframe has no
// title, the zoom select no label, the plugin rail's Blocks / Outline are clickable <div>s that
// Tab never reaches, an outline row nests its select button in a drag handle, and a canvas block
// without text (an icon) is a button without a name. The iframe override reaches the frame element; the rest is set where Puck
// renders it, again after each of its renders, and Enter or Space on a rail item clicks it.
import { useCallback, useEffect, type ReactNode, type RefCallback } from 'react';
import { editorConfig } from './editor-config.tsx';
import './puck-a11y.css';

export const PREVIEW_FRAME_TITLE = 'Page preview';
export const ZOOM_LABEL = 'Zoom';

const blockLabels: Record<string, { label?: string } | undefined> = editorConfig.components;

/** A block on the canvas is a draggable role=button named by its text: one without text (an icon) is named by its block's label. */
function nameSilentBlocks(body: HTMLElement): void {
  for (const block of body.querySelectorAll<HTMLElement>('[data-puck-component][role="button"]:not([aria-label])')) {
    if ((block.textContent ?? '').trim() !== '') continue;
    // Its id is the block type, a dash and a generated id ('Icon-1124afc0-…').
    const type = (block.dataset.puckComponent ?? '').split('-')[0] ?? '';
    block.setAttribute('aria-label', blockLabels[type]?.label ?? type);
  }
}

/** Puck's `overrides.iframe`: renders the canvas as is, gives its iframe a title (axe frame-title) and names silent blocks (aria-command-name). */
export function PreviewFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    const frame = document?.defaultView?.frameElement;
    if (frame && !frame.getAttribute('title')) frame.setAttribute('title', PREVIEW_FRAME_TITLE);
    const body = document?.body;
    if (!body) return;
    nameSilentBlocks(body);
    const observer = new MutationObserver(() => nameSilentBlocks(body));
    observer.observe(body, { childList: true, subtree: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [document]);
  return <>{children}</>;
}

const RAIL_ITEM = '[class*="_NavItem-link_"]';

function fixControls(root: HTMLElement): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="_ViewportControls-zoomSelect_"]:not([aria-label])')) {
    select.setAttribute('aria-label', ZOOM_LABEL);
  }
  for (const item of root.querySelectorAll<HTMLElement>(`${RAIL_ITEM}:not([role])`)) {
    item.setAttribute('role', 'button');
    item.tabIndex = 0;
  }
  // An outline row is a drag handle (role=button) around the button that selects its block: a
  // button in a button (axe nested-interactive). The row stays draggable by pointer; the keyboard
  // gets the select button only.
  for (const row of root.querySelectorAll<HTMLElement>('[class*="_Layer-inner_"][role="button"]')) {
    for (const name of ['role', 'tabindex', 'aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-grabbed', 'aria-disabled']) row.removeAttribute(name);
  }
}

/**
 * Names the viewport zoom select (axe select-name) and makes the plugin rail's items buttons
 * (focusable, Enter and Space) inside the element it is the ref of, whenever Puck renders them.
 * A callback ref, so it takes hold whenever that element mounts: an editor that shows a loading
 * state first (the section editor) mounts it after its first render.
 */
export function usePuckControls(): RefCallback<HTMLElement> {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return;
    fixControls(root);
    const observer = new MutationObserver(() => fixControls(root));
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['role'] });
    const onKeyDown = (event: KeyboardEvent) => {
      const item = event.target instanceof HTMLElement && event.target.matches(RAIL_ITEM) ? event.target : null;
      if (!item || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      item.click();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
