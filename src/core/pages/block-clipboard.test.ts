import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_CLIPBOARD_VERSION,
  blockClipboardText,
  newBlockId,
  PASTE_EMPTY,
  PASTE_NO_BLOCKS,
  PASTE_NOT_BLOCKS,
  PASTE_NOT_JSON,
  pastedMessage,
  pasteNewerVersionMessage,
  readBlockClipboard,
  siteReferencesOf,
  type PastedBlocks,
} from './block-clipboard.ts';
import { PAGE_DATA_MAX_BYTES } from './page-data-limit.ts';
import type { PageBlock } from './page-tree.ts';

const block = (type: string, props: Record<string, unknown> = {}): PageBlock => ({ type, props: { id: `${type}-old`, ...props } }) as PageBlock;
const counter = () => {
  let n = 0;
  return (type: string) => `${type}-new${++n}`;
};
const ok = (result: PastedBlocks) => {
  if (!result.ok) throw new Error(result.error);
  return result;
};
const errorOf = async (text: string) => {
  const result = await readBlockClipboard(text);
  return result.ok ? null : result.error;
};

describe('readBlockClipboard', () => {
  it('reads what Copy block wrote: nested blocks kept, every id fresh, server-derived props and the source site slug prop dropped', async () => {
    const section = block('Section', {
      title: 'Hello',
      content: [block('Heading', { text: 'Big news' }), block('Image', { url: '/media/uploads/a1/m1.webp', alt: 'A harbour', _src: 'x' })],
      siteSlug: 'site-a1',
    });
    const text = blockClipboardText([section], 'site-a1');
    expect(JSON.parse(text)).toMatchObject({ sitewright: 'blocks', version: 1, sourceSite: 'site-a1' });

    const pasted = ok(await readBlockClipboard(text, counter()));
    expect(pasted.sourceSite).toBe('site-a1');
    expect(pasted.blocks).toEqual([
      {
        type: 'Section',
        props: {
          id: 'Section-new3',
          title: 'Hello',
          content: [
            { type: 'Heading', props: { id: 'Heading-new1', text: 'Big news' } },
            { type: 'Image', props: { id: 'Image-new2', url: '/media/uploads/a1/m1.webp', alt: 'A harbour' } },
          ],
        },
      },
    ]);
  });

  it('refuses what is not copied blocks, each with its reason', async () => {
    expect(await errorOf('   ')).toBe(PASTE_EMPTY);
    expect(await errorOf('{"sitewright": "blocks", ')).toBe(PASTE_NOT_JSON);
    expect(await errorOf('Hello there')).toBe(PASTE_NOT_JSON);
    expect(await errorOf('{"root":{},"content":[]}')).toBe(PASTE_NOT_BLOCKS);
    expect(await errorOf('[1, 2]')).toBe(PASTE_NOT_BLOCKS);
    expect(await errorOf(JSON.stringify({ sitewright: 'blocks', version: '1', blocks: [block('Heading')] }))).toBe(PASTE_NOT_BLOCKS);
    expect(await errorOf(JSON.stringify({ sitewright: 'blocks', version: 2, blocks: [block('Heading')] }))).toBe(pasteNewerVersionMessage(2));
    expect(await errorOf(JSON.stringify({ sitewright: 'blocks', version: 1, blocks: [] }))).toBe(PASTE_NO_BLOCKS);
    expect(await errorOf(JSON.stringify({ sitewright: 'blocks', version: 1, blocks: {} }))).toBe(PASTE_NO_BLOCKS);
  });

  it('refuses an unknown block, also deep in a slot, naming it as the server would on save', async () => {
    expect(await errorOf(blockClipboardText([block('Heading'), block('Marquee')], null))).toBe(
      'Cannot paste: Block 2 in the copied blocks has an unknown type (Marquee).',
    );
    expect(await errorOf(blockClipboardText([block('Section', { content: [block('Columns', { column2: [block('Script')] })] })], null))).toBe(
      'Cannot paste: Block 1 in Columns.column2 has an unknown type (Script).',
    );
    expect(await errorOf(blockClipboardText([{ type: 'Heading', props: 'x' as unknown as object }], null))).toBe(
      'Cannot paste: Block 1 in the copied blocks (Heading) has no props object.',
    );
  });

  it('refuses text larger than a page may be, before parsing it', async () => {
    const huge = blockClipboardText([block('Text', { text: 'x'.repeat(PAGE_DATA_MAX_BYTES) })], null);
    expect(await errorOf(huge)).toMatch(/^The copied blocks are too large to paste \(1025 KB; a page holds at most 1024 KB\)\.$/);
  });

  it('keeps a source site only when it is a site slug', async () => {
    const read = async (sourceSite: unknown) => ok(await readBlockClipboard(JSON.stringify({ sitewright: 'blocks', version: 1, sourceSite, blocks: [block('Spacer')] }))).sourceSite;
    expect(await read('site-abc_1')).toBe('site-abc_1');
    expect(await read('<b>x</b>')).toBeNull();
    expect(await read(42)).toBeNull();
    expect(await read(undefined)).toBeNull();
  });

  it('never throws, and answers either blocks or a message, whatever is pasted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((blocks) => JSON.stringify({ sitewright: 'blocks', version: 1, blocks }))), async (text) => {
        const result = await readBlockClipboard(text);
        if (result.ok) expect(result.blocks.length).toBeGreaterThan(0);
        else expect(result.error).toMatch(/\S/);
      }),
    );
  });

  it('gives every pasted block, at any depth, an id no other block on the page or in the paste has', async () => {
    const leaf = fc.constantFrom('Heading', 'Text', 'Image', 'Spacer').map((type) => block(type));
    const tree = fc.letrec<{ node: PageBlock }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('node'), { maxLength: 3 }).map((content) => block('Section', { content })),
        fc.tuple(fc.array(tie('node'), { maxLength: 2 }), fc.array(tie('node'), { maxLength: 2 })).map(([column1, column2]) => block('Columns', { column1, column2 })),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.array(tree, { minLength: 1, maxLength: 4 }), async (blocks) => {
        const pasted = ok(await readBlockClipboard(blockClipboardText(blocks, 'site-a')));
        const ids: string[] = [];
        const collect = (list: PageBlock[]) => {
          for (const b of list) {
            ids.push(String(b.props.id));
            expect(String(b.props.id).startsWith(`${b.type}-`)).toBe(true);
            for (const slot of ['content', 'column1', 'column2']) if (Array.isArray(b.props[slot])) collect(b.props[slot] as PageBlock[]);
          }
        };
        collect(pasted.blocks);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.some((id) => id.endsWith('-old'))).toBe(false);
        // Apart from the ids, what was copied is what is pasted.
        const withoutIds = (text: string) => text.replace(/"id":"[^"]*"/g, '"id":""');
        expect(withoutIds(JSON.stringify(pasted.blocks))).toBe(withoutIds(JSON.stringify(blocks)));
      }),
    );
  });
});

describe('newBlockId', () => {
  it("is Puck's form, a block type and a v4 uuid, also without crypto.randomUUID", () => {
    const uuid = /^Heading-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newBlockId('Heading')).toMatch(uuid);
    const original = globalThis.crypto.randomUUID.bind(globalThis.crypto);
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newBlockId('Heading');
      expect(a).toMatch(uuid);
      expect(newBlockId('Heading')).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('site references and the paste message', () => {
  const blocks = [
    block('Section', {
      content: [
        block('Lineup', { source: 'collection', collection: 'posts' }),
        block('ImageGallery', { source: 'manual', collection: 'ignored' }),
        block('Icon', { set: 'custom', name: 'harbour-star' }),
        block('Icon', { set: 'fa', name: 'FaStar' }),
      ],
    }),
    block('ProductCard', { collection: 'products', productId: 'p-42' }),
    block('Form', { collection: 'posts' }),
  ];

  it('lists collections read, custom icons and records named by id, nested ones included, each once', () => {
    expect(siteReferencesOf(blocks)).toEqual({ collections: ['posts', 'products'], customIcons: ['harbour-star'], records: ['p-42'], media: [], sections: [] });
    expect(siteReferencesOf([block('Heading', { text: 'See /media/x' })])).toEqual({ collections: [], customIcons: [], records: [], media: [], sections: [] });
  });

  it("lists uploaded media wherever a block keeps a URL, each once, a Section's own background included but not its children's twice", () => {
    const gallery = block('ImageGallery', { source: 'manual', images: [{ url: '/media/uploads/a/1.webp' }, { url: 'https://cdn.example.org/x.png' }, { url: 'https://sites.example.org/media/uploads/a/2.png' }] });
    const section = block('Section', { backgroundImage: '/media/uploads/a/bg.webp', content: [block('Image', { url: '/media/uploads/a/1.webp' }), gallery] });
    expect(siteReferencesOf([section]).media).toEqual(['/media/uploads/a/bg.webp', '/media/uploads/a/1.webp', 'https://sites.example.org/media/uploads/a/2.png']);
  });

  it('says that names from another site are looked up in this one', () => {
    const references = siteReferencesOf(blocks);
    expect(pastedMessage(2, references, false)).toBe('2 blocks pasted.');
    const none = { collections: [], customIcons: [], records: [], media: [], sections: [] };
    expect(pastedMessage(1, none, true)).toBe('Block pasted.');
    expect(pastedMessage(1, { ...none, media: ['/media/uploads/a/1.webp'] }, false)).toBe('Block pasted.');
    expect(pastedMessage(1, { ...none, media: ['/media/uploads/a/1.webp'] }, true)).toBe(
      "Block pasted. The image stays in the other site's media library: deleted there, it disappears here too.",
    );
    expect(pastedMessage(1, { ...none, media: ['/media/a', '/media/b'] }, true)).toMatch(/The 2 images stay in the other site's media library: deleted there, they disappear here too\.$/);
    expect(pastedMessage(2, references, true)).toBe(
      '2 blocks pasted. They name collections "posts", "products" and custom icon "harbour-star" and record "p-42", as on the site they were copied from: ' +
        "this site's own of those names are used, and nothing shows where this site has none.",
    );
    expect(pastedMessage(1, { ...none, collections: ['posts'] }, true)).toMatch(/^Block pasted\. It names collection "posts", as on the site it was copied from: /);
    // Another site's reusable section shows nothing here (decision 071): the paste says so; on its own site it is simply pasted.
    const instance = siteReferencesOf([block('SectionInstance', { sectionId: '8d3b6c1e-0000-4000-8000-000000000001', overrides: {} })]);
    expect(instance.sections).toEqual(['8d3b6c1e-0000-4000-8000-000000000001']);
    expect(pastedMessage(1, instance, false)).toBe('Block pasted.');
    expect(pastedMessage(1, instance, true)).toBe('Block pasted. A reusable section belongs to the site it was copied from and shows nothing here: detach it there and copy its blocks instead.');
  });
});

it('writes the version it reads', () => {
  expect(JSON.parse(blockClipboardText([], null)).version).toBe(BLOCK_CLIPBOARD_VERSION);
});
