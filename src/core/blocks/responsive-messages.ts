// What the editor says about per-breakpoint values (decision 070).
import type { Breakpoint } from './responsive.ts';

const NAMES: Readonly<Record<Breakpoint, string>> = { desktop: 'desktop', tablet: 'tablet', phone: 'phone' };

/** 'Differs on phone', 'Differs on tablet and phone'. */
export function differsMessage(breakpoints: readonly Breakpoint[]): string {
  return `Differs on ${breakpoints.map((breakpoint) => NAMES[breakpoint]).join(' and ')}`;
}

/** The button that drops a breakpoint's own value: 'Reset Columns on phone'. */
export function inheritsFromLabel(breakpoint: Breakpoint, label: string): string {
  return `Reset ${label} on ${NAMES[breakpoint]}`;
}
