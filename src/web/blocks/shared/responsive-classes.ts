import type { Breakpoint } from '#core/blocks/responsive.ts';
import { resolveResponsive } from '#core/blocks/responsive.ts';

/**
 * One class table per breakpoint, keyed by the same tokens. Mobile first: phone's classes carry
 * no prefix, tablet's `md:` and desktop's `lg:` (core/blocks/responsive.ts has the widths). Every
 * table is written out in full where it is declared, because Tailwind only generates classes it
 * finds in the source.
 */
export type ResponsiveClassTables = Readonly<Record<Breakpoint, Readonly<Record<string, string>>>>;

const tokenOf = (value: unknown): string | undefined => (value === undefined ? undefined : String(value));

/**
 * The classes for a prop that may hold per-breakpoint values: phone's class, then tablet's and
 * desktop's only where they differ from the breakpoint below. A plain value (every page stored
 * before per-breakpoint values existed) gives exactly the one unprefixed class it always had.
 * A token not in the tables falls back to `fallback`'s.
 */
export function responsiveClasses(tables: ResponsiveClassTables, value: unknown, fallback: string): string {
  // A plain value (most props of most pages): its one class, without resolving three breakpoints.
  if (typeof value !== 'object' || value === null) {
    const token = tokenOf(value ?? undefined);
    return tables.phone[token !== undefined && token in tables.phone ? token : fallback] ?? '';
  }
  const tokenAt = (breakpoint: Breakpoint): string => {
    const token = tokenOf(resolveResponsive(value, breakpoint));
    return token !== undefined && token in tables[breakpoint] ? token : fallback;
  };
  const phone = tokenAt('phone');
  const tablet = tokenAt('tablet');
  const desktop = tokenAt('desktop');
  const classes = [tables.phone[phone] ?? ''];
  if (tablet !== phone) classes.push(tables.tablet[tablet] ?? '');
  if (desktop !== tablet) classes.push(tables.desktop[desktop] ?? '');
  return classes.filter(Boolean).join(' ');
}
