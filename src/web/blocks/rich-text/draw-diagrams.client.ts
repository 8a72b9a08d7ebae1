// Mermaid itself, loaded by use-diagrams.ts only when a diagram is about to be seen.
import mermaid from 'mermaid';

/** Shown above a diagram's source when mermaid cannot draw it (a syntax error). */
export const DIAGRAM_FAILED = 'This diagram could not be drawn; its source is shown below.';

let drawn = 0;

/** Again for every batch: in the editor, the markdown field's preview initializes the same mermaid its own way. */
function initialize(): void {
  // strict: label markup is sanitised (no handlers, no script), click directives and links are off.
  // suppressErrorRendering: a syntax error throws instead of adding mermaid's error picture to <body>.
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', suppressErrorRendering: true, theme: 'neutral' });
}

/** Replaces each diagram's code block by its SVG, one after the other (mermaid renders in sequence). */
export async function drawDiagrams(sources: readonly HTMLElement[], cancelled: () => boolean): Promise<void> {
  initialize();
  for (const pre of sources) {
    if (cancelled() || !pre.isConnected) return;
    try {
      const { svg } = await mermaid.render(`sw-diagram-${++drawn}`, pre.textContent ?? '');
      if (cancelled() || !pre.isConnected) return;
      const figure = pre.ownerDocument.createElement('div');
      figure.className = 'mermaid-diagram';
      figure.innerHTML = svg;
      pre.replaceWith(figure);
    } catch {
      if (pre.hasAttribute('data-mermaid-failed')) continue;
      pre.setAttribute('data-mermaid-failed', '');
      const note = pre.ownerDocument.createElement('p');
      note.setAttribute('role', 'note');
      note.textContent = DIAGRAM_FAILED;
      pre.before(note);
    }
  }
}
