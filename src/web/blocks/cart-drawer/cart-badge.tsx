import type { ReactElement } from 'react';
import { badgeLabel } from '#core/cart/cart-constants.ts';

/** A count on a button: nothing at 0, '99+' above 99 (spec 3 §2). Decorative: the button's name says the count. */
export function CountBadge({ count }: { count: number }): ReactElement | null {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
      data-badge=""
    >
      {badgeLabel(count)}
    </span>
  );
}

export function CartIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-6">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}
