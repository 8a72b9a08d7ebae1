import type { ReactElement } from 'react';

export interface MenuUser {
  name: string;
  email: string;
  role: string;
}

/** How the menu was asked to open before its code arrived: by pointer, or by a key (first or last item). */
export type OpenRequest = 'keyboard' | 'keyboard-last' | 'pointer' | null;

export const TRIGGER_CLASS =
  'flex items-center gap-2 rounded-full border border-border bg-surface py-1 pl-1 pr-3 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The menu button's face: the user's initials and name. */
export function TriggerFace({ user }: { user: MenuUser }): ReactElement {
  return (
    <>
      <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-fg">
        {initials(user.name || user.email)}
      </span>
      {/* The narrowest phones show the initials only; the name stays the button's accessible name. */}
      <span className="max-w-40 truncate max-[359px]:sr-only">{user.name || user.email}</span>
    </>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}
