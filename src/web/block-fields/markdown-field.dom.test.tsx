// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { EditorScopeProvider } from './editor-scope.tsx';

// The real editor is megabytes of CodeMirror and friends (the e2e test drives it); here a stand-in
// whose module resolves only when the test says so shows what the field does before and after.
const editorModule = vi.hoisted(() => {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release: () => release(), props: [] as unknown[] };
});
vi.mock('#web/ui/inputs/markdown/markdown-editor.client.tsx', async () => {
  await editorModule.ready;
  return {
    default: (props: { value: string; siteId: string | null; maxLength?: number }) => {
      editorModule.props.push(props);
      return <textarea aria-label="Loaded editor" defaultValue={props.value} />;
    },
  };
});
vi.mock('#web/ui/inputs/markdown/markdown-preview.client.tsx', () => ({
  default: ({ value, showCatalog }: { value: string; showCatalog: boolean }) => (
    <div data-testid="preview" data-catalog={String(showCatalog)}>
      {value}
    </div>
  ),
}));

const { MarkdownField, markdownField, LOADING_EDITOR_LABEL } = await import('./markdown-field.tsx');

const dom = setUpDomRoot();

/** happy-dom lays nothing out: report a width, as a shown sidebar would. */
class ShownResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 300, height: 600 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const skeleton = () => dom.container.querySelector('[data-testid="markdown-skeleton"]');
const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('MarkdownField', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ShownResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a busy skeleton of the editor height until the editor has loaded, then the editor with the site', async () => {
    await act(async () =>
      dom.root.render(
        <EditorScopeProvider scope={{ siteUniqueId: 'acme' }}>
          <MarkdownField label="Markdown" value="# Hi" onChange={() => {}} maxLength={500} />
        </EditorScopeProvider>,
      ),
    );
    expect(skeleton()).not.toBeNull();
    expect(skeleton()?.getAttribute('aria-busy')).toBe('true');
    expect(skeleton()?.getAttribute('aria-label')).toBe(LOADING_EDITOR_LABEL);
    expect((skeleton() as HTMLElement).style.height).toBe('600px');
    expect(dom.container.querySelector('[aria-label="Loaded editor"]')).toBeNull();

    editorModule.release();
    await flush();
    expect(skeleton()).toBeNull();
    expect(dom.container.querySelector('[aria-label="Loaded editor"]')).not.toBeNull();
    expect(editorModule.props.at(-1)).toMatchObject({ value: '# Hi', siteId: 'acme', maxLength: 500 });
  });

  it('keeps the skeleton while the field is not laid out (Puck’s hidden copy)', async () => {
    class HiddenResizeObserver extends ShownResizeObserver {
      override observe() {}
    }
    vi.stubGlobal('ResizeObserver', HiddenResizeObserver);
    await act(async () => dom.root.render(<MarkdownField label="Markdown" value="x" onChange={() => {}} />));
    await flush();
    expect(skeleton()).not.toBeNull();
  });

  it('switches to the preview, with the table of contents on request', async () => {
    await act(async () => dom.root.render(<MarkdownField label="Markdown" value="## Part" onChange={() => {}} />));
    const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;
    expect(button('Edit').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('Rendered view').click());
    await flush();
    expect(button('Rendered view').getAttribute('aria-pressed')).toBe('true');
    expect(dom.container.querySelector('[data-testid="preview"]')?.getAttribute('data-catalog')).toBe('false');
    const toggle = dom.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => toggle.click());
    expect(dom.container.querySelector('[data-testid="preview"]')?.getAttribute('data-catalog')).toBe('true');
  });

  it('is a Puck custom field storing the markdown string', () => {
    const field = markdownField('Markdown');
    expect(field.type).toBe('custom');
    expect(field.label).toBe('Markdown');
  });
});
