import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { CLOSE_MENU_LABEL, SIDE_MENU_AUTO_CLOSE_INTERVAL_MS, SIDE_MENU_TITLE } from '#core/navigation/nav-messages.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';
import { cx } from '#web/ui/class-names.ts';
import { useBodyScrollLock } from '#web/ui/use-body-scroll-lock.ts';
import { useFocusTrap } from '#web/ui/use-focus-trap.ts';
import { useOutsideClick } from '#web/ui/use-outside-click.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Logo } from '../logo/logo.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { AccountMenu } from './account-menu.tsx';
import { ShopButtons } from './shop-buttons.tsx';
import { SiteLink } from './site-link.tsx';
import { siteSlugOf } from './site-slug.ts';
import { NAV_MENU_DEFAULT_PROPS, isShown, placementOf, usableLinks, type NavMenuProps } from './nav-menu.types.ts';

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
 * Site header navigation (spec 3 §2): logo or site name, the top menu (in the bar on wide screens),
 * a side menu (a panel with a close button; Escape, an outside click and following a link close
 * it), and the visitor's own buttons: cart, wishlist, Login or the user menu, each shown per its
 * desktop and mobile flags and filled in the browser, so the cached HTML is the same for everyone.
 */
export function NavMenu(props: NavMenuProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const titleId = useId();
  const siteSlug = siteSlugOf(props);
  const links = usableLinks(props.links);
  const sideLinks = usableLinks(props.sideLinks);
  const label = props.ariaLabel?.trim() || NAV_MENU_DEFAULT_PROPS.ariaLabel;
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

  const renderLink = (link: (typeof links)[number], index: number, placement: 'bar' | 'panel', className?: string): ReactElement => (
    <li key={`${placement}-${index}`} className={className}>
      <SiteLink
        href={link.href}
        target={link.target}
        siteSlug={siteSlug}
        onClick={placement === 'panel' ? () => !onEditPage() && setOpen(false) : undefined}
        className={cx('block rounded-md', FOCUS_RING, placement === 'bar' ? 'px-2 py-1' : 'px-3 py-2', styles.items)}
      >
        {link.label}
      </SiteLink>
    </li>
  );

  return (
    <nav aria-label={label} className="relative" data-nav-menu="">
      <div className="flex items-center justify-between gap-4 py-3">
        <Logo
          image={props.logo ?? ''}
          alt={props.logoAlt ?? ''}
          text={props.title ?? ''}
          href={props.homeHref ?? '/'}
          height={40}
          siteSlug={siteSlug}
        />
        {links.length > 0 && <ul className="hidden flex-wrap items-center gap-2 md:flex">{links.map((link, index) => renderLink(link, index, 'bar'))}</ul>}
        <div className="flex items-center gap-1">
          {(isShown(cart) || isShown(wishlist)) && <ShopButtons cart={cart} wishlist={wishlist} />}
          {(isShown(login) || isShown(userMenu)) && <AccountMenu login={login} userMenu={userMenu} />}
          {hasSideMenu && (
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
          )}
        </div>
      </div>
      {hasSideMenu && (
        <>
          <div aria-hidden="true" className={cx('fixed inset-0 z-40 bg-black/40', !open && 'hidden')} />
          <div
            id={menuId}
            hidden={!open}
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onPanelKeyDown}
            className={cx(
              open ? 'flex' : 'hidden',
              'fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto p-4 shadow-2xl',
              styles.site,
            )}
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
              {links.map((link, index) => renderLink(link, index, 'panel', 'md:hidden'))}
              {sideLinks.map((link, index) => renderLink(link, links.length + index, 'panel'))}
            </ul>
          </div>
        </>
      )}
    </nav>
  );
}
