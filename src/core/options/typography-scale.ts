import type { TokenOption } from './token-option.ts';

/** Tailwind's type scale. Icon sizes reuse it, so the same token sizes text and icons alike. */
export const FONT_SIZE_SCALE: readonly TokenOption[] = [
  { label: 'XS (12px)', value: 'xs', css: '0.75rem' },
  { label: 'SM (14px)', value: 'sm', css: '0.875rem' },
  { label: 'Base (16px)', value: 'base', css: '1rem' },
  { label: 'LG (18px)', value: 'lg', css: '1.125rem' },
  { label: 'XL (20px)', value: 'xl', css: '1.25rem' },
  { label: '2XL (24px)', value: '2xl', css: '1.5rem' },
  { label: '3XL (30px)', value: '3xl', css: '1.875rem' },
  { label: '4XL (36px)', value: '4xl', css: '2.25rem' },
  { label: '5XL (48px)', value: '5xl', css: '3rem' },
  { label: '6XL (60px)', value: '6xl', css: '3.75rem' },
  { label: '7XL (72px)', value: '7xl', css: '4.5rem' },
  { label: '8XL (96px)', value: '8xl', css: '6rem' },
  { label: '9XL (128px)', value: '9xl', css: '8rem' },
];

export const ICON_SIZE_SCALE: readonly TokenOption[] = FONT_SIZE_SCALE;
