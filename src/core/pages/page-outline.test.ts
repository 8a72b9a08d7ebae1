import { describe, expect, it } from 'vitest';
import { OUTLINE_MAX_ENTRIES, OUTLINE_TEXT_MAX, pageOutline } from './page-outline.ts';

describe('pageOutline', () => {
  it('lists blocks depth first with their text, including slot children and legacy zones', () => {
    const doc = {
      root: { props: { title: 'Home' } },
      content: [
        { type: 'Heading', props: { id: 'h1', text: 'Welcome' } },
        {
          type: 'Section',
          props: { id: 's1', content: [{ type: 'RichText', props: { id: 'r1', markdown: '## Make it *yours*' } }] },
        },
        { type: 'Columns', props: { id: 'c1' } },
      ],
      zones: { 'c1:left': [{ type: 'Button', props: { id: 'b1', label: 'Go' } }], 'other:zone': [{ type: 'Text', props: { text: 'x' } }] },
    };
    expect(pageOutline(doc)).toEqual([
      { type: 'Heading', text: 'Welcome', depth: 0 },
      { type: 'Section', text: '', depth: 0 },
      { type: 'RichText', text: 'Make it yours', depth: 1 },
      { type: 'Columns', text: '', depth: 0 },
      { type: 'Button', text: 'Go', depth: 1 },
    ]);
  });

  it('shortens long text and stops at the entry cap', () => {
    const [entry] = pageOutline({ content: [{ type: 'Text', props: { text: 'a'.repeat(500) } }] });
    expect(entry!.text).toHaveLength(OUTLINE_TEXT_MAX);
    expect(entry!.text.endsWith('…')).toBe(true);
    const many = { content: Array.from({ length: OUTLINE_MAX_ENTRIES + 5 }, () => ({ type: 'Text', props: { text: 't' } })) };
    expect(pageOutline(many)).toHaveLength(OUTLINE_MAX_ENTRIES);
  });

  it('ignores anything that is not a document or a block', () => {
    expect(pageOutline(null)).toEqual([]);
    expect(pageOutline({ content: 'nope' })).toEqual([]);
    expect(pageOutline({ content: [null, 3, { props: {} }, { type: 'Spacer', props: 'bad' }] })).toEqual([{ type: 'Spacer', text: '', depth: 0 }]);
  });
});
