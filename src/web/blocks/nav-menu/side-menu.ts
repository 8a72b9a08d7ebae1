import { OUTSIDE_CLICK_DELAY_MS } from '#core/constants.ts';
import { SIDE_MENU_AUTO_CLOSE_INTERVAL_MS } from '#core/navigation/nav-messages.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';

/**
 * What an open side menu does (spec 3 §4, §9), loaded on its first opening so that pages pay for
 * it only when a visitor uses it: shows the static panel and its shade, moves focus to its close
 * button, and closes it on the close button, Escape, a click outside (after the opening click),
 * focus leaving it, and navigation: a followed link or a changed address (checked every 100 ms),
 * except on edit pages, where the editor keeps working on the open menu. Returns the clean-up,
 * which hides the panel again.
 */
export function openSideMenu(panel: HTMLElement, button: HTMLElement, close: (returnFocus: boolean) => void): () => void {
  const view = panel.ownerDocument.defaultView ?? window;
  const doc = panel.ownerDocument;
  // The editor's canvas is an iframe: the address that counts is the editor's own.
  const onEditPage = (): boolean => isEditPath(window.location.pathname);
  const backdrop = panel.previousElementSibling instanceof HTMLElement && panel.previousElementSibling.hasAttribute('data-side-menu-backdrop') ? panel.previousElementSibling : null;
  panel.hidden = false;
  if (backdrop) backdrop.hidden = false;
  panel.querySelector<HTMLElement>('[data-side-menu-close]')?.focus();

  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (target.closest('[data-side-menu-close]')) close(true);
    else if (target.closest('a') && !onEditPage()) close(false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  };
  const onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panel.contains(next) && next !== button) close(false);
  };
  const onPointerDown = (event: PointerEvent): void => {
    const path = event.composedPath();
    if (!path.includes(panel) && !path.includes(button)) close(false);
  };
  const openedAt = window.location.href;
  const interval = window.setInterval(() => {
    if (window.location.href !== openedAt && !onEditPage()) close(false);
  }, SIDE_MENU_AUTO_CLOSE_INTERVAL_MS);
  const listen = view.setTimeout(() => doc.addEventListener('pointerdown', onPointerDown, true), OUTSIDE_CLICK_DELAY_MS);
  panel.addEventListener('click', onClick);
  panel.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);

  return () => {
    window.clearInterval(interval);
    view.clearTimeout(listen);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    panel.removeEventListener('click', onClick);
    panel.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
    panel.hidden = true;
    if (backdrop) backdrop.hidden = true;
  };
}
