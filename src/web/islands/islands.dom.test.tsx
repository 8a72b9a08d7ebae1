// @vitest-environment happy-dom
// Islands as the browser gets them: server HTML rendered per island (as entry.server.tsx does),
// then each hydrated as its own root by the runtime's hydrator.
import { act, useId, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientStore, useClientStore } from './client-store.ts';
import { defineIsland, blockDataProps } from './define-island.ts';
import { hydrateIsland } from './hydrate-island.client.tsx';
import { islandBlock } from './island-block.tsx';
import { PageContext, usePageContext } from './island-context.tsx';
import { IslandRendererContext, type RenderIsland } from './island-ssr.ts';
import { PageRoot } from '#web/blocks/root/page-root.tsx';
import { Section } from '#web/blocks/section/section.tsx';
import { THEME_PRESETS } from '#web/blocks/theme/presets.ts';
import { ThemeProvider, useTheme } from '#web/blocks/theme/theme-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Module level: what two islands on one page share.
const cart = createClientStore<number>(0);

function AddToCart({ label }: { label: string }): ReactElement {
  const count = useClientStore(cart);
  const id = useId();
  const { siteSlug } = usePageContext();
  const { name } = useTheme();
  return (
    <div>
      <span id={id}>{`${label}: ${count} in cart (${siteSlug}, ${name})`}</span>
      <button type="button" aria-describedby={id} onClick={() => cart.set((n) => n + 1)}>
        Add {label}
      </button>
    </div>
  );
}

const addToCartIsland = defineIsland<{ id?: string; label: string; secret?: string }>({ block: 'Button', when: 'load', props: ({ label }) => ({ label }) });
const AddToCartBlock = islandBlock(addToCartIsland, AddToCart);
const renderIsland: RenderIsland = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

function serverPage(): string {
  return renderToString(
    <IslandRendererContext value={renderIsland}>
      <ThemeProvider preset={THEME_PRESETS.midnight}>
        <PageContext value={{ siteSlug: 'site-demo', language: 'en', currency: 'USD' }}>
          <main>
            <h1>Static heading</h1>
            <AddToCartBlock id="Button-1" label="Mug" secret="server only" />
            <AddToCartBlock id="Button-2" label="Tee" />
          </main>
        </PageContext>
      </ThemeProvider>
    </IslandRendererContext>,
  );
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  cart.set(0);
});

describe('islands', () => {
  it('send only the declared props and the page context to the browser', () => {
    const html = serverPage();
    expect(html).not.toContain('server only');
    document.body.innerHTML = html;
    const [first] = document.querySelectorAll<HTMLElement>('sw-island');
    expect(JSON.parse(first!.dataset.props!)).toEqual({ label: 'Mug' });
    expect(JSON.parse(first!.dataset.context!)).toEqual({ theme: 'midnight', siteSlug: 'site-demo', language: 'en', currency: 'USD' });
    expect(first!.dataset.prefix).toBe('Button-1-');
  });

  it('hydrate each as its own root without mismatches, with distinct ids per island, and share one store', async () => {
    document.body.innerHTML = serverPage();
    const islands = [...document.querySelectorAll<HTMLElement>('sw-island')];
    const ids = islands.map((island) => island.querySelector('span')!.id);
    expect(new Set(ids).size).toBe(2);
    await act(async () => {
      roots = islands.map((island) => hydrateIsland(island, AddToCart as never));
    });
    // Hydration kept the server's ids and text; a mismatch would be a console error, which fails the test.
    expect(islands.map((island) => island.querySelector('span')!.id)).toEqual(ids);
    expect(document.querySelector('h1')!.textContent).toBe('Static heading');
    expect(islands[1]!.textContent).toContain('Tee: 0 in cart (site-demo, midnight)');

    await act(async () => islands[0]!.querySelector('button')!.click());
    expect(islands[0]!.textContent).toContain('Mug: 1 in cart');
    expect(islands[1]!.textContent).toContain('Tee: 1 in cart');
    await act(async () => islands[1]!.querySelector('button')!.click());
    expect(islands[0]!.textContent).toContain('Mug: 2 in cart');
  });

  it('render inline with the page context when no island renderer is given (editor, unit tests)', () => {
    const html = renderToString(
      <ThemeProvider preset={THEME_PRESETS.forest}>
        <AddToCartBlock id="B" label="Cup" />
      </ThemeProvider>,
    );
    expect(html).toMatch(/^<sw-island data-island="button"[^>]*><div><span id="[^"]+">Cup: 0 in cart \(null, forest\)<\/span>/);
  });

  it('get distinct ids without a block id too (a document saved through the API may have none)', async () => {
    document.body.innerHTML = renderToString(
      <IslandRendererContext value={renderIsland}>
        <AddToCartBlock label="Mug" />
        <AddToCartBlock label="Tee" />
      </IslandRendererContext>,
    );
    const islands = [...document.querySelectorAll<HTMLElement>('sw-island')];
    expect(new Set(islands.map((island) => island.dataset.prefix)).size).toBe(2);
    const ids = islands.map((island) => island.querySelector('span')!.id);
    expect(new Set(ids).size).toBe(2);
    await act(async () => {
      roots = islands.map((island) => hydrateIsland(island, AddToCart as never));
    });
    expect(islands.map((island) => island.querySelector('span')!.id)).toEqual(ids);
  });

  it('carry the theme preset in effect where they sit: a coloured Section\'s, not the page\'s', () => {
    const inSection = () => <AddToCartBlock id="Button-3" label="Pot" />;
    const html = renderToString(
      <IslandRendererContext value={renderIsland}>
        <PageRoot theme="default" language="en">
          <Section maxWidth="1280px" paddingY="8" paddingX="4" background="slate-900" content={inSection as never} />
        </PageRoot>
      </IslandRendererContext>,
    );
    document.body.innerHTML = html;
    const island = document.querySelector<HTMLElement>('sw-island')!;
    expect(JSON.parse(island.dataset.context!)).toEqual({ theme: 'midnight', siteSlug: null, language: 'en', currency: 'USD' });
    expect(island.textContent).toContain('Pot: 0 in cart (null, midnight)');
  });

  it('blockDataProps drops Puck extras and makes the site slug explicit', () => {
    expect(blockDataProps({ id: 'x', puck: { metadata: { siteSlug: 'site-a' }, isEditing: false }, editMode: false, label: 'L' })).toEqual({ label: 'L', siteSlug: 'site-a' });
    expect(blockDataProps({ siteSlug: 'own', puck: { metadata: { siteSlug: 'site-a' } } })).toEqual({ siteSlug: 'own' });
  });
});
