import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { CLOSE_MENU_LABEL, SIDE_MENU_AUTO_CLOSE_INTERVAL_MS, SIDE_MENU_TITLE } from '#core/navigation/nav-messages.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';
import { cx } from '#web/ui/class-names.ts';
import { useBodyScrollLock } from '#web/ui/use-body-scroll-lock.ts';
import { useFocusTrap } from '#web/ui/use-focus-trap.ts';
import { useOutsideClick } from '#web/ui/use-outside-click.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { AccountMenu } from './account-menu.tsx';
import { isShown, placementOf, usableLinks, type MenuLink, type NavActionsProps } from './nav-menu.types.ts';
import { ShopButtons } from './shop-buttons.tsx';
import { SiteLink } from './site-link.tsx';
import { siteSlugOf } from './site-slug.ts';

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
 * side menu (a panel with a close button; Escape, an outside click and following a link close it,
 * except on edit pages). The logo and the top menu around it are static HTML.
 */
export function NavActions(props: NavActionsProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const titleId = useId();
  const siteSlug = siteSlugOf(props);
  const links = usableLinks(props.links);
  const sideLinks = usableLinks(props.sideLinks);
  const cart = placementOf(props.cart);
  const wishlist = placementOf(props.wishlist);
  const login = placementOf(props.login);
  const userMenu = placementOf(props.userMenu);
  const hasSideMenu = links.length > 0 || sideLinks.length > 0;

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useBodyScrollLock(open);
  useFocusTrap(panelRef, { active: open, restoreFocus: true });
  useOutsideClick([panelRef, buttonRef], () => close(false), { enabled: open });

  // Escape closes the open menu from anywhere, returning focus to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Navigation without a page load (a #hash link, history.pushState) closes the menu too: the
  // address is checked every 100 ms while it is open (spec 3 §9), except on edit pages.
  useEffect(() => {
    if (!open) return;
    const openedAt = window.location.href;
    const timer = window.setInterval(() => {
      if (window.location.href !== openedAt && !onEditPage()) setOpen(false);
    }, SIDE_MENU_AUTO_CLOSE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // Handled here too so Escape works even if a page script stops the document listener.
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const renderLink = (link: MenuLink, key: string, className?: string): ReactElement => (
    <li key={key} className={className}>
      <SiteLink
        href={link.href}
        target={link.target}
        siteSlug={siteSlug}
        onClick={() => !onEditPage() && setOpen(false)}
        className={cx('block rounded-md px-3 py-2', FOCUS_RING, styles.items)}
      >
        {link.label}
      </SiteLink>
    </li>
  );

  return (
    <div className="flex items-center gap-1" data-nav-actions="">
      {(isShown(cart) || isShown(wishlist)) && <ShopButtons cart={cart} wishlist={wishlist} />}
      {(isShown(login) || isShown(userMenu)) && <AccountMenu login={login} userMenu={userMenu} />}
      {hasSideMenu && (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((previous) => !previous)}
            className={cx('items-center gap-2 rounded-md px-2 py-1.5', FOCUS_RING, sideLinks.length > 0 ? 'inline-flex' : 'inline-flex md:hidden', styles.items)}
          >
            <MenuIcon open={open} />
            <span>{SIDE_MENU_TITLE}</span>
          </button>
          <div aria-hidden="true" className={cx('fixed inset-0 z-40 bg-black/40', !open && 'hidden')} />
          <div
            id={menuId}
            hidden={!open}
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onPanelKeyDown}
            className={cx(open ? 'flex' : 'hidden', 'fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto p-4 shadow-2xl', styles.site)}
            data-side-menu=""
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id={titleId} className={cx('text-lg font-semibold', styles.title)}>
                {SIDE_MENU_TITLE}
              </h2>
              <button type="button" aria-label={CLOSE_MENU_LABEL} onClick={() => close(true)} className={cx('inline-flex rounded-md p-1.5', FOCUS_RING, styles.items)}>
                <MenuIcon open />
              </button>
            </div>
            <ul className="flex flex-col gap-1">
              {links.map((link, index) => renderLink(link, `top-${index}`, 'md:hidden'))}
              {sideLinks.map((link, index) => renderLink(link, `side-${index}`))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
