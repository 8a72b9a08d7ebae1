import { describe, expect, it } from 'vitest';
import { needsHydration } from './needs-hydration.ts';

const page = (...content: unknown[]) => ({ root: {}, content });

describe('needsHydration', () => {
  it('is false for content-only pages, however deeply nested', async () => {
    expect(await needsHydration(page({ type: 'Heading', props: {} }, { type: 'Columns', props: { column1: [{ type: 'Text', props: {} }] } }))).toBe(false);
    expect(await needsHydration(page({ type: 'Button', props: { modal: { enabled: false } } }, { type: 'Alert', props: { dismissible: false } }))).toBe(false);
  });

  it('is true when an interactive block appears anywhere', async () => {
    expect(await needsHydration(page({ type: 'Section', props: { content: [{ type: 'Columns', props: { column2: [{ type: 'Carousel', props: {} }] } }] } }))).toBe(true);
    expect(await needsHydration(page({ type: 'Button', props: { modal: { enabled: true } } }))).toBe(true);
    expect(await needsHydration(page({ type: 'Alert', props: { dismissible: true } }))).toBe(true);
    expect(await needsHydration({ root: {}, content: [], zones: { 'a:b': [{ type: 'DropdownMenu', props: {} }] } })).toBe(true);
  });

  it('ignores malformed entries', async () => {
    expect(await needsHydration({ root: {}, content: [null, 3, 'x', { props: {} }] })).toBe(false);
    await expect(needsHydration({})).rejects.toThrow('root');
  });
});
