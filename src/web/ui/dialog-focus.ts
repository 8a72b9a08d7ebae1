import { createContext, use, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { getTabbableElements } from './tabbable.ts';

/**
 * The focused element, looking into same-origin iframes: when the opener sits in an iframe (the editor's
 * canvas), this document only sees the <iframe> as focused. Checked without `instanceof`, which is false for
 * elements of another window's realm.
 */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active !== null && active.tagName === 'IFRAME') {
    let inner: Element | null = null;
    try {
      inner = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    } catch {
      inner = null; // cross-origin frame
    }
    if (inner === null || inner === inner.ownerDocument.body) break;
    active = inner;
  }
  return active === null || active === document.body || typeof (active as HTMLElement).focus !== 'function' ? null : (active as HTMLElement);
}

/** Focuses `element`, first focusing the iframe it lives in when it belongs to another document. */
function focusOrigin(element: HTMLElement): void {
  const frame = element.ownerDocument.defaultView?.frameElement;
  if (element.ownerDocument !== document && frame != null) (frame as HTMLElement).focus({ preventScroll: true });
  // preventScroll: the page was scroll-locked, so the opener is still where the user left it.
  element.focus({ preventScroll: true });
}

/**
 * The opener of a dialog whose code arrived after the press (ui/lazy-dialog.tsx), kept at the press: by the
 * time the dialog mounts, focus may have left it (the opener was a menu item that closed, say).
 */
export const DialogOpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

export interface DialogFocus {
  contentRef: RefObject<HTMLDivElement | null>;
  /** For Radix's Content: focus moves in after `delayMs` instead of at once. */
  onOpenAutoFocus: (event: Event) => void;
  /** For Radix's Content: focus goes back to whatever had it when the dialog opened. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Focus for a Radix dialog opened by the app's own buttons (no Dialog.Trigger): the spec's initial
 * focus delay (Modal 50 ms, other trapped surfaces 100 ms; decision 005), then `initialFocusRef`, an
 * element already focused inside (autoFocus), the first tab stop, or the dialog itself; on close
 * focus returns to the opener, even one inside the editor's canvas iframe.
 */
export function useDialogFocus(open: boolean, delayMs: number, initialFocusRef?: RefObject<HTMLElement | null>): DialogFocus {
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const openerAtPress = use(DialogOpenerContext);

  // Radix's portal renders the content one commit after `open` turns true, so this still sees the
  // opener, not an autoFocus field inside the dialog.
  useLayoutEffect(() => {
    if (open) openerRef.current = deepActiveElement() ?? openerAtPress?.current ?? null;
  }, [open, openerAtPress]);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const onOpenAutoFocus = (event: Event): void => {
    event.preventDefault();
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      const content = contentRef.current;
      if (content === null) return;
      const preferred = initialFocusRef?.current;
      if (preferred != null && preferred.isConnected) {
        preferred.focus();
        return;
      }
      if (content.contains(document.activeElement)) return;
      (getTabbableElements(content)[0] ?? content).focus();
    }, delayMs);
  };

  const onCloseAutoFocus = (event: Event): void => {
    event.preventDefault();
    window.clearTimeout(timerRef.current);
    const opener = openerRef.current;
    openerRef.current = null;
    // Radix calls this a task after the content went away. A keyboard user may already have gone on by
    // then (Escape, then Enter on a menu button that the caller had focused): pulling focus back would
    // close the menu that Enter just opened. Only a focus left nowhere, or in the dialog, goes home.
    const active = deepActiveElement();
    const movedOn = active !== null && active !== opener && !(contentRef.current?.contains(active) ?? false);
    if (movedOn) return;
    if (opener !== null && opener.isConnected) focusOrigin(opener);
  };

  return { contentRef, onOpenAutoFocus, onCloseAutoFocus };
}
