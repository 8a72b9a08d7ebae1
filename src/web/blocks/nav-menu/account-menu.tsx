import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { accountLinks, shopAccountLink, type AccountLinks } from '#core/navigation/account-links.ts';
import { ACCOUNT_LABEL, LOGIN_LABEL, LOGOUT_LABEL, PROFILE_LABEL } from '#core/navigation/nav-messages.ts';
import { SHOP_ACCOUNT_NAV_LABEL } from '#core/shop/shop-account-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { BAR_LABEL, LOGIN_BUTTON_BOX, LoginRoom } from './login-room.tsx';
import { placementClass } from './placement-class.ts';
import type { ButtonPlacement } from './nav-menu.types.ts';
import { useSession, watchSession } from '#web/site/session-store.ts';
import { usePageContext } from '#web/islands/island-context.tsx';

/** The page's own path, query and hash: where signing in comes back to. */
function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function UserIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="size-5">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}

/**
 * The Login button (signed out) or the user menu (signed in), spec 3 §4. Both depend on the
 * visitor, so neither is in the server's HTML: while the state loads, Login's room is kept.
 */
export function AccountMenu({ login, userMenu }: { login: ButtonPlacement; userMenu: ButtonPlacement }): ReactElement | null {
  const { styles } = useTheme();
  // A shop's page (its site in the page context) leads to the shop's own account pages.
  const { siteSlug } = usePageContext();
  const session = useSession();
  const [links, setLinks] = useState<(AccountLinks & { shopAccount: string | null }) | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    watchSession();
    setLinks({ ...accountLinks(currentPath()), shopAccount: shopAccountLink(currentPath(), siteSlug ?? null) });
  }, [siteSlug]);

  // A press outside closes it (written out: the shared hook would be one more file for every page
  // with these buttons). The listener starts after the press that opened it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      const path = event.composedPath();
      if (!path.includes(buttonRef.current as EventTarget) && !path.includes(listRef.current as EventTarget)) setOpen(false);
    };
    const timer = window.setTimeout(() => document.addEventListener('pointerdown', onPointerDown, true));
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector('a')?.focus();
  }, [open]);

  if (links === null || session.status === 'loading') {
    const display = placementClass(login);
    return display === null ? null : <LoginRoom display={display} />;
  }

  const buttonClass = cx(LOGIN_BUTTON_BOX, FOCUS_RING, styles.items);

  if (session.status === 'unauthenticated') {
    const display = placementClass(login);
    if (display === null) return null;
    return (
      <a href={links.login} className={cx(display, buttonClass)} data-nav-login="">
        <UserIcon />
        <span className={BAR_LABEL}>{LOGIN_LABEL}</span>
      </a>
    );
  }

  const display = placementClass(userMenu);
  if (display === null) return null;
  const name = session.user.name.trim() || session.user.email || ACCOUNT_LABEL;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- this handler only catches events bubbling up from the real controls inside (Escape, backdrop click)
    <div className={cx(display, 'relative')} onKeyDown={onKeyDown} data-nav-user-menu="">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((previous) => !previous)}
        className={cx('inline-flex', buttonClass)}
      >
        <UserIcon />
        <span className={cx('max-w-32 truncate', BAR_LABEL)}>{name}</span>
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        className={cx('absolute right-0 top-full z-40 mt-2 min-w-40 rounded-md border border-current/15 bg-white p-1 text-slate-900 shadow-lg', !open && 'hidden')}
      >
        {links.shopAccount !== null ? (
          <li>
            <a href={links.shopAccount} className={cx('block rounded px-3 py-2 hover:bg-slate-100', FOCUS_RING)} data-nav-shop-account="">
              {SHOP_ACCOUNT_NAV_LABEL}
            </a>
          </li>
        ) : null}
        <li>
          <a href={links.profile} className={cx('block rounded px-3 py-2 hover:bg-slate-100', FOCUS_RING)}>
            {PROFILE_LABEL}
          </a>
        </li>
        <li>
          <a href={links.logout} className={cx('block rounded px-3 py-2 hover:bg-slate-100', FOCUS_RING)}>
            {LOGOUT_LABEL}
          </a>
        </li>
      </ul>
    </div>
  );
}
