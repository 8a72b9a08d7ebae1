import { createElement, type ComponentType, type ReactNode } from 'react';
import { VISIBILITY_PROP, variesByBreakpoint, resolveResponsive } from '#core/blocks/responsive.ts';
import { responsiveClasses, type ResponsiveClassTables } from './responsive-classes.ts';

// `contents` keeps the wrapper out of the layout (the block stays the grid or flex item it was),
// `hidden` takes the block out at that breakpoint. Keyed by the stored boolean.
const VISIBILITY_CLASSES: ResponsiveClassTables = {
  phone: { false: 'contents', true: 'hidden' },
  tablet: { false: 'md:contents', true: 'md:hidden' },
  desktop: { false: 'lg:contents', true: 'lg:hidden' },
};

// In the editor canvas a block hidden at the shown breakpoint stays there to be selected, faded.
const EDITOR_VISIBILITY_CLASSES: ResponsiveClassTables = {
  phone: { false: 'opacity-100', true: 'opacity-40' },
  tablet: { false: 'md:opacity-100', true: 'md:opacity-40' },
  desktop: { false: 'lg:opacity-100', true: 'lg:opacity-40' },
};

/** True when the block is hidden at some breakpoint (and so needs its wrapper). */
export function hiddenSomewhere(hidden: unknown): boolean {
  return resolveResponsive(hidden, 'desktop') === true || variesByBreakpoint(hidden);
}

/** The wrapper's classes on visitors' pages, or null when the block is shown everywhere. */
export function visibilityClasses(hidden: unknown): string | null {
  return hiddenSomewhere(hidden) ? responsiveClasses(VISIBILITY_CLASSES, hidden, 'false') : null;
}

/** The wrapper's classes in the editor canvas, or null when the block is shown everywhere. */
export function editorVisibilityClasses(hidden: unknown): string | null {
  return hiddenSomewhere(hidden) ? responsiveClasses(EDITOR_VISIBILITY_CLASSES, hidden, 'false') : null;
}

/**
 * A block's render that honours its VISIBILITY_PROP: unchanged (no extra element) for a block shown
 * everywhere, else inside one element whose classes hide it per breakpoint with CSS alone, so every
 * visitor gets the same HTML and no script.
 */
export function hideable<Props extends object>(Render: ComponentType<Props>, classesFor: (hidden: unknown) => string | null = visibilityClasses) {
  function Hideable(props: Props): ReactNode {
    const hidden = (props as Record<string, unknown>)[VISIBILITY_PROP];
    // Most blocks never set it: no work on the render's hot path.
    if (hidden === undefined || hidden === false) return createElement(Render, props);
    const classes = classesFor(hidden);
    const block = createElement(Render, props);
    return classes === null ? block : createElement('div', { className: classes }, block);
  }
  Hideable.displayName = `Hideable(${Render.displayName ?? Render.name})`;
  return Hideable;
}

/** Every block of a render config with its render made hideable; a block shown everywhere renders as before. */
export function hideableBlocks<Components extends Record<string, { render: ComponentType<never> }>>(components: Components): Components {
  return Object.fromEntries(
    Object.entries(components).map(([name, config]) => [name, { ...config, render: hideable(config.render as ComponentType<object>) }]),
  ) as unknown as Components;
}
