import { useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { SIDE_MENU_TITLE } from '#core/navigation/side-menu-labels.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { isShown, placementOf, type NavActionsProps } from './nav-menu.types.ts';
import type { NavPersonalProps } from './nav-personal.tsx';
import { BAR_LABEL, LoginRoom } from './login-room.tsx';
import { placementClass } from './placement-class.ts';
import type { openSideMenu } from './side-menu.ts';

type SideMenu = { openSideMenu: typeof openSideMenu };

function MenuIcon({ open }: { open: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="size-6">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The interactive end of the navigation bar, its island: the side menu's button and the visitor's
 * own buttons (wishlist, cart, Login or the user menu, each per its desktop and mobile flags). The
 * side menu itself is static HTML beside the island (NavMenu renders it, hidden); what an open
 * menu does is loaded on its first opening (side-menu.ts), the visitor's buttons after hydration
 * and only when switched on (nav-personal.tsx), so a page pays for neither until it needs them.
 */
export function NavActions(props: NavActionsProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sideMenu = useRef<SideMenu | null>(null);
  const panelId = props.panelId ?? '';
  const cart = placementOf(props.cart);
  const wishlist = placementOf(props.wishlist);
  const login = placementOf(props.login);
  const userMenu = placementOf(props.userMenu);
  const wantsPersonal = [cart, wishlist, login, userMenu].some(isShown);
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

  useEffect(() => {
    const button = buttonRef.current;
    // The button's own document: in the editor the canvas is an iframe.
    const panel = button?.ownerDocument.getElementById(panelId);
    if (!open || !button || !panel || !sideMenu.current) return;
    return sideMenu.current.openSideMenu(panel, button, (returnFocus) => {
      setOpen(false);
      if (returnFocus) button.focus();
    });
  }, [open, panelId]);

  const toggle = async (): Promise<void> => {
    if (open) {
      setOpen(false);
      return;
    }
    sideMenu.current ??= await import('./side-menu.ts');
    setOpen(true);
  };

  return (
    <div className="flex shrink-0 items-center sm:gap-1" data-nav-actions="">
      {Personal !== null ? (
        <Personal cart={cart} wishlist={wishlist} login={login} userMenu={userMenu} />
      ) : (
        // Their room until they load, so the bar does not shift.
        <>
          {[wishlist, cart].map((placement, index) => {
            const display = placementClass(placement);
            return display === null ? null : <span key={index} aria-hidden="true" className={cx(display, 'size-9')} />;
          })}
          {placementClass(login) !== null && <LoginRoom display={placementClass(login)!} />}
        </>
      )}
      {panelId !== '' && (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => void toggle()}
          className={cx(
            'relative items-center gap-2 rounded-md px-2 py-1.5',
            FOCUS_RING,
            props.sideMenuOnDesktop ? 'inline-flex' : 'inline-flex md:hidden',
            styles.items,
            // Over the shade and the open menu (only then: a cart drawer opened later covers it) it
            // keeps the page's own background, so its text stays readable.
            open && cx('z-[60]', styles.site, 'shadow-md'),
          )}
        >
          <MenuIcon open={open} />
          <span className={BAR_LABEL}>{SIDE_MENU_TITLE}</span>
        </button>
      )}
    </div>
  );
}

export { MenuIcon };
