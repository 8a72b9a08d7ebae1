import type { ReactElement } from 'react';
import { LOGIN_LABEL } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';

/** The Login button's box (icon, gap, label, padding), as account-menu.tsx draws it. */
export const LOGIN_BUTTON_BOX = 'items-center gap-2 rounded-md px-2 py-1.5';

/**
 * The bar's button labels (Menu, Login, the user's name) on phones: read by screen readers, not
 * drawn, so the logo and the icons fit a 320 px screen without sideways scroll.
 */
export const BAR_LABEL = 'max-sm:sr-only';

/**
 * The Login button's room, kept while the sign-in state is unknown (server HTML, hydration, the
 * session request): the bar keeps its size, so nothing below it shifts when Login fills in.
 */
export function LoginRoom({ display }: { display: string }): ReactElement {
  return (
    <span aria-hidden="true" className={cx(display, LOGIN_BUTTON_BOX, 'invisible')} data-nav-login-room="">
      <span className="size-5" />
      <span className={BAR_LABEL}>{LOGIN_LABEL}</span>
    </span>
  );
}
