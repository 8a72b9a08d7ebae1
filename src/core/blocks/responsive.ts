// Per-breakpoint values of layout and style props (issue 27, decision 070). A prop holds either a
// plain value (every page stored before this existed, and any prop nobody varied) or
// `{ base, tablet?, phone? }`: `base` is the desktop value and the others override it, phone
// inheriting from tablet. Pure data and functions: the editor, the renderers and the server's
// page-tree walk all read this one module.
import type { BlockName } from '#core/pages/block-names.ts';

export const BREAKPOINTS = ['desktop', 'tablet', 'phone'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Where a breakpoint starts, in CSS pixels: Tailwind's md and lg, so `md:` is tablet and `lg:` desktop. */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;

/** The editor canvas widths its viewport switcher offers, one per breakpoint. */
export const PREVIEW_WIDTHS: Readonly<Record<Breakpoint, number>> = { phone: 390, tablet: 768, desktop: 1280 };

export const BREAKPOINT_LABELS: Readonly<Record<Breakpoint, string>> = { desktop: 'Desktop', tablet: 'Tablet', phone: 'Phone' };

/** The breakpoint a canvas (or window) of this width shows; a full-width canvas counts as desktop. */
export function breakpointForWidth(width: number | string): Breakpoint {
  if (typeof width !== 'number') return 'desktop';
  if (width < TABLET_MIN_WIDTH) return 'phone';
  return width < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}

/** The values a responsive prop may hold per breakpoint: plain JSON scalars only. */
export type ResponsiveLeaf = string | number | boolean;

export interface ResponsiveValues<T> {
  base: T;
  tablet?: T;
  phone?: T;
}

/** A prop as stored: a plain value (old data, or nothing varied) or per-breakpoint values. */
export type Responsive<T> = T | ResponsiveValues<T>;

const isLeaf = (value: unknown): value is ResponsiveLeaf => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const OVERRIDES = ['tablet', 'phone'] as const;
const KEYS: ReadonlySet<string> = new Set(['base', ...OVERRIDES]);

/** True for `{ base, tablet?, phone? }` (the stored object form), whatever its values. */
export const isResponsiveObject = (value: unknown): value is Record<string, unknown> => isObject(value) && 'base' in value;

/**
 * Why a stored prop is not a valid responsive value, or null when it is. A plain value is always
 * valid here (whether it is a known option is the renderer's business, as it was before); the
 * object form must have a base, no other keys than base/tablet/phone, and scalar values.
 */
export function responsiveProblem(value: unknown): string | null {
  if (!isObject(value)) return null;
  if (!('base' in value)) return 'has per-breakpoint values without a base';
  const unknown = Object.keys(value).find((key) => !KEYS.has(key));
  if (unknown !== undefined) return `has an unknown breakpoint (${unknown.slice(0, 30)})`;
  for (const [key, entry] of Object.entries(value)) {
    if (key !== 'base' && entry === undefined) continue;
    if (!isLeaf(entry)) return `has a ${key} value that is not a plain value`;
  }
  return null;
}

/**
 * The stored value as `{ base, tablet?, phone? }`. A plain value becomes the base; anything that
 * is neither (a malformed object, null) gives an empty base, so renderers fall back to defaults.
 */
export function normaliseResponsive<T>(value: Responsive<T> | unknown): ResponsiveValues<T | undefined> {
  if (!isObject(value)) return { base: value === null ? undefined : (value as T) };
  if (responsiveProblem(value) !== null) return { base: undefined };
  const result: ResponsiveValues<T | undefined> = { base: value.base as T };
  for (const key of OVERRIDES) if (value[key] !== undefined) result[key] = value[key] as T;
  return result;
}

/** The value in effect at a breakpoint: phone inherits from tablet, tablet from base. */
export function resolveResponsive<T>(value: Responsive<T> | unknown, breakpoint: Breakpoint): T | undefined {
  const values = normaliseResponsive<T>(value);
  if (breakpoint === 'desktop') return values.base;
  if (breakpoint === 'tablet') return values.tablet ?? values.base;
  return values.phone ?? values.tablet ?? values.base;
}

/** The value each breakpoint shows, for renderers that write one class per breakpoint. */
export function resolveAll<T>(value: Responsive<T> | unknown): Record<Breakpoint, T | undefined> {
  return { desktop: resolveResponsive<T>(value, 'desktop'), tablet: resolveResponsive<T>(value, 'tablet'), phone: resolveResponsive<T>(value, 'phone') };
}

/** True when the prop shows something else on tablet or phone than on desktop. */
export function variesByBreakpoint(value: unknown): boolean {
  return differingBreakpoints(value).length > 0;
}

/** The breakpoints (tablet, phone) whose value differs from the one they would inherit. */
export function differingBreakpoints(value: unknown): Breakpoint[] {
  const all = resolveAll(value);
  const differing: Breakpoint[] = [];
  if (all.tablet !== all.desktop) differing.push('tablet');
  if (all.phone !== all.tablet) differing.push('phone');
  return differing;
}

/** True when the breakpoint has its own value (rather than inheriting one). */
export function hasOverride(value: unknown, breakpoint: Breakpoint): boolean {
  if (breakpoint === 'desktop') return false;
  return normaliseResponsive(value)[breakpoint] !== undefined;
}

/**
 * The prop after setting `next` at `breakpoint`. An override equal to what the breakpoint would
 * inherit is dropped, and a value with no overrides left is stored plain, as before this existed,
 * so a page nobody varied keeps its old shape.
 */
export function setResponsive<T>(value: Responsive<T> | unknown, breakpoint: Breakpoint, next: T | undefined): Responsive<T> {
  const values = normaliseResponsive<T>(value);
  const updated: ResponsiveValues<T | undefined> = { ...values };
  if (breakpoint === 'desktop') updated.base = next;
  else updated[breakpoint] = next;
  if (updated.tablet !== undefined && updated.tablet === updated.base) delete updated.tablet;
  if (updated.phone !== undefined && updated.phone === (updated.tablet ?? updated.base)) delete updated.phone;
  for (const key of OVERRIDES) if (updated[key] === undefined) delete updated[key];
  return (updated.tablet === undefined && updated.phone === undefined ? updated.base : updated) as Responsive<T>;
}

/** The stored value, or `fallback` as a plain value when it has no usable base (a prop never set). */
export function withBase<T>(value: Responsive<T> | unknown, fallback: T | undefined): Responsive<T> | unknown {
  return normaliseResponsive(value).base === undefined ? fallback : value;
}

/** The prop with the breakpoint's override removed: it inherits again. */
export function resetResponsive<T>(value: Responsive<T> | unknown, breakpoint: Breakpoint): Responsive<T> {
  if (breakpoint === 'desktop') return value as Responsive<T>;
  return setResponsive<T>(value, breakpoint, undefined);
}

/** The prop every block has: hidden (true) or shown per breakpoint. Absent means shown everywhere. */
export const VISIBILITY_PROP = 'hidden';

/**
 * The props of each block that may hold per-breakpoint values (besides VISIBILITY_PROP, which
 * every block has). The server's page-tree walk checks their shape on save.
 */
export const RESPONSIVE_PROPS: Readonly<Partial<Record<BlockName, readonly string[]>>> = {
  Columns: ['count', 'split', 'gap'],
  Section: ['paddingY', 'paddingX', 'maxWidth'],
  Spacer: ['height'],
  Heading: ['align', 'size'],
  Text: ['align', 'size'],
  Image: ['fit', 'align', 'width', 'height'],
};

/** The first prop of a block whose stored value is not a valid responsive value, with the reason. */
export function responsivePropsProblem(type: BlockName, props: Record<string, unknown>): string | null {
  for (const name of [VISIBILITY_PROP, ...(RESPONSIVE_PROPS[type] ?? [])]) {
    if (!(name in props)) continue;
    const problem = responsiveProblem(props[name]);
    if (problem !== null) return `${name} ${problem}`;
  }
  const hidden = props[VISIBILITY_PROP];
  if (hidden !== undefined && BREAKPOINTS.some((breakpoint) => typeof (resolveResponsive(hidden, breakpoint) ?? false) !== 'boolean')) {
    return `${VISIBILITY_PROP} must be true or false for each breakpoint`;
  }
  return null;
}
