import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_ORDERS_LINK } from '#core/checkout/page-messages.ts';
import { ACCOUNT_ORDERS, ACCOUNT_PROFILE, LOGIN, UPDATE_PASSWORD } from '#core/paths/routes.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { useSignOut } from './use-sign-out.ts';

export interface MenuUser {
  name: string;
  email: string;
  role: string;
}

/** The signed-in user's menu: a disclosure button with a keyboard-navigable list of actions. */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const requestSignOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const signOut = async () => {
    setOpen(false);
    const ok = await confirm({ title: 'Sign out', message: 'Are you sure you want to sign out?', okLabel: 'OK', cancelLabel: 'Cancel' });
    if (!ok) {
      buttonRef.current?.focus();
      return;
    }
    if (!(await requestSignOut())) {
      notify.error('Sign-out failed. Check your connection and try again.');
      return;
    }
    navigate(LOGIN, { replace: true });
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 pl-1 pr-3 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-fg">
          {initials(user.name || user.email)}
        </span>
        <span className="max-w-40 truncate">{user.name || user.email}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="User menu"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-60 rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          <div className="border-b border-border px-3 py-2 text-xs text-fg-muted">
            Signed in as <span className="block truncate font-medium text-fg">{user.email}</span>
          </div>
          <Link role="menuitem" to={ACCOUNT_PROFILE} onClick={() => setOpen(false)} className={itemClass}>
            Profile
          </Link>
          <Link role="menuitem" to={ACCOUNT_ORDERS} onClick={() => setOpen(false)} className={itemClass}>
            {ACCOUNT_ORDERS_LINK}
          </Link>
          <Link role="menuitem" to={UPDATE_PASSWORD} onClick={() => setOpen(false)} className={itemClass}>
            Update password
          </Link>
          <button role="menuitem" type="button" onClick={signOut} className={`${itemClass} w-full text-left`}>
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}

const itemClass =
  'block rounded-md px-3 py-2 text-sm hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}
