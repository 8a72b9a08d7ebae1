import { DEFAULT_THEME_PRESET_NAME } from '#core/blocks/theme-default.ts';
// Ten visual presets (spec 2 §3). Every class string is written out in full: Tailwind finds the
// classes it generates by scanning source files, so a class built at runtime ("text-" + colour)
// would never exist in the stylesheet.
import type { Option } from '#core/options/option.ts';
import { CAROUSEL_BASE_SETTINGS, type CarouselSettings } from './carousel-settings.ts';

/**
 * Style groups a preset defines, and where blocks use them.
 * Text groups sit on the `site` background or on a `block`/`teaser` surface; groups with their
 * own background (`block`, `teaser`, `status`, `callToAction`, `input`) carry a matching text colour.
 */
export const STYLE_GROUPS = [
  /** The page: background and base text colour (PageRoot). */
  'site',
  /** A boxed surface: panels, cards and similar containers. */
  'block',
  /** Frame of an image: corners, shadow. */
  'image',
  /** Colour of decorative and inline icons. */
  'icon',
  /** The Heading block. */
  'heading',
  /** Titles inside blocks (card, list and section titles). */
  'title',
  /** The Text block. */
  'text',
  /** Secondary text under a title. */
  'description',
  /** Smallest secondary text (dates, captions). */
  'subDescription',
  /** Running copy inside blocks. */
  'body',
  /** Eyebrows and sub titles. */
  'subHeading',
  /** The RichText prose container: text, link and heading colours. */
  'richTextPreview',
  /** Small status badges. */
  'status',
  /** The primary button: colours, hover and shape. */
  'callToAction',
  /** Text links. */
  'link',
  /** Form field labels. */
  'label',
  /** Form inputs and selects. */
  'input',
  /** Help and info text under fields. */
  'info',
  /** Headings of option groups (filters, selectors). */
  'optionsLabel',
  /** Entries of menus and lists. */
  'items',
  /** Teaser and product cards. */
  'teaser',
  /** The carousel container; sets Swiper's accent colour for arrows and dots. */
  'carousel',
] as const;
export type StyleGroup = (typeof STYLE_GROUPS)[number];
export type PresetStyles = Readonly<Record<StyleGroup, string>>;

export const THEME_PRESET_NAMES = [
  'default',
  'minimal',
  'modern',
  'elegant',
  'bold',
  'playful',
  'sunset',
  'ocean',
  'forest',
  'midnight',
] as const;
export type ThemePresetName = (typeof THEME_PRESET_NAMES)[number];
export const DEFAULT_THEME_PRESET: ThemePresetName = DEFAULT_THEME_PRESET_NAME;

export interface ThemePreset {
  readonly name: ThemePresetName;
  readonly label: string;
  readonly styles: PresetStyles;
  readonly carousel: CarouselSettings;
}

/** What every preset's carousel shares; presets vary only the spacing and timing (spec 2 §3). */
const CAROUSEL_BASE = CAROUSEL_BASE_SETTINGS;

export const THEME_PRESETS: Readonly<Record<ThemePresetName, ThemePreset>> = {
  default: {
    name: 'default',
    label: 'Default',
    styles: {
      site: 'bg-white text-slate-900',
      block: 'rounded-lg border border-slate-200 bg-white text-slate-900',
      image: 'rounded-lg',
      icon: 'text-blue-700',
      heading: 'font-bold tracking-tight text-slate-900',
      title: 'text-xl font-semibold text-slate-900',
      text: 'text-slate-700',
      description: 'text-slate-600',
      subDescription: 'text-sm text-slate-600',
      body: 'leading-relaxed text-slate-700',
      subHeading: 'text-lg font-medium text-slate-700',
      richTextPreview: 'text-slate-700 [&_a]:text-blue-700 [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900',
      status: 'rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800',
      callToAction: 'rounded-md bg-blue-700 font-semibold text-white shadow-sm hover:bg-blue-800',
      link: 'text-blue-700 underline underline-offset-2 hover:text-blue-900',
      label: 'text-sm font-medium text-slate-900',
      input: 'rounded-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500',
      info: 'text-sm text-slate-600',
      optionsLabel: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
      items: 'text-slate-800 hover:text-blue-700',
      teaser: 'rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm',
      carousel: 'text-slate-900 [--swiper-theme-color:var(--color-blue-700)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 16, autoplayDelay: 4000, speed: 500 },
  },
  minimal: {
    name: 'minimal',
    label: 'Minimal',
    styles: {
      site: 'bg-neutral-50 text-neutral-900',
      block: 'border border-neutral-200 bg-white text-neutral-900',
      image: 'rounded-none',
      icon: 'text-neutral-900',
      heading: 'font-semibold tracking-tight text-neutral-900',
      title: 'text-lg font-medium text-neutral-900',
      text: 'text-neutral-700',
      description: 'text-neutral-600',
      subDescription: 'text-sm text-neutral-600',
      body: 'leading-relaxed text-neutral-700',
      subHeading: 'text-base font-medium tracking-wide text-neutral-700 uppercase',
      richTextPreview: 'text-neutral-700 [&_a]:text-neutral-900 [&_:is(h1,h2,h3,h4,h5,h6)]:text-neutral-900',
      status: 'border border-neutral-300 bg-white px-2 py-0.5 text-xs text-neutral-700',
      callToAction: 'rounded-none bg-neutral-900 font-medium text-white hover:bg-neutral-700',
      link: 'text-neutral-900 underline underline-offset-4 hover:text-neutral-600',
      label: 'text-sm text-neutral-900',
      input: 'rounded-none border border-neutral-300 bg-white text-neutral-900 placeholder:text-neutral-500',
      info: 'text-sm text-neutral-600',
      optionsLabel: 'text-xs font-medium tracking-widest text-neutral-600 uppercase',
      items: 'text-neutral-700 hover:text-neutral-900',
      teaser: 'border border-neutral-200 bg-white text-neutral-900',
      carousel: 'text-neutral-900 [--swiper-theme-color:var(--color-neutral-900)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 8, autoplayDelay: 5000, speed: 300 },
  },
  modern: {
    name: 'modern',
    label: 'Modern',
    styles: {
      site: 'bg-slate-50 text-slate-900',
      block: 'rounded-2xl bg-white text-slate-900 shadow-md ring-1 ring-slate-900/5',
      image: 'rounded-2xl shadow-md',
      icon: 'text-indigo-600',
      heading: 'font-extrabold tracking-tight text-slate-900',
      title: 'text-xl font-bold text-slate-900',
      text: 'text-slate-700',
      description: 'text-slate-600',
      subDescription: 'text-sm text-slate-600',
      body: 'leading-7 text-slate-700',
      subHeading: 'text-sm font-semibold tracking-wide text-indigo-700 uppercase',
      richTextPreview: 'text-slate-700 [&_a]:text-indigo-700 [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900',
      status: 'rounded-full bg-indigo-100 px-3 py-0.5 text-xs font-semibold text-indigo-800',
      callToAction: 'rounded-full bg-indigo-600 font-semibold text-white shadow-md hover:bg-indigo-700',
      link: 'font-medium text-indigo-700 underline-offset-2 hover:underline',
      label: 'text-sm font-semibold text-slate-900',
      input: 'rounded-xl border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500',
      info: 'text-sm text-slate-600',
      optionsLabel: 'text-xs font-bold tracking-wider text-slate-600 uppercase',
      items: 'font-medium text-slate-700 hover:text-indigo-700',
      teaser: 'rounded-2xl bg-white text-slate-900 shadow-md ring-1 ring-slate-900/5',
      carousel: 'text-slate-900 [--swiper-theme-color:var(--color-indigo-600)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 24, autoplayDelay: 3000, speed: 400 },
  },
  elegant: {
    name: 'elegant',
    label: 'Elegant',
    styles: {
      site: 'bg-stone-50 text-stone-900',
      block: 'rounded-sm border border-stone-200 bg-white text-stone-900',
      image: 'rounded-sm',
      icon: 'text-amber-800',
      heading: 'font-medium tracking-wide text-stone-900',
      title: 'text-xl font-medium tracking-wide text-stone-900',
      text: 'text-stone-700',
      description: 'text-stone-600',
      subDescription: 'text-sm text-stone-600 italic',
      body: 'leading-loose text-stone-700',
      subHeading: 'text-sm tracking-[0.2em] text-amber-800 uppercase',
      richTextPreview: 'text-stone-700 [&_a]:text-amber-800 [&_:is(h1,h2,h3,h4,h5,h6)]:text-stone-900',
      status: 'rounded-sm border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs text-amber-900',
      callToAction: 'rounded-sm bg-stone-800 font-medium tracking-wide text-amber-50 hover:bg-stone-900',
      link: 'text-amber-800 underline decoration-amber-800/40 underline-offset-4 hover:decoration-amber-800',
      label: 'text-sm tracking-wide text-stone-900',
      input: 'rounded-sm border border-stone-300 bg-white text-stone-900 placeholder:text-stone-500',
      info: 'text-sm text-stone-600 italic',
      optionsLabel: 'text-xs tracking-[0.2em] text-stone-600 uppercase',
      items: 'tracking-wide text-stone-700 hover:text-amber-800',
      teaser: 'rounded-sm border border-stone-200 bg-white text-stone-900',
      carousel: 'text-stone-900 [--swiper-theme-color:var(--color-amber-800)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 20, autoplayDelay: 5000, speed: 800 },
  },
  bold: {
    name: 'bold',
    label: 'Bold',
    styles: {
      site: 'bg-white text-zinc-900',
      block: 'border-2 border-zinc-900 bg-white text-zinc-900',
      image: 'border-2 border-zinc-900',
      icon: 'text-red-700',
      heading: 'font-black tracking-tight text-zinc-900 uppercase',
      title: 'text-xl font-extrabold text-zinc-900 uppercase',
      text: 'text-zinc-800',
      description: 'text-zinc-700',
      subDescription: 'text-sm font-medium text-zinc-700',
      body: 'leading-relaxed text-zinc-800',
      subHeading: 'text-lg font-bold text-red-700',
      richTextPreview: 'text-zinc-800 [&_a]:text-red-700 [&_:is(h1,h2,h3,h4,h5,h6)]:text-zinc-900',
      status: 'bg-zinc-900 px-2 py-0.5 text-xs font-bold text-white uppercase',
      callToAction: 'rounded-none border-2 border-zinc-900 bg-red-600 font-extrabold text-white uppercase hover:bg-red-700',
      link: 'font-bold text-red-700 underline decoration-2 underline-offset-2 hover:text-zinc-900',
      label: 'text-sm font-bold text-zinc-900 uppercase',
      input: 'rounded-none border-2 border-zinc-900 bg-white text-zinc-900 placeholder:text-zinc-600',
      info: 'text-sm text-zinc-700',
      optionsLabel: 'text-xs font-black tracking-wide text-zinc-900 uppercase',
      items: 'font-bold text-zinc-900 hover:text-red-700',
      teaser: 'border-2 border-zinc-900 bg-white text-zinc-900 shadow-[4px_4px_0_0_var(--color-zinc-900)]',
      carousel: 'text-zinc-900 [--swiper-theme-color:var(--color-red-600)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 12, autoplayDelay: 3000, speed: 300 },
  },
  playful: {
    name: 'playful',
    label: 'Playful',
    styles: {
      site: 'bg-fuchsia-50 text-purple-900',
      block: 'rounded-3xl border-2 border-pink-200 bg-white text-purple-900',
      image: 'rounded-3xl',
      icon: 'text-pink-700',
      heading: 'font-extrabold text-purple-800',
      title: 'text-xl font-bold text-purple-800',
      text: 'text-purple-900',
      description: 'text-purple-800',
      subDescription: 'text-sm text-purple-800',
      body: 'leading-relaxed text-purple-900',
      subHeading: 'text-lg font-bold text-pink-700',
      richTextPreview: 'text-purple-900 [&_a]:text-pink-700 [&_:is(h1,h2,h3,h4,h5,h6)]:text-purple-800',
      status: 'rounded-full bg-yellow-200 px-3 py-0.5 text-xs font-bold text-purple-900',
      callToAction: 'rounded-full bg-pink-700 font-bold text-white shadow-lg hover:bg-pink-800',
      link: 'font-semibold text-pink-700 underline decoration-wavy underline-offset-4 hover:text-purple-800',
      label: 'text-sm font-bold text-purple-900',
      input: 'rounded-2xl border-2 border-pink-200 bg-white text-purple-900 placeholder:text-purple-700',
      info: 'text-sm text-purple-800',
      optionsLabel: 'text-xs font-extrabold tracking-wide text-pink-700 uppercase',
      items: 'font-semibold text-purple-900 hover:text-pink-700',
      teaser: 'rounded-3xl border-2 border-pink-200 bg-white text-purple-900 shadow-md',
      carousel: 'text-purple-900 [--swiper-theme-color:var(--color-pink-700)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 20, autoplayDelay: 3500, speed: 600 },
  },
  sunset: {
    name: 'sunset',
    label: 'Sunset',
    styles: {
      site: 'bg-orange-50 text-stone-900',
      block: 'rounded-xl border border-orange-200 bg-white text-stone-900',
      image: 'rounded-xl',
      icon: 'text-orange-700',
      heading: 'font-bold text-stone-900',
      title: 'text-xl font-semibold text-stone-900',
      text: 'text-stone-700',
      description: 'text-stone-600',
      subDescription: 'text-sm text-stone-600',
      body: 'leading-relaxed text-stone-700',
      subHeading: 'text-lg font-semibold text-orange-800',
      richTextPreview: 'text-stone-700 [&_a]:text-orange-800 [&_:is(h1,h2,h3,h4,h5,h6)]:text-stone-900',
      status: 'rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-medium text-orange-900',
      callToAction: 'rounded-lg bg-orange-700 font-semibold text-white shadow-sm hover:bg-orange-800',
      link: 'text-orange-800 underline underline-offset-2 hover:text-red-800',
      label: 'text-sm font-medium text-stone-900',
      input: 'rounded-lg border border-orange-200 bg-white text-stone-900 placeholder:text-stone-500',
      info: 'text-sm text-stone-600',
      optionsLabel: 'text-xs font-semibold tracking-wide text-orange-900 uppercase',
      items: 'text-stone-800 hover:text-orange-800',
      teaser: 'rounded-xl border border-orange-200 bg-white text-stone-900 shadow-sm',
      carousel: 'text-stone-900 [--swiper-theme-color:var(--color-orange-700)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 16, autoplayDelay: 4500, speed: 700 },
  },
  ocean: {
    name: 'ocean',
    label: 'Ocean',
    styles: {
      site: 'bg-cyan-50 text-slate-900',
      block: 'rounded-xl border border-cyan-200 bg-white text-slate-900',
      image: 'rounded-xl',
      icon: 'text-cyan-800',
      heading: 'font-bold tracking-tight text-cyan-900',
      title: 'text-xl font-semibold text-cyan-900',
      text: 'text-slate-700',
      description: 'text-slate-600',
      subDescription: 'text-sm text-slate-600',
      body: 'leading-relaxed text-slate-700',
      subHeading: 'text-lg font-medium text-cyan-800',
      richTextPreview: 'text-slate-700 [&_a]:text-cyan-800 [&_:is(h1,h2,h3,h4,h5,h6)]:text-cyan-900',
      status: 'rounded-full bg-cyan-100 px-2.5 py-0.5 text-xs font-medium text-cyan-900',
      callToAction: 'rounded-lg bg-cyan-800 font-semibold text-white shadow-sm hover:bg-cyan-900',
      link: 'text-cyan-800 underline underline-offset-2 hover:text-cyan-900',
      label: 'text-sm font-medium text-slate-900',
      input: 'rounded-lg border border-cyan-200 bg-white text-slate-900 placeholder:text-slate-500',
      info: 'text-sm text-slate-600',
      optionsLabel: 'text-xs font-semibold tracking-wide text-cyan-900 uppercase',
      items: 'text-slate-800 hover:text-cyan-800',
      teaser: 'rounded-xl border border-cyan-200 bg-white text-slate-900 shadow-sm',
      carousel: 'text-slate-900 [--swiper-theme-color:var(--color-cyan-800)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 16, autoplayDelay: 4000, speed: 600 },
  },
  forest: {
    name: 'forest',
    label: 'Forest',
    styles: {
      site: 'bg-green-50 text-green-900',
      block: 'rounded-lg border border-green-200 bg-white text-green-900',
      image: 'rounded-lg',
      icon: 'text-emerald-700',
      heading: 'font-bold text-green-900',
      title: 'text-xl font-semibold text-green-900',
      text: 'text-stone-700',
      description: 'text-stone-600',
      subDescription: 'text-sm text-stone-600',
      body: 'leading-relaxed text-stone-700',
      subHeading: 'text-lg font-medium text-emerald-800',
      richTextPreview: 'text-stone-700 [&_a]:text-emerald-800 [&_:is(h1,h2,h3,h4,h5,h6)]:text-green-900',
      status: 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900',
      callToAction: 'rounded-md bg-emerald-700 font-semibold text-white shadow-sm hover:bg-emerald-800',
      link: 'text-emerald-800 underline underline-offset-2 hover:text-green-900',
      label: 'text-sm font-medium text-green-900',
      input: 'rounded-md border border-green-300 bg-white text-stone-900 placeholder:text-stone-500',
      info: 'text-sm text-stone-600',
      optionsLabel: 'text-xs font-semibold tracking-wide text-green-900 uppercase',
      items: 'text-stone-800 hover:text-emerald-800',
      teaser: 'rounded-lg border border-green-200 bg-white text-green-900 shadow-sm',
      carousel: 'text-green-900 [--swiper-theme-color:var(--color-emerald-700)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 12, autoplayDelay: 4000, speed: 500 },
  },
  midnight: {
    name: 'midnight',
    label: 'Midnight (dark)',
    styles: {
      site: 'bg-slate-900 text-slate-100',
      block: 'rounded-lg border border-slate-700 bg-slate-800 text-slate-100',
      image: 'rounded-lg',
      icon: 'text-sky-300',
      heading: 'font-bold tracking-tight text-white',
      title: 'text-xl font-semibold text-white',
      text: 'text-slate-300',
      description: 'text-slate-300',
      subDescription: 'text-sm text-slate-400',
      body: 'leading-relaxed text-slate-300',
      subHeading: 'text-lg font-medium text-sky-300',
      richTextPreview: 'text-slate-300 [&_a]:text-sky-300 [&_:is(h1,h2,h3,h4,h5,h6)]:text-white',
      status: 'rounded-full bg-sky-900 px-2.5 py-0.5 text-xs font-medium text-sky-100',
      callToAction: 'rounded-md bg-sky-400 font-semibold text-slate-900 shadow-sm hover:bg-sky-300',
      link: 'text-sky-300 underline underline-offset-2 hover:text-sky-200',
      label: 'text-sm font-medium text-slate-100',
      input: 'rounded-md border border-slate-600 bg-slate-800 text-slate-100 placeholder:text-slate-400',
      info: 'text-sm text-slate-400',
      optionsLabel: 'text-xs font-semibold tracking-wide text-slate-400 uppercase',
      items: 'text-slate-200 hover:text-sky-300',
      teaser: 'rounded-xl border border-slate-700 bg-slate-800 text-slate-100',
      carousel: 'text-slate-100 [--swiper-theme-color:var(--color-sky-400)]',
    },
    carousel: { ...CAROUSEL_BASE, spaceBetween: 16, autoplayDelay: 5000, speed: 500 },
  },
};

export const THEME_PRESET_OPTIONS: readonly Option<ThemePresetName>[] = THEME_PRESET_NAMES.map((name) => ({
  label: THEME_PRESETS[name].label,
  value: name,
}));

function isThemePresetName(value: unknown): value is ThemePresetName {
  return typeof value === 'string' && (THEME_PRESET_NAMES as readonly string[]).includes(value);
}

/** The preset for a stored name; pages saved before a preset existed, or with a removed one, get the default. */
export function getThemePreset(name: unknown): ThemePreset {
  return THEME_PRESETS[isThemePresetName(name) ? name : DEFAULT_THEME_PRESET];
}
