import type { TokenOption } from './token-option.ts';

export const BORDER_WIDTH_SCALE: readonly TokenOption[] = [
  { label: 'None', value: '0', css: '0px' },
  { label: 'Thin (1px)', value: '1', css: '1px' },
  { label: 'Medium (2px)', value: '2', css: '2px' },
  { label: 'Thick (4px)', value: '4', css: '4px' },
  { label: 'Heavy (8px)', value: '8', css: '8px' },
];

export const BORDER_STYLE_SCALE: readonly TokenOption[] = [
  { label: 'Solid', value: 'solid', css: 'solid' },
  { label: 'Dashed', value: 'dashed', css: 'dashed' },
  { label: 'Dotted', value: 'dotted', css: 'dotted' },
  { label: 'Double', value: 'double', css: 'double' },
  { label: 'None', value: 'none', css: 'none' },
];

export const RADIUS_SCALE: readonly TokenOption[] = [
  { label: 'None', value: 'none', css: '0px' },
  { label: 'Extra small (2px)', value: 'xs', css: '0.125rem' },
  { label: 'Small (4px)', value: 'sm', css: '0.25rem' },
  { label: 'Medium (6px)', value: 'md', css: '0.375rem' },
  { label: 'Large (8px)', value: 'lg', css: '0.5rem' },
  { label: 'Extra large (12px)', value: 'xl', css: '0.75rem' },
  { label: '2XL (16px)', value: '2xl', css: '1rem' },
  { label: '3XL (24px)', value: '3xl', css: '1.5rem' },
  { label: '4XL (32px)', value: '4xl', css: '2rem' },
  { label: 'Full (pill / circle)', value: 'full', css: '9999px' },
];
