// One look per CARD_STYLE_OPTIONS entry. Class strings are written out in full so Tailwind finds them.
import type { CardStyle } from '#core/options/card-styles.ts';
import type { PresetStyles } from '#web/blocks/theme/presets.ts';

/**
 * stack: image above text. row: image beside text from small screens up. overlay: text on the
 * image. pill: a small round image beside the text, in a rounded strip.
 */
export type CardLayout = 'stack' | 'row' | 'overlay' | 'pill';

export interface CardVariant {
  layout: CardLayout;
  card: string;
  media: string;
  body: string;
  title: string;
  description: string;
  cta: string;
}

/** Variants that paint their own background also set their own text colours, so they read on any theme. */
export function cardVariant(style: CardStyle, theme: PresetStyles): CardVariant {
  switch (style) {
    case 'minimal':
      return {
        layout: 'stack',
        card: 'bg-transparent',
        media: 'aspect-[16/10] rounded-md',
        body: 'pt-3',
        title: `text-lg font-medium ${theme.heading}`,
        description: theme.description,
        cta: 'text-sm font-medium underline underline-offset-4',
      };
    case 'modern':
      return {
        layout: 'stack',
        card: 'rounded-2xl bg-white text-slate-900 shadow-lg ring-1 ring-black/5',
        media: 'aspect-[16/9] rounded-t-2xl',
        body: 'p-6',
        title: 'text-xl font-bold tracking-tight text-slate-900',
        description: 'text-slate-600',
        cta: 'inline-flex items-center rounded-full bg-slate-900 px-4 py-1.5 text-sm font-semibold text-white',
      };
    case 'glass':
      return {
        layout: 'overlay',
        card: 'min-h-72 rounded-2xl bg-slate-800 text-white shadow-xl ring-1 ring-white/20',
        media: 'absolute inset-0 rounded-2xl',
        body: 'm-3 rounded-xl border border-white/25 bg-slate-900/45 p-5 backdrop-blur-md',
        title: 'text-xl font-semibold text-white drop-shadow',
        description: 'text-white/90',
        cta: 'text-sm font-semibold text-white underline underline-offset-4',
      };
    case 'dynamic':
      return {
        layout: 'stack',
        card:
          'rounded-xl border border-current/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl focus-within:-translate-y-1 focus-within:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0 [&_img]:transition-transform [&_img]:duration-500 hover:[&_img]:scale-105 motion-reduce:[&_img]:transition-none',
        media: 'aspect-[4/3] rounded-t-xl',
        body: 'p-5',
        title: `text-lg font-bold ${theme.heading}`,
        description: theme.description,
        cta: 'inline-block border-b-2 border-current pb-0.5 text-sm font-semibold',
      };
    case 'soft':
      return {
        layout: 'stack',
        card: 'rounded-3xl bg-slate-50 p-3 text-slate-800 shadow-[0_8px_30px_rgb(0,0,0,0.06)]',
        media: 'aspect-[4/3] rounded-2xl',
        body: 'px-3 pt-4 pb-3',
        title: 'text-lg font-semibold text-slate-800',
        description: 'text-slate-600',
        cta: 'inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-800 shadow-sm',
      };
    case 'elegant':
      return {
        layout: 'stack',
        card: 'border border-current/20 p-4 text-center',
        media: 'aspect-[3/4]',
        body: 'px-2 pt-5 pb-2',
        title: `font-serif text-2xl font-normal tracking-wide ${theme.heading}`,
        description: `font-serif italic ${theme.description}`,
        cta: 'text-xs font-medium tracking-[0.25em] uppercase',
      };
    case 'accent':
      return {
        layout: 'stack',
        card: 'border-l-4 border-[var(--color-primary)] bg-white text-slate-900 shadow-sm',
        media: 'aspect-[16/9]',
        body: 'p-5',
        title: 'text-lg font-semibold text-[var(--color-primary)]',
        description: 'text-slate-600',
        cta: 'text-sm font-semibold text-[var(--color-primary)]',
      };
    case 'panel':
      return {
        layout: 'row',
        card: 'rounded-lg border border-slate-200 bg-slate-50 text-slate-900',
        media: 'aspect-[4/3] rounded-t-lg sm:aspect-auto sm:h-full sm:rounded-l-lg sm:rounded-tr-none',
        body: 'p-5',
        title: 'text-lg font-semibold text-slate-900',
        description: 'text-slate-600',
        cta: 'inline-flex rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-900',
      };
    case 'pill':
      return {
        layout: 'pill',
        card: 'rounded-full border border-slate-200 bg-white py-2 pr-6 pl-2 text-slate-900 shadow-sm',
        media: 'size-16 shrink-0 rounded-full',
        body: 'min-w-0',
        title: 'truncate text-base font-semibold text-slate-900',
        description: 'line-clamp-1 text-sm text-slate-600',
        cta: 'sr-only',
      };
    case 'default':
    default:
      return {
        layout: 'stack',
        card: theme.teaser,
        media: 'aspect-[16/10] rounded-t-[inherit]',
        body: 'p-5',
        title: theme.title,
        description: theme.description,
        cta: `text-sm ${theme.link}`,
      };
  }
}
