import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
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

/**
 * The signed-in user's menu, a Radix DropdownMenu: Enter, Space or ArrowDown open it on the first
 * item, arrows wrap, Escape and Tab close it and return focus to the button. Not modal: a click
 * elsewhere closes it and still does what it was meant for.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lastItemRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const requestSignOut = useSignOut();

  const signOut = async () => {
    setOpen(false);
    // The confirm's opener is the menu button, not the menu item about to go: its close returns focus
    // there at once instead of racing the menu's own focus return.
    buttonRef.current?.focus();
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
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={buttonRef}
        // ArrowUp on a menu button opens the menu on its last item (WAI-ARIA menu button); Radix leaves it to us.
        // It also lands when the menu has just opened and focus has not moved in yet.
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
          setTimeout(() => lastItemRef.current?.focus(), 0);
        }}
        className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 pl-1 pr-3 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-fg">
          {initials(user.name || user.email)}
        </span>
        {/* The narrowest phones show the initials only; the name stays the button's accessible name. */}
        <span className="max-w-40 truncate max-[359px]:sr-only">{user.name || user.email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label="User menu"
          align="end"
          sideOffset={8}
          loop
          onKeyDown={(event) => {
            if (event.key === 'Tab') setOpen(false);
          }}
          className="z-40 w-60 rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="border-b border-border px-3 py-2 text-xs text-fg-muted">
            Signed in as <span className="block truncate font-medium text-fg">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={ACCOUNT_PROFILE}>Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={ACCOUNT_ORDERS}>{ACCOUNT_ORDERS_LINK}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={UPDATE_PASSWORD}>Update password</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item ref={lastItemRef} onSelect={() => void signOut()} className={`${itemClass} w-full text-left`}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none hover:bg-surface-muted focus-visible:bg-surface-muted data-highlighted:bg-surface-muted';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}
