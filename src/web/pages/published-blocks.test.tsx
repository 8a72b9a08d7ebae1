import type { Config, Data } from '@puckeditor/core';
import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '#core/pages/block-names.ts';
import { publicConfig } from '#web/blocks/public-config.ts';
import { editorConfig } from '#web/editor/editor-config.tsx';
import { demoChromeSections, demoPages, demoTemplates } from '#server/seed/demo-pages.ts';
import { PublishedBlocks } from './published-blocks.tsx';

// Published pages are rendered by PublishedBlocks instead of Puck's server <Render> (decision 075):
// the HTML must be the same, byte for byte, for everything a site can publish.

const config = publicConfig as unknown as Config;
const blocksOnly: Config = { ...config, root: { ...config.root, render: undefined } };
const metadata = { siteSlug: 'site-demo' };

const puckHtml = (data: Data, withConfig: Config = blocksOnly) => renderToString(<Render config={withConfig} data={data} metadata={metadata} />);
const ourHtml = (data: Data, withConfig: Config = blocksOnly) => renderToString(<PublishedBlocks config={withConfig} content={data.content} zones={data.zones} metadata={metadata} />);

const demoDocuments = (): [string, Data][] => {
  const pages = demoPages({
    heroImage: '/media/demo/hero.webp',
    posts: [1, 2, 3].map((n) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Post ${n}`, description: `About ${n}`, image: `/media/demo/post-${n}.webp`, slug: `post-${n}` })),
    gallery: [1, 2, 3].map((n) => ({ url: `/media/demo/product-${n}.webp`, alt: `Product ${n}` })),
  });
  const chrome = demoChromeSections();
  return [
    ...pages.map((page) => [page.path, page.data as unknown as Data] as [string, Data]),
    ...demoTemplates().map((template) => [template.path, template.data as unknown as Data] as [string, Data]),
    ['header section', chrome.header.content as unknown as Data],
    ['footer section', chrome.footer.content as unknown as Data],
  ];
};

describe('PublishedBlocks renders what Puck’s server Render renders', () => {
  it.each(demoDocuments())('the demo’s %s', (_name, data) => {
    const html = ourHtml(data);
    expect(html.length).toBeGreaterThan(100);
    expect(html).toBe(puckHtml(data));
  });

  it('is given a config whose only fields are slots: no other field type is transformed at render time', () => {
    const types = Object.values(config.components).flatMap((component) => Object.values(component.fields ?? {}).map((field) => field?.type));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['slot']));
  });

  it('every block type from its editor defaults', () => {
    const content = BLOCK_NAMES.filter((name) => name !== 'SectionInstance').map((name, index) => ({ type: name, props: { ...editorConfig.components[name].defaultProps, id: `${name}-${index}` } }));
    const data = { root: { props: {} }, content } as unknown as Data;
    const html = ourHtml(data);
    expect(html).toContain('Heads up');
    expect(html).toBe(puckHtml(data));
  });

  it('slots inside slots, per-breakpoint values, hidden blocks, a slot that was never filled and a block type it does not know', () => {
    const heading = (id: string, text: string, extra: object = {}) => ({ type: 'Heading', props: { id, text, level: 'h2', ...extra } });
    const data = {
      root: { props: {} },
      content: [
        {
          type: 'Section',
          props: {
            id: 'section-1',
            content: [
              { type: 'Columns', props: { id: 'columns-1', columns: { base: 3, phone: 1 }, column1: [heading('h-1', 'One', { align: { base: 'left', phone: 'center' } })], column2: [heading('h-2', 'Two', { hidden: { base: false, phone: true } })] } },
            ],
          },
        },
        { type: 'Columns', props: { id: 'columns-2', columns: 2 } },
        { type: 'NoSuchBlock', props: { id: 'gone-1' } },
        heading('h-3', 'Three'),
      ],
    } as unknown as Data;
    const html = ourHtml(data);
    expect(html).toContain('>One</h2>');
    expect(html).toContain('>Three</h2>');
    expect(html).toBe(puckHtml(data));
  });

  it('legacy drop zones, and the puck prop a block is given', () => {
    const zoned: Config = {
      components: {
        Box: {
          render: ({ id, puck }: { id: string; puck: { renderDropZone: (options: { zone: string }) => unknown; isEditing: boolean; metadata: { siteSlug?: string } } }) => (
            <div data-id={id} data-editing={String(puck.isEditing)} data-site={puck.metadata.siteSlug}>
              {puck.renderDropZone({ zone: 'inside' }) as never}
            </div>
          ),
        },
        Label: { render: ({ text }: { text: string }) => <span>{text}</span> },
      },
    } as unknown as Config;
    const data = {
      root: { props: {} },
      content: [{ type: 'Box', props: { id: 'box-1' } }],
      zones: { 'box-1:inside': [{ type: 'Label', props: { id: 'label-1', text: 'Zoned' } }] },
    } as unknown as Data;
    const html = ourHtml(data, zoned);
    expect(html).toBe('<div data-id="box-1" data-editing="false" data-site="site-demo"><span>Zoned</span></div>');
    expect(html).toBe(puckHtml(data, zoned));
  });
});
