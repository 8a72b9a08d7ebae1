import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandModule, islandName } from '#core/islands/island-modules.ts';
import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import { ISLAND_SPECS, islandsOnPage, islandsToPreload } from './island-specs.ts';

const page = (...content: unknown[]) => ({ root: {}, content });

describe('island specs', () => {
  it('lists every *.island.tsx file of the block library, each at the path its name gives', () => {
    const files = fs
      .readdirSync('src/web/blocks', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.island.tsx'))
      .map((file) => `src/web/blocks/${file}`)
      .sort();
    expect(ISLAND_SPECS.map((spec) => islandModule(islandName(spec.block))).sort()).toEqual(files);
  });

  it('makes the interactive blocks of the issue islands', () => {
    expect(ISLAND_SPECS.map((spec) => spec.block).sort()).toEqual(['Alert', 'Button', 'Carousel', 'CartDrawer', 'DropdownMenu', 'Form', 'ImageGallery', 'Lineup', 'NavMenu', 'ProductDetails', 'ProductList', 'ProductReviews', 'RichText']);
  });
});

describe('the product islands', () => {
  it('loads the product list only with its filter panel, and a product page\'s purchase panel with ProductDetails', async () => {
    expect(await islandsOnPage(page({ type: 'ProductList', props: { showFilters: false } }))).toEqual([]);
    expect(await islandsOnPage(page({ type: 'ProductList', props: { showFilters: true } }))).toEqual(['product-list']);
    expect(await islandsOnPage(page({ type: 'ProductDetails', props: {} }))).toEqual(['product-details']);
  });
});

describe('the RichText island', () => {
  it('is loaded only where the rendered text holds a diagram: formulas are static HTML', async () => {
    const prepared = (markdown: string) => page({ type: 'RichText', props: { markdown, _html: renderMarkdown(markdown) } });
    expect(await islandsOnPage(prepared('Mass $E=mc^2$\n\n$$\n\\int_0^1 x\\,dx\n$$'))).toEqual([]);
    expect(await islandsOnPage(prepared('```js\ngraph TD\n```\n\nA `<pre data-mermaid="">` in text'))).toEqual([]);
    expect(await islandsOnPage(prepared('```mermaid\ngraph TD\n  A --> B\n```'))).toEqual(['rich-text']);
    expect(await islandsOnPage(prepared('1. Steps:\n\n   ```mermaid\n   graph LR\n   ```'))).toEqual(['rich-text']);
  });
});

describe('the Lineup island', () => {
  it('is loaded only for the carousel layout: a grid is static HTML', async () => {
    expect(await islandsOnPage(page({ type: 'Lineup', props: { layout: 'grid', source: 'manual', items: [{ title: 'A' }] } }))).toEqual([]);
    expect(await islandsOnPage(page({ type: 'Lineup', props: { layout: 'carousel', source: 'collection', collection: 'posts' } }))).toEqual(['lineup']);
  });
});

describe('islandsOnPage', () => {
  it('is empty for content-only pages, however deeply nested', async () => {
    expect(await islandsOnPage(page({ type: 'Heading', props: {} }, { type: 'Columns', props: { column1: [{ type: 'Text', props: {} }] } }))).toEqual([]);
    expect(await islandsOnPage(page({ type: 'Button', props: { modal: { enabled: false } } }, { type: 'Alert', props: { dismissible: false } }))).toEqual([]);
  });

  it('names each island once, wherever it appears (slots, zones)', async () => {
    const nested = page(
      { type: 'Section', props: { content: [{ type: 'Columns', props: { column2: [{ type: 'Carousel', props: {} }] } }] } },
      { type: 'Carousel', props: {} },
      { type: 'Button', props: { modal: { enabled: true } } },
      { type: 'Alert', props: { dismissible: true } },
    );
    expect(await islandsOnPage(nested)).toEqual(['alert', 'button', 'carousel']);
    expect(await islandsOnPage({ root: {}, content: [], zones: { 'a:b': [{ type: 'DropdownMenu', props: {} }] } })).toEqual(['dropdown-menu']);
  });

  it('makes every Form an island, and sends the browser its formId and challenge but not its mail recipients', async () => {
    expect(await islandsOnPage(page({ type: 'Form', props: { collection: '' } }))).toEqual(['form']);
    const form = ISLAND_SPECS.find((spec) => spec.block === 'Form')!;
    expect(form.when).toBe('load');
    const props = { id: 'Form-1', collection: 'messages', emailTo: 'owner@example.com', emailSubject: 'New message', _formId: 'p:Form-1', _challenge: null };
    expect((form.props as (props: object) => Record<string, unknown>)(props)).toEqual({ collection: 'messages', _formId: 'p:Form-1', _challenge: null });
  });

  it('ignores items that are not blocks', async () => {
    expect(await islandsOnPage({ root: {}, content: [null, 3, 'x', { props: {} }, { type: 'NavMenu' }] })).toEqual([]);
  });
});

describe('islandsToPreload', () => {
  it('leaves out the islands hydrated when they come into view; keeps those hydrated at load or when idle', () => {
    expect(islandsToPreload(['carousel', 'nav-menu', 'product-list', 'product-reviews', 'rich-text'])).toEqual(['nav-menu', 'product-list']);
  });
});
