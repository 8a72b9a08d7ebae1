import type { Field } from '@puckeditor/core';
import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BINDABLE_PROPS, BINDINGS_PROP } from '#core/content/record-binding.ts';
import { BLOCK_NAMES, BLOCK_SLOTS, type BlockName } from '#core/pages/block-names.ts';
import { VISIBILITY_PROP } from '#core/blocks/responsive.ts';
import { countOptions, splitOptions } from '#web/blocks/columns/columns.config.tsx';
import { editorConfig, type EditorPageData } from './editor-config.tsx';

// The blocks built with this config; the others have their own tests next to them.
const LAYOUT_AND_CONTENT_BLOCKS = ['Heading', 'Text', 'RichText', 'Image', 'Button', 'Columns', 'Section', 'Spacer', 'Alert'] as const satisfies readonly BlockName[];

/** Every select or radio default must be one of its options, or the editor shows an empty field. */
function expectDefaultsInOptions(fields: Record<string, Field> | undefined, defaults: Record<string, unknown>, where: string): void {
  for (const [name, field] of Object.entries(fields ?? {})) {
    if (field.type === 'select' || field.type === 'radio') {
      const values = field.options.map((option) => option.value);
      expect(new Set(values).size, `${where}.${name} options are unique`).toBe(values.length);
      expect(values, `${where}.${name} default`).toContainEqual(defaults[name]);
    }
    if (field.type === 'object') expectDefaultsInOptions(field.objectFields, (defaults[name] ?? {}) as Record<string, unknown>, `${where}.${name}`);
  }
}

describe('editorConfig', () => {
  it('configures every block of the contract', () => {
    expect(Object.keys(editorConfig.components).sort()).toEqual([...BLOCK_NAMES].sort());
  });

  it('has slot fields exactly where the server walks nested blocks (BLOCK_SLOTS)', () => {
    for (const name of BLOCK_NAMES) {
      const slots = Object.entries(editorConfig.components[name].fields ?? {})
        .filter(([, field]) => (field as Field).type === 'slot')
        .map(([prop]) => prop);
      expect(slots, name).toEqual([...(BLOCK_SLOTS[name] ?? [])]);
    }
  });

  it('lists every block in exactly one category', () => {
    const listed = Object.values(editorConfig.categories ?? {}).flatMap((category) => category.components ?? []);
    expect([...listed].sort()).toEqual([...BLOCK_NAMES].sort());
  });

  it('has root fields for title, description, theme, font, width and language with valid defaults', () => {
    const root = editorConfig.root;
    expect(Object.keys(root?.fields ?? {})).toEqual(['title', 'description', 'theme', 'fontFamily', 'maxWidth', 'language']);
    expectDefaultsInOptions(root?.fields as Record<string, Field>, (root?.defaultProps ?? {}) as Record<string, unknown>, 'root');
    expect(root?.defaultProps).toMatchObject({ theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' });
  });

  it.each(LAYOUT_AND_CONTENT_BLOCKS)('%s defaults are valid options', (name) => {
    const config = editorConfig.components[name];
    expectDefaultsInOptions(config.fields as Record<string, Field>, (config.defaultProps ?? {}) as Record<string, unknown>, name);
  });

  it('renders every layout and content block from its defaults, RichText with the markdown rendered in place', () => {
    const content = LAYOUT_AND_CONTENT_BLOCKS.map((name, index) => ({ type: name, props: { ...editorConfig.components[name].defaultProps, id: `${name}-${index}` } }));
    const html = renderToString(<Render config={editorConfig} data={{ root: { props: editorConfig.root?.defaultProps }, content } as EditorPageData} />);
    expect(html).toContain('>Heading</h2>');
    expect(html).toContain('Write your text here.');
    expect(html).toContain('<h2>A title</h2>');
    expect(html).toContain('<strong>markdown</strong>');
    expect(html).toContain('aria-label="No image"');
    expect(html).toContain('>Learn more</a>');
    expect(html).toContain('grid-cols-1 md:grid-cols-(--columns-template)');
    expect(html).toContain('<section class="py-12 px-4">');
    expect(html).toContain('class="h-8"');
    expect(html).toContain('Heads up');
  });

  it('gives exactly the blocks with bindable props a bindings field, shown only on a template page', async () => {
    const bindable = BLOCK_NAMES.filter((name) => BINDABLE_PROPS[name] !== undefined);
    expect(bindable.length).toBeGreaterThan(0);
    for (const name of BLOCK_NAMES) {
      const config = editorConfig.components[name];
      const field = (config.fields as Record<string, Field> | undefined)?.[BINDINGS_PROP];
      if (!bindable.includes(name)) {
        expect(field, name).toBeUndefined();
        continue;
      }
      expect(field, name).toMatchObject({ type: 'custom', visible: false });
      // The bound value replaces the prop on /data pages; the prop keeps its own field for the editor.
      for (const { prop } of BINDABLE_PROPS[name]!) expect(Object.keys(config.fields ?? {}), `${name}.${prop}`).toContain(prop);
      const resolve = async (metadata: Record<string, unknown>) => {
        const fields = await config.resolveFields!({ props: { ...config.defaultProps, id: 'b' } } as never, { fields: config.fields, metadata, changed: {}, lastFields: config.fields, lastData: null, appState: {}, parent: null } as never);
        return fields as Record<string, Field>;
      };
      expect((await resolve({ siteSlug: 'site-acme', templateCollection: 'team-public' }))[BINDINGS_PROP]?.visible, name).toBe(true);
      expect((await resolve({ siteSlug: 'site-acme', templateCollection: null }))[BINDINGS_PROP]?.visible, name).toBe(false);
      expect((await resolve({}))[BINDINGS_PROP]?.visible, name).toBe(false);
    }
  });

  it('offers the column widths of the count shown at each breakpoint, and resets a desktop split from another count', async () => {
    const columns = editorConfig.components.Columns;
    const props = { ...columns.defaultProps, count: { base: 3, tablet: 2, phone: 1 }, split: '33-33-33', stackOnMobile: false };
    const values = (breakpoint: 'desktop' | 'tablet' | 'phone') => splitOptions(breakpoint, props).map((option) => option.value);
    expect(values('desktop')).toContain('25-50-25');
    expect(values('desktop')).not.toContain('50-50');
    expect(values('tablet')).toContain('33-67');
    expect(values('phone')).toEqual(['100']);
    // Desktop has 2 to 4 columns of content; tablet and phone put 1 up to that many in a row.
    expect(countOptions('desktop', props).map((option) => option.value)).toEqual([2, 3, 4]);
    expect(countOptions('phone', props).map((option) => option.value)).toEqual([1, 2, 3]);
    const resolved = await columns.resolveData?.({ props: { ...columns.defaultProps, count: 4, split: '50-50', stackOnMobile: false, id: 'c' } } as never, {} as never);
    expect(resolved?.props?.split).toBe('25-25-25-25');
  });

  it('folds the older stackOnMobile into the count\'s phone value, which renders the same grid', async () => {
    const columns = editorConfig.components.Columns;
    const old = { ...columns.defaultProps, count: 3, split: '33-33-33', stackOnMobile: true, id: 'c' };
    const resolved = (await columns.resolveData?.({ props: old } as never, {} as never))?.props;
    expect(resolved).toMatchObject({ count: { base: 3, phone: 1 }, stackOnMobile: false });
    const render = (blockProps: object) => renderToString(<Render config={editorConfig} data={{ root: { props: {} }, content: [{ type: 'Columns', props: blockProps }] } as never} />);
    expect(render(resolved!)).toBe(render(old));
    // Not stacking before: phone keeps the count.
    const wide = (await columns.resolveData?.({ props: { ...old, stackOnMobile: false } } as never, {} as never))?.props;
    expect(wide?.count).toBe(3);
  });

  it('gives every block the Visibility field, which survives fields a block works out itself', async () => {
    for (const name of BLOCK_NAMES) {
      const config = editorConfig.components[name];
      expect((config.fields as Record<string, Field>)[VISIBILITY_PROP], name).toMatchObject({ type: 'custom', label: 'Visibility' });
      if (!config.resolveFields) continue;
      const fields = await config.resolveFields({ props: { ...config.defaultProps, id: 'b' } } as never, { fields: config.fields, metadata: {}, changed: {}, lastFields: config.fields, lastData: null, appState: {}, parent: null } as never);
      expect((fields as Record<string, Field>)[VISIBILITY_PROP], name).toBeDefined();
    }
  });
});
