import type { AlertVariant } from './alert.types.ts';

export interface AlertStyle {
  /** Box: border, background and text colour. */
  readonly box: string;
  readonly icon: string;
  /** Read before the message by screen readers, since colour and icon are not announced. */
  readonly srLabel: string;
  /** Live-region role: warnings and errors interrupt, the others wait their turn. */
  readonly role: 'alert' | 'status';
}

// Fixed colours rather than the preset's: a warning must look like a warning on every theme.
// alert-styles.test.ts checks each pairing for WCAG AA.
export const ALERT_STYLES: Readonly<Record<AlertVariant, AlertStyle>> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'text-sky-700', srLabel: 'Information:', role: 'status' },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: 'text-green-700', srLabel: 'Success:', role: 'status' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'text-amber-700', srLabel: 'Warning:', role: 'alert' },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-700', srLabel: 'Error:', role: 'alert' },
};
