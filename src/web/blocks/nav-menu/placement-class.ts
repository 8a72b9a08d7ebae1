import type { ButtonPlacement } from './nav-menu.types.ts';

/**
 * The display classes of a button shown per placement flags (md is the desktop breakpoint, as for
 * the top menu); '' is never returned for a shown button, null for a hidden one.
 */
export function placementClass({ desktop, mobile }: ButtonPlacement, display: 'inline-flex' | 'flex' = 'inline-flex'): string | null {
  if (desktop && mobile) return display;
  if (desktop) return display === 'flex' ? 'hidden md:flex' : 'hidden md:inline-flex';
  if (mobile) return display === 'flex' ? 'flex md:hidden' : 'inline-flex md:hidden';
  return null;
}
