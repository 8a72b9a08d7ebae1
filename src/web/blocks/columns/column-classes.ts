import type { Breakpoint } from '#core/blocks/responsive.ts';
import type { ColumnRows } from './column-layout.ts';

// A grid template is data (a split), not a class Tailwind could know, so it travels in a CSS
// variable and these classes pick the variable per breakpoint. Desktop's template is always
// `--columns-template`; a breakpoint with another template has its own variable. Written out in
// full for Tailwind's scanner (phone unprefixed, tablet md:, desktop lg:).
const GRID_CLASSES: Readonly<Record<Breakpoint, { one: string; desktop: string; own: string }>> = {
  phone: { one: 'grid-cols-1', desktop: 'grid-cols-(--columns-template)', own: 'grid-cols-(--columns-template-phone)' },
  tablet: { one: 'md:grid-cols-1', desktop: 'md:grid-cols-(--columns-template)', own: 'md:grid-cols-(--columns-template-tablet)' },
  desktop: { one: 'lg:grid-cols-1', desktop: 'lg:grid-cols-(--columns-template)', own: 'lg:grid-cols-(--columns-template)' },
};

const VARIABLE: Readonly<Record<Breakpoint, string>> = {
  phone: '--columns-template-phone',
  tablet: '--columns-template-tablet',
  desktop: '--columns-template',
};

/**
 * The grid classes and CSS variables for the rows: phone's class, then tablet's and desktop's only
 * where the template changes. A block nobody varied gets the classes it always had.
 */
export function columnGrid(rows: ColumnRows): { className: string; variables: Record<string, string> } {
  const desktop = rows.desktop.template;
  const variables: Record<string, string> = {};
  if (desktop !== null) variables[VARIABLE.desktop] = desktop;
  const kind = (breakpoint: Breakpoint) => {
    const { template } = rows[breakpoint];
    if (template === null) return 'one';
    if (template === desktop) return 'desktop';
    variables[VARIABLE[breakpoint]] = template;
    return 'own';
  };
  const classes = [GRID_CLASSES.phone[kind('phone')]];
  if (rows.tablet.template !== rows.phone.template) classes.push(GRID_CLASSES.tablet[kind('tablet')]);
  if (rows.desktop.template !== rows.tablet.template) classes.push(GRID_CLASSES.desktop[kind('desktop')]);
  return { className: classes.join(' '), variables };
}
