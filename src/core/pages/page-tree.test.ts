import { describe, expect, it } from 'vitest';
import { listPageBlocks, mapPageTree, MAX_BLOCK_DEPTH, PageTreeError } from './page-tree.ts';

const doc = (content: unknown[], extra: Record<string, unknown> = {}) => ({ root: { props: { title: 'T' } }, content, ...extra });
const block = (type: string, props: Record<string, unknown> = {}) => ({ type, props: { id: `${type}-1`, ...props } });

describe('mapPageTree', () => {
  it('removes server-derived props from the root and from blocks in content, zones and every slot', async () => {
    const stored = doc(
      [
        block('Icon', { set: 'fa', name: 'FaNope', _svg: '<img src=x onerror=alert(1)>' }),
        block('Section', { content: [block('Columns', { column2: [block('RichText', { markdown: 'hi', _html: '<script>alert(1)</script>' })] })] }),
      ],
      { root: { props: { title: 'T', _html: '<b>' } }, zones: { 'Section-1:extra': [block('RichText', { _html: '<script>' })] } },
    );
    const walked = await mapPageTree(stored, { invalid: 'refuse' });
    expect(JSON.stringify(walked)).not.toMatch(/_html|_svg|onerror|script/);
    expect(walked.root.props).toEqual({ title: 'T' });
    expect(walked.content[0]!.props).toEqual({ id: 'Icon-1', set: 'fa', name: 'FaNope' });
    // The input is left as it was.
    expect(JSON.stringify(stored)).toContain('onerror');
  });

  it('refuses a slot that mixes blocks with other items instead of skipping it', async () => {
    const mixed = doc([block('Section', { content: [block('RichText', { _html: '<script>alert(1)</script>' }), { not: 'a block' }] })]);
    await expect(mapPageTree(mixed, { invalid: 'refuse' })).rejects.toThrow(new PageTreeError('Block 2 in Section.content is not a block.'));
    // Rendering stored data drops the stranger and still strips the derived prop of its neighbour.
    const rendered = await mapPageTree(mixed, { invalid: 'drop' });
    expect(rendered.content[0]!.props.content).toEqual([{ type: 'RichText', props: { id: 'RichText-1' } }]);
  });

  it('refuses unknown block types, items without props and slots that are not lists', async () => {
    await expect(mapPageTree(doc([block('Script')]), { invalid: 'refuse' })).rejects.toThrow('Block 1 in content has an unknown type (Script).');
    await expect(mapPageTree(doc([{ type: 'Text' }]), { invalid: 'refuse' })).rejects.toThrow('Block 1 in content (Text) has no props object.');
    await expect(mapPageTree(doc([block('Columns', { column1: 'x' })]), { invalid: 'refuse' })).rejects.toThrow('Columns.column1 must be a list of blocks.');
    await expect(mapPageTree(doc([], { zones: { a: [null] } }), { invalid: 'refuse' })).rejects.toThrow('Block 1 in zone a is not a block.');
    expect((await mapPageTree(doc([block('Script'), null, block('Text')]), { invalid: 'drop' })).content.map((b) => b.type)).toEqual(['Text']);
  });

  it('refuses per-breakpoint values of the wrong shape on save, in slots too, and keeps well-formed ones', async () => {
    const good = doc([block('Columns', { count: { base: 3, phone: 1 }, hidden: { base: false, phone: true } })]);
    expect((await mapPageTree(good, { invalid: 'refuse' })).content[0]!.props).toMatchObject({ count: { base: 3, phone: 1 }, hidden: { base: false, phone: true } });
    const nested = doc([block('Section', { content: [block('Columns', { count: { phone: 1 } })] })]);
    await expect(mapPageTree(nested, { invalid: 'refuse' })).rejects.toThrow('Block 1 in Section.content (Columns): count has per-breakpoint values without a base.');
    await expect(mapPageTree(doc([block('Text', { hidden: { base: 'no' } })]), { invalid: 'refuse' })).rejects.toThrow('hidden must be true or false');
    // Rendering stored data keeps the block: its renderer falls back to its defaults.
    expect((await mapPageTree(nested, { invalid: 'drop' })).content[0]!.props.content).toHaveLength(1);
  });

  it('refuses malformed documents whatever the mode', async () => {
    for (const bad of [null, [], {}, { root: 1, content: [] }, { root: {}, content: {} }, { root: { props: [] }, content: [] }, { root: {}, content: [], zones: [] }]) {
      await expect(mapPageTree(bad, { invalid: 'drop' })).rejects.toBeInstanceOf(PageTreeError);
    }
  });

  it('limits nesting depth', async () => {
    const nest = (levels: number): unknown => (levels === 0 ? block('Text') : block('Section', { content: [nest(levels - 1)] }));
    await expect(mapPageTree(doc([nest(MAX_BLOCK_DEPTH)]), { invalid: 'refuse' })).resolves.toBeTruthy();
    await expect(mapPageTree(doc([nest(MAX_BLOCK_DEPTH + 1)]), { invalid: 'refuse' })).rejects.toThrow(`deeper than ${MAX_BLOCK_DEPTH}`);
  });

  it('visits every block with its slots already walked, and keeps non-slot lists as data', async () => {
    const links = [{ label: 'Home', href: '/' }];
    const seen: string[] = [];
    const walked = await mapPageTree(doc([block('Section', { content: [block('NavMenu', { links })] })]), { invalid: 'refuse' }, (b) => {
      seen.push(b.type);
      return { ...b.props, visited: true };
    });
    expect(seen).toEqual(['NavMenu', 'Section']);
    expect(walked.content[0]!.props).toMatchObject({ visited: true, content: [{ type: 'NavMenu', props: { links, visited: true } }] });
    expect((await listPageBlocks(walked)).map((b) => b.type)).toEqual(['NavMenu', 'Section']);
  });
});
