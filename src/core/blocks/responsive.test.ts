import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  breakpointForWidth,
  differingBreakpoints,
  hasOverride,
  normaliseResponsive,
  resetResponsive,
  resolveResponsive,
  responsiveProblem,
  responsivePropsProblem,
  setResponsive,
  type Breakpoint,
} from './responsive.ts';

const leaf = fc.oneof(fc.constantFrom('2', '4', '8', 'start', 'center'), fc.integer({ min: 1, max: 4 }), fc.boolean());
const breakpoint = fc.constantFrom<Breakpoint>(...BREAKPOINTS);
/** A stored value: plain, or an object with some overrides. */
const stored = fc.oneof(leaf, fc.record({ base: leaf, tablet: fc.option(leaf, { nil: undefined }), phone: fc.option(leaf, { nil: undefined }) }, { requiredKeys: ['base'] }));

describe('responsive values', () => {
  it('reads an old plain value as the same value at every breakpoint', () => {
    fc.assert(fc.property(leaf, breakpoint, (value, at) => resolveResponsive(value, at) === value));
  });

  it('lets phone inherit from tablet and tablet from desktop', () => {
    const value = { base: 3, tablet: 2 };
    expect(resolveResponsive(value, 'desktop')).toBe(3);
    expect(resolveResponsive(value, 'tablet')).toBe(2);
    expect(resolveResponsive(value, 'phone')).toBe(2);
    expect(resolveResponsive({ base: 3, phone: 1 }, 'tablet')).toBe(3);
    expect(differingBreakpoints({ base: 3, phone: 1 })).toEqual(['phone']);
    expect(differingBreakpoints(3)).toEqual([]);
  });

  it('sets exactly the edited breakpoint and leaves the others showing what they showed', () => {
    fc.assert(
      fc.property(stored, breakpoint, leaf, (value, at, next) => {
        const before = Object.fromEntries(BREAKPOINTS.map((b) => [b, resolveResponsive(value, b)]));
        const after = setResponsive(value, at, next);
        expect(resolveResponsive(after, at)).toBe(next);
        expect(responsiveProblem(after)).toBeNull();
        for (const other of BREAKPOINTS) {
          // Desktop's change reaches the breakpoints that inherited it; an override's stays put.
          if (other !== at && !(at === 'desktop' && !hasOverride(value, other)) && !(at === 'tablet' && other === 'phone' && !hasOverride(value, 'phone'))) {
            expect(resolveResponsive(after, other)).toBe(before[other]);
          }
        }
      }),
    );
  });

  it('stores a value nobody varied plain, as pages stored before per-breakpoint values', () => {
    expect(setResponsive(3, 'phone', 3)).toBe(3);
    expect(setResponsive(3, 'phone', 1)).toEqual({ base: 3, phone: 1 });
    expect(setResponsive({ base: 3, phone: 1 }, 'phone', 3)).toBe(3);
    expect(resetResponsive({ base: 3, tablet: 2, phone: 1 }, 'tablet')).toEqual({ base: 3, phone: 1 });
    expect(resetResponsive({ base: 3, phone: 1 }, 'phone')).toBe(3);
    fc.assert(fc.property(stored, breakpoint, (value, at) => !hasOverride(resetResponsive(value, at), at)));
  });

  it('accepts plain values and well-formed objects, and names what is wrong with the others', () => {
    fc.assert(fc.property(stored, (value) => responsiveProblem(value) === null));
    expect(responsiveProblem({ tablet: 2 })).toMatch(/without a base/);
    expect(responsiveProblem({ base: 2, watch: 1 })).toMatch(/unknown breakpoint \(watch\)/);
    expect(responsiveProblem({ base: { nested: true } })).toMatch(/base value that is not a plain value/);
    expect(responsiveProblem({ base: 2, phone: null })).toMatch(/phone value/);
    expect(responsivePropsProblem('Columns', { count: { base: 3, phone: [1] } })).toMatch(/^count /);
    expect(responsivePropsProblem('Heading', { hidden: { base: false, phone: 'yes' } })).toMatch(/^hidden must be true or false/);
    expect(responsivePropsProblem('Heading', { hidden: { base: false, phone: true } })).toBeNull();
    // Props no block varies are not this module's business.
    expect(responsivePropsProblem('Heading', { text: { base: 1 } })).toBeNull();
  });

  it('gives a malformed stored value an empty base, so renderers fall back to defaults', () => {
    expect(normaliseResponsive({ phone: 1 })).toEqual({ base: undefined });
    expect(resolveResponsive(null, 'phone')).toBeUndefined();
  });

  it('tells the breakpoint of a canvas width at the md and lg widths', () => {
    expect(breakpointForWidth(390)).toBe('phone');
    expect(breakpointForWidth(767)).toBe('phone');
    expect(breakpointForWidth(768)).toBe('tablet');
    expect(breakpointForWidth(1023)).toBe('tablet');
    expect(breakpointForWidth(1024)).toBe('desktop');
    expect(breakpointForWidth('100%')).toBe('desktop');
  });
});
