import { BUTTON_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { LinkTarget } from '#core/options/link-targets.ts';
import type { Option } from '#core/options/option.ts';
import type { BoxAlign } from '../shared/text-align.ts';

export const BUTTON_VARIANT_OPTIONS = [
  { label: 'Primary (theme call-to-action)', value: 'primary' },
  { label: 'Outline', value: 'outline' },
  { label: 'Ghost', value: 'ghost' },
  { label: 'Link', value: 'link' },
] as const satisfies readonly Option[];
export type ButtonVariant = (typeof BUTTON_VARIANT_OPTIONS)[number]['value'];
export const DEFAULT_BUTTON_VARIANT: ButtonVariant = BUTTON_DEFAULTS.variant;

export const BUTTON_SIZE_OPTIONS = [
  { label: 'Small', value: 'sm' },
  { label: 'Medium', value: 'md' },
  { label: 'Large', value: 'lg' },
] as const satisfies readonly Option[];
export type ButtonSize = (typeof BUTTON_SIZE_OPTIONS)[number]['value'];
export const DEFAULT_BUTTON_SIZE: ButtonSize = BUTTON_DEFAULTS.size;

export interface ButtonModal {
  /** When on, the button opens a dialog with `title` and `text` instead of following `href`. */
  enabled: boolean;
  title: string;
  text: string;
}

export interface ButtonProps {
  label: string;
  /** Without a (safe) href and without a modal, the label is shown as plain text (spec 2). */
  href: string;
  target: LinkTarget;
  variant: ButtonVariant;
  size: ButtonSize;
  align: BoxAlign;
  modal: ButtonModal;
}
