import { useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { SIDE_MENU_AUTO_CLOSE_INTERVAL_MS, SIDE_MENU_TITLE } from '#core/navigation/nav-messages.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';
import { cx } from '#web/ui/class-names.ts';
import { useOutsideClick } from '#web/ui/use-outside-click.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { isShown, placementOf, type NavActionsProps } from './nav-menu.types.ts';
import type { NavPersonalProps } from './nav-personal.tsx';
import { placementClass } from './placement-class.ts';

function MenuIcon({ open }: { open: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="size-6">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** On an edit page the menu stays open when a link is followed, so the editor can keep working on it (spec 3 §4). */
const onEditPage = (): boolean => isEditPath(window.location.pathname);

/**
 * The interactive end of the navigation bar, its island: the visitor's own buttons (wishlist, cart,
 * Login or the user menu, each per its desktop and mobile flags, filled in the browser) and the
 * side menu's button. The side menu itself is static HTML beside the island (NavMenu renders it
 * with its links, hidden); this button shows and hides it. It is a disclosure, not a modal: opening
 * moves focus to its close button; Escape, the close button, a click outside, focus leaving it and
 * following a link close it (links not on edit pages; the address is also checked every 100 ms).
 */
export function NavActions(props: NavActionsProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const panelId = props.panelId ?? '';
  const cart = placementOf(props.cart);
  const wishlist = placementOf(props.wishlist);
  const login = placementOf(props.login);
  const userMenu = placementOf(props.userMenu);
  const wantsPersonal = [cart, wishlist, login, userMenu].some(isShown);
  // The visitor's buttons load after hydration, and only when switched on (nav-personal.tsx).
  const [Personal, setPersonal] = useState<ComponentType<NavPersonalProps> | null>(null);
  useEffect(() => {
    if (!wantsPersonal) return;
    let live = true;
    void import('./nav-personal.tsx').then((module) => {
      if (live) setPersonal(() => module.NavPersonal);
    });
    return () => {
      live = false;
    };
  }, [wantsPersonal]);

  // The panel's own controls: wired once, reading state through setOpen only.
  useEffect(() => {
    // The button's own document: in the editor the canvas is an iframe, not this window's document.
    const panel = panelId === '' ? null : (buttonRef.current?.ownerDocument ?? document).getElementById(panelId);
    panelRef.current = panel;
    if (panel === null) return;
    const onClick = (event: MouseEvent): void => {
      const target = event.target as Element;
      if (target.closest('[data-side-menu-close]')) {
        setOpen(false);
        buttonRef.current?.focus();
      } else if (target.closest('a') && !onEditPage()) {
        setOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget;
      if (next instanceof Node && !panel.contains(next) && next !== buttonRef.current) setOpen(false);
    };
    panel.addEventListener('click', onClick);
    panel.addEventListener('keydown', onKeyDown);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      panel.removeEventListener('click', onClick);
      panel.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('focusout', onFocusOut);
    };
  }, [panelId]);

  // Shows or hides the static panel (and its backdrop) with the state.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel === null) return;
    panel.hidden = !open;
    const backdrop = panel.previousElementSibling;
    if (backdrop instanceof HTMLElement && backdrop.hasAttribute('data-side-menu-backdrop')) backdrop.hidden = !open;
    if (open) panel.querySelector<HTMLElement>('[data-side-menu-close]')?.focus();
  }, [open]);

  useOutsideClick([panelRef, buttonRef], () => setOpen(false), { enabled: open });

  // Escape closes the open menu from anywhere, returning focus to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Navigation without a page load (a #hash link, history.pushState) closes the menu too (spec 3 §9).
  useEffect(() => {
    if (!open) return;
    const openedAt = window.location.href;
    const timer = window.setInterval(() => {
      if (window.location.href !== openedAt && !onEditPage()) setOpen(false);
    }, SIDE_MENU_AUTO_CLOSE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [open]);

  return (
    <div className="flex items-center gap-1" data-nav-actions="">
      {Personal !== null ? (
        <Personal cart={cart} wishlist={wishlist} login={login} userMenu={userMenu} />
      ) : (
        // Their room until they load, so the bar does not shift (Login fills in later either way).
        [wishlist, cart].map((placement, index) => {
          const display = placementClass(placement);
          return display === null ? null : <span key={index} aria-hidden="true" className={cx(display, 'size-9')} />;
        })
      )}
      {panelId !== '' && (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((previous) => !previous)}
          // Above the open panel and its shade (which slide in from the other side): it closes it again.
          className={cx(
            'relative z-[60] items-center gap-2 rounded-md px-2 py-1.5',
            FOCUS_RING,
            props.sideMenuOnDesktop ? 'inline-flex' : 'inline-flex md:hidden',
            styles.items,
            // Over the shade it keeps the page's own background, so its text stays readable.
            open && cx(styles.site, 'shadow-md'),
          )}
        >
          <MenuIcon open={open} />
          <span>{SIDE_MENU_TITLE}</span>
        </button>
      )}
    </div>
  );
}

export { MenuIcon };
