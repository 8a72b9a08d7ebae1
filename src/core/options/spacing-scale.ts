import type { TokenOption } from './token-option.ts';

/** Tailwind's spacing steps: one unit is 0.25rem (4px at the default root size). */
const SPACING_STEPS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96] as const;

export const SPACING_SCALE: readonly TokenOption[] = [
  { label: '0 (0px)', value: '0', css: '0px' },
  { label: 'px (1px)', value: 'px', css: '1px' },
  ...SPACING_STEPS.filter((step) => step > 0).map((step) => ({
    label: `${step} (${step * 4}px)`,
    value: String(step),
    css: `${step / 4}rem`,
  })),
];
