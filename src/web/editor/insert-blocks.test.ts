import type { Config, Data } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '#core/pages/page-tree.ts';
import { insertBlocks } from './block-clipboard.tsx';
import { editorConfig } from './editor-config.tsx';

const config = editorConfig as unknown as Config;
const block = (type: string, id: string, props: Record<string, unknown> = {}) => ({ type, props: { id, ...props } });
const page = (): Data => ({
  root: { props: { title: 'P' } },
  content: [block('Heading', 'Heading-1'), block('Section', 'Section-1', { content: [block('Text', 'Text-1'), block('Text', 'Text-2')] }), block('Spacer', 'Spacer-1')],
});
const pasted = [block('Image', 'Image-new'), block('Columns', 'Columns-new', { column1: [block('Text', 'Text-new')] })] as PageBlock[];
const ids = (list: { props: { id: string } }[]) => list.map((item) => item.props.id);

describe('insertBlocks', () => {
  it("puts the blocks after the selected one in the page's own list, leaving the document it was given as it was", () => {
    const before = page();
    const after = insertBlocks(before, config, 'root:default-zone', 1, pasted)!;
    expect(ids(after.content)).toEqual(['Heading-1', 'Image-new', 'Columns-new', 'Section-1', 'Spacer-1']);
    expect(after.content[2]!.props.column1).toEqual([block('Text', 'Text-new')]);
    expect(ids(before.content)).toEqual(['Heading-1', 'Section-1', 'Spacer-1']);
  });

  it("goes into a Section's slot when the selected block sits there, and at the end of a list past its length", () => {
    const inSlot = insertBlocks(page(), config, 'Section-1:content', 1, pasted)!;
    expect(ids(inSlot.content[1]!.props.content as never)).toEqual(['Text-1', 'Image-new', 'Columns-new', 'Text-2']);
    expect(ids(inSlot.content)).toEqual(['Heading-1', 'Section-1', 'Spacer-1']);
    const atEnd = insertBlocks(page(), config, 'root:default-zone', 99, pasted)!;
    expect(ids(atEnd.content).slice(-2)).toEqual(['Image-new', 'Columns-new']);
  });

  it('answers null for a list the page does not have (a selection gone stale)', () => {
    expect(insertBlocks(page(), config, 'Section-gone:content', 0, pasted)).toBeNull();
  });
});
