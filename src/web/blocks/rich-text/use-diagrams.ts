import { useEffect, type RefObject } from 'react';
import { DIAGRAM_ATTRIBUTE, hasDiagram } from './markdown-diagram.ts';

/** How far below the fold a diagram starts loading: mermaid is the biggest chunk a page may fetch. */
const NEAR_VIEWPORT = '400px';

/**
 * Draws the diagrams of rendered RichText HTML in the browser (published pages, through the
 * RichText island, and the editor's canvas). Mermaid's chunk is imported only once a diagram comes
 * near the viewport; HTML without a diagram costs nothing. Runs again when the HTML changes (React
 * has then replaced the container's content, so the new code blocks are drawn).
 */
export function useDiagrams(container: RefObject<HTMLElement | null>, html: string | undefined): void {
  useEffect(() => {
    const element = container.current;
    if (!element || !hasDiagram(html)) return;
    const sources = [...element.querySelectorAll<HTMLElement>(`pre[${DIAGRAM_ATTRIBUTE}]`)];
    if (sources.length === 0) return;
    let cancelled = false;
    const draw = () => {
      import('./draw-diagrams.client.ts')
        .then(({ drawDiagrams }) => drawDiagrams(sources, () => cancelled))
        // The chunk did not load (a dropped connection, a new deploy): the source stays shown as code.
        .catch(() => undefined);
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const source of sources) observer.observe(source);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [container, html]);
}
