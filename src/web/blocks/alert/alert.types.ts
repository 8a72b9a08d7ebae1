import { ALERT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { Option } from '#core/options/option.ts';

export const ALERT_VARIANT_OPTIONS = [
  { label: 'Info', value: 'info' },
  { label: 'Success', value: 'success' },
  { label: 'Warning', value: 'warning' },
  { label: 'Error', value: 'error' },
] as const satisfies readonly Option[];
export type AlertVariant = (typeof ALERT_VARIANT_OPTIONS)[number]['value'];
export const DEFAULT_ALERT_VARIANT: AlertVariant = ALERT_DEFAULTS.variant;

export interface AlertProps {
  variant: AlertVariant;
  title: string;
  message: string;
  /** Shows a close button; a dismissed alert stays hidden until the page is loaded again. */
  dismissible: boolean;
}
