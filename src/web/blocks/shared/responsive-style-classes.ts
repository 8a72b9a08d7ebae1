// Tablet (md:) and desktop (lg:) twins of the style class maps, for props with per-breakpoint
// values (decision 070). Written out in full because Tailwind only generates classes it finds in
// the source; class-maps.test.ts checks them against the option lists.
import type { ResponsiveClassTables } from './responsive-classes.ts';

/** Keyed by TEXT_ALIGN_OPTIONS values. */
export const TEXT_ALIGN_TABLES: ResponsiveClassTables = {
  phone: {
    start: 'text-start',
    center: 'text-center',
    end: 'text-end',
    justify: 'text-justify',
  },
  tablet: {
    start: 'md:text-start',
    center: 'md:text-center',
    end: 'md:text-end',
    justify: 'md:text-justify',
  },
  desktop: {
    start: 'lg:text-start',
    center: 'lg:text-center',
    end: 'lg:text-end',
    justify: 'lg:text-justify',
  },
};

/** Keyed by BOX_ALIGN_OPTIONS values: flex justification of a row holding one box. */
export const BOX_ALIGN_TABLES: ResponsiveClassTables = {
  phone: {
    start: 'justify-start',
    center: 'justify-center',
    end: 'justify-end',
  },
  tablet: {
    start: 'md:justify-start',
    center: 'md:justify-center',
    end: 'md:justify-end',
  },
  desktop: {
    start: 'lg:justify-start',
    center: 'lg:justify-center',
    end: 'lg:justify-end',
  },
};

/** Keyed by MAX_WIDTH_OPTIONS values. */
export const MAX_WIDTH_TABLES: ResponsiveClassTables = {
  phone: {
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
  },
  tablet: {
    '1024px': 'md:max-w-[1024px]',
    '1152px': 'md:max-w-[1152px]',
    '1280px': 'md:max-w-[1280px]',
    '1366px': 'md:max-w-[1366px]',
    '1440px': 'md:max-w-[1440px]',
    '1536px': 'md:max-w-[1536px]',
    '1680px': 'md:max-w-[1680px]',
    '1920px': 'md:max-w-[1920px]',
    '2048px': 'md:max-w-[2048px]',
    '2560px': 'md:max-w-[2560px]',
    full: 'md:max-w-full',
  },
  desktop: {
    '1024px': 'lg:max-w-[1024px]',
    '1152px': 'lg:max-w-[1152px]',
    '1280px': 'lg:max-w-[1280px]',
    '1366px': 'lg:max-w-[1366px]',
    '1440px': 'lg:max-w-[1440px]',
    '1536px': 'lg:max-w-[1536px]',
    '1680px': 'lg:max-w-[1680px]',
    '1920px': 'lg:max-w-[1920px]',
    '2048px': 'lg:max-w-[2048px]',
    '2560px': 'lg:max-w-[2560px]',
    full: 'lg:max-w-full',
  },
};

/** Keyed by IMAGE_FIT_OPTIONS values. */
export const IMAGE_FIT_TABLES: ResponsiveClassTables = {
  phone: {
    cover: 'object-cover',
    contain: 'object-contain',
    fill: 'object-fill',
    none: 'object-none',
    'scale-down': 'object-scale-down',
  },
  tablet: {
    cover: 'md:object-cover',
    contain: 'md:object-contain',
    fill: 'md:object-fill',
    none: 'md:object-none',
    'scale-down': 'md:object-scale-down',
  },
  desktop: {
    cover: 'lg:object-cover',
    contain: 'lg:object-contain',
    fill: 'lg:object-fill',
    none: 'lg:object-none',
    'scale-down': 'lg:object-scale-down',
  },
};

/** Keyed by FONT_SIZE_SCALE tokens: the size itself at each breakpoint. Only a size that differs per breakpoint uses
 * these; a plain size keeps FONT_SIZE_CLASSES, which shrinks the largest sizes on narrow screens. */
export const FLAT_FONT_SIZE_TABLES: ResponsiveClassTables = {
  phone: {
    xs: 'text-xs',
    sm: 'text-sm',
    base: 'text-base',
    lg: 'text-lg',
    xl: 'text-xl',
    '2xl': 'text-2xl',
    '3xl': 'text-3xl',
    '4xl': 'text-4xl',
    '5xl': 'text-5xl',
    '6xl': 'text-6xl',
    '7xl': 'text-7xl',
    '8xl': 'text-8xl',
    '9xl': 'text-9xl',
  },
  tablet: {
    xs: 'md:text-xs',
    sm: 'md:text-sm',
    base: 'md:text-base',
    lg: 'md:text-lg',
    xl: 'md:text-xl',
    '2xl': 'md:text-2xl',
    '3xl': 'md:text-3xl',
    '4xl': 'md:text-4xl',
    '5xl': 'md:text-5xl',
    '6xl': 'md:text-6xl',
    '7xl': 'md:text-7xl',
    '8xl': 'md:text-8xl',
    '9xl': 'md:text-9xl',
  },
  desktop: {
    xs: 'lg:text-xs',
    sm: 'lg:text-sm',
    base: 'lg:text-base',
    lg: 'lg:text-lg',
    xl: 'lg:text-xl',
    '2xl': 'lg:text-2xl',
    '3xl': 'lg:text-3xl',
    '4xl': 'lg:text-4xl',
    '5xl': 'lg:text-5xl',
    '6xl': 'lg:text-6xl',
    '7xl': 'lg:text-7xl',
    '8xl': 'lg:text-8xl',
    '9xl': 'lg:text-9xl',
  },
};
