// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Mermaid measures text with a real layout engine: here a stand-in draws valid sources and throws
// on the rest, so what is tested is our part: settings, replacement, fallback, cancellation.
const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  render: vi.fn(async (id: string, source: string) => {
    if (source.includes('broken')) throw new Error('Parse error');
    return { svg: `<svg id="${id}" role="graphics-document document"><text>${source.trim()}</text></svg>` };
  }),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

const { DIAGRAM_FAILED, drawDiagrams } = await import('./draw-diagrams.client.ts');
const { renderMarkdown } = await import('./render-markdown.ts');

function article(markdown: string): HTMLElement[] {
  document.body.innerHTML = `<div>${renderMarkdown(markdown)}</div>`;
  return [...document.querySelectorAll<HTMLElement>('pre[data-mermaid]')];
}

describe('drawDiagrams', () => {
  beforeEach(() => vi.clearAllMocks());

  it('replaces each diagram source by its SVG, with mermaid in strict mode', async () => {
    await drawDiagrams(article('```mermaid\ngraph TD\n  A --> B\n```\n\nText\n\n```mermaid\ngraph LR\n  C --> D\n```'), () => false);
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ securityLevel: 'strict', startOnLoad: false, suppressErrorRendering: true }));
    expect(mermaid.render.mock.calls.map(([, source]) => source)).toEqual(['graph TD\n  A --> B\n', 'graph LR\n  C --> D\n']);
    expect(document.querySelectorAll('.mermaid-diagram svg')).toHaveLength(2);
    expect(document.querySelector('pre')).toBeNull();
    // Each SVG has its own id: two diagrams never share their styles' selectors.
    const ids = [...document.querySelectorAll('svg')].map((svg) => svg.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('keeps a source mermaid cannot draw as code, with a note above it, and draws the others', async () => {
    await drawDiagrams(article('```mermaid\nbroken (((\n```\n\n```mermaid\ngraph TD\n  A --> B\n```'), () => false);
    const pre = document.querySelector('pre[data-mermaid-failed]');
    expect(pre?.textContent).toBe('broken (((\n');
    expect(pre?.previousElementSibling?.getAttribute('role')).toBe('note');
    expect(pre?.previousElementSibling?.textContent).toBe(DIAGRAM_FAILED);
    expect(document.querySelectorAll('.mermaid-diagram svg')).toHaveLength(1);
  });

  it('stops when the text it was drawing for has changed', async () => {
    await drawDiagrams(article('```mermaid\ngraph TD\n  A --> B\n```'), () => true);
    expect(mermaid.render).not.toHaveBeenCalled();
    expect(document.querySelector('pre[data-mermaid]')).not.toBeNull();
  });
});
