import { DEFAULT_MAX_WIDTH, type MaxWidth } from '#core/options/max-widths.ts';

// Keyed by MAX_WIDTH_OPTIONS values; written out in full so Tailwind generates each one.
export const MAX_WIDTH_CLASSES: Readonly<Record<MaxWidth, string>> = {
  '1024px': 'max-w-[1024px]',
  '1152px': 'max-w-[1152px]',
  '1280px': 'max-w-[1280px]',
  '1366px': 'max-w-[1366px]',
  '1440px': 'max-w-[1440px]',
  '1536px': 'max-w-[1536px]',
  '1680px': 'max-w-[1680px]',
  '1920px': 'max-w-[1920px]',
  '2048px': 'max-w-[2048px]',
  '2560px': 'max-w-[2560px]',
  full: 'max-w-full',
};

export function maxWidthClass(value: unknown): string {
  return MAX_WIDTH_CLASSES[value as MaxWidth] ?? MAX_WIDTH_CLASSES[DEFAULT_MAX_WIDTH];
}
