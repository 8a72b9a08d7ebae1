import { describe, expect, it } from 'vitest';
import { needsHydration } from './needs-hydration.ts';

const page = (...content: unknown[]) => ({ content });

describe('needsHydration', () => {
  it('is false for content-only pages, however deeply nested', () => {
    expect(needsHydration(page({ type: 'Heading', props: {} }, { type: 'Columns', props: { column1: [{ type: 'Text', props: {} }] } }))).toBe(false);
    expect(needsHydration(page({ type: 'Button', props: { modal: { enabled: false } } }, { type: 'Alert', props: { dismissible: false } }))).toBe(false);
  });

  it('is true when an interactive block appears anywhere', () => {
    expect(needsHydration(page({ type: 'Section', props: { content: [{ type: 'Columns', props: { column2: [{ type: 'Carousel', props: {} }] } }] } }))).toBe(true);
    expect(needsHydration(page({ type: 'Button', props: { modal: { enabled: true } } }))).toBe(true);
    expect(needsHydration(page({ type: 'Alert', props: { dismissible: true } }))).toBe(true);
    expect(needsHydration({ content: [], zones: { 'a:b': [{ type: 'DropdownMenu', props: {} }] } })).toBe(true);
  });

  it('ignores malformed entries', () => {
    expect(needsHydration({ content: [null, 3, 'x', { props: {} }] })).toBe(false);
    expect(needsHydration({})).toBe(false);
  });
});
