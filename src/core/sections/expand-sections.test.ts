import { describe, expect, it } from 'vitest';
import { detachedBlocks, expandSections, hasSectionInstance, replaceBlockById, sectionIdsOf } from './expand-sections.ts';
import { overridableProps, overridesOf, withOverride } from './section-overrides.ts';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const footer = [
  { type: 'Heading', props: { id: 'fh', text: 'Footer', level: 'h2', align: 'left' } },
  { type: 'Section', props: { id: 'box', background: 'red', content: [{ type: 'Button', props: { id: 'btn', label: 'Contact', href: '/contact', variant: 'primary' } }] } },
];
const instance = (id: string, sectionId: string, overrides: Record<string, unknown> = {}) => ({ type: 'SectionInstance', props: { id, sectionId, overrides } });
const doc = (...content: unknown[]) => ({ root: { props: { title: 'T' } }, content });

describe('expandSections', () => {
  it('finds the sections a page names, at any depth, each once', () => {
    const page = doc(instance('a', S1), { type: 'Columns', props: { id: 'c', column1: [instance('b', S2), instance('c', S1)] } });
    expect(sectionIdsOf(page)).toEqual([S1, S2]);
    expect(hasSectionInstance(page)).toBe(true);
    expect(hasSectionInstance(doc({ type: 'Heading', props: { id: 'h' } }))).toBe(false);
  });

  it('puts the section in place of each instance with ids of their own, and drops instances of missing sections', () => {
    const page = doc({ type: 'Heading', props: { id: 'top', text: 'Top' } }, instance('a', S1), instance('b', S1), instance('gone', S2));
    const expanded = expandSections(page, new Map([[S1, footer]]));
    expect(expanded.content.map((block) => (block as { props: { id: string } }).props.id)).toEqual(['top', 'a~fh', 'a~box', 'b~fh', 'b~box']);
    const nested = (expanded.content[2] as { props: { content: { props: { id: string } }[] } }).props.content[0]!;
    expect(nested.props.id).toBe('a~btn');
    expect(page.content).toHaveLength(4);
  });

  it('applies overrides of text, link and image props only', () => {
    const overrides = { fh: { text: 'Ours', align: 'right' }, btn: { href: '/ours', label: 42 }, box: { background: 'blue' } };
    const [heading, box] = expandSections(doc(instance('a', S1, overrides)), new Map([[S1, footer]])).content as { props: Record<string, unknown> }[];
    expect(heading!.props).toMatchObject({ text: 'Ours', align: 'left' });
    expect(box!.props.background).toBe('red');
    expect((box!.props.content as { props: Record<string, unknown> }[])[0]!.props).toMatchObject({ href: '/ours', label: 'Contact' });
  });

  it('hides the section where its instance is hidden, and leaves it alone where the instance is not', () => {
    const hiddenOnPhone = { ...instance('a', S1), props: { ...instance('a', S1).props, hidden: { base: false, phone: true } } };
    const own = [{ type: 'Heading', props: { id: 'h', text: 'Desktop only', hidden: { base: false, tablet: true } } }, ...footer];
    const [heading, box] = expandSections(doc(hiddenOnPhone), new Map([[S1, own]])).content as { props: Record<string, unknown> }[];
    expect(heading!.props.hidden).toEqual({ base: false, tablet: true, phone: true });
    expect(box!.props.hidden).toEqual({ base: false, tablet: false, phone: true });
    const shown = expandSections(doc({ ...instance('b', S1), props: { ...instance('b', S1).props, hidden: false } }), new Map([[S1, footer]])).content as { props: Record<string, unknown> }[];
    expect(shown[0]!.props).not.toHaveProperty('hidden');
  });

  it('never nests: an instance inside a section is left out', () => {
    const expanded = expandSections(doc(instance('a', S1)), new Map([[S1, [instance('x', S1), ...footer]]]));
    expect(expanded.content).toHaveLength(2);
  });
});

describe('overrides', () => {
  it('keeps well-formed string overrides only', () => {
    expect(overridesOf({ a: { text: 'x', 'bad.name': 'y' }, b: { text: 1 }, c: { href: 'z' }, d: 'flat' })).toEqual({ a: { text: 'x' }, c: { href: 'z' } });
    expect(overridesOf(null)).toEqual({});
  });

  it('sets and resets one prop, dropping a block with none left', () => {
    const set = withOverride({}, 'fh', 'text', 'Ours');
    expect(set).toEqual({ fh: { text: 'Ours' } });
    expect(withOverride(withOverride(set, 'btn', 'href', '/x'), 'fh', 'text', undefined)).toEqual({ btn: { href: '/x' } });
  });

  it('lists the overridable props of a section in order, slots included', () => {
    expect(overridableProps(footer).map((p) => [p.key, p.kind, p.value])).toEqual([
      ['fh.text', 'text', 'Footer'],
      ['btn.label', 'text', 'Contact'],
      ['btn.href', 'link', '/contact'],
    ]);
  });
});

describe('detach and replace', () => {
  it('replaces an instance anywhere by a plain copy with fresh ids and the overrides baked in', () => {
    let n = 0;
    const copy = detachedBlocks({ root: { props: {} }, content: footer }, { fh: { text: 'Mine' } }, (type) => `${type}-${++n}`);
    const page = doc({ type: 'Columns', props: { id: 'c', column1: [instance('a', S1)] } });
    const replaced = replaceBlockById(page, 'a', copy);
    const column = (replaced.content[0] as { props: { column1: { type: string; props: Record<string, unknown> }[] } }).props.column1;
    expect(column.map((b) => [b.type, b.props.id])).toEqual([
      ['Heading', 'Heading-1'],
      ['Section', 'Section-2'],
    ]);
    expect(column[0]!.props.text).toBe('Mine');
    expect((column[1]!.props.content as { props: { id: string } }[])[0]!.props.id).toBe('Button-3');
  });
});
