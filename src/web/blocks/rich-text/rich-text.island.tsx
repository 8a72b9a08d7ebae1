import { defineIsland } from '#web/islands/define-island.ts';
import { mayHoldDiagram } from './markdown-diagram.ts';
import { RichText } from './rich-text.tsx';

// Only a RichText with a diagram needs JavaScript (mermaid draws in the browser): it hydrates when
// it comes near the viewport, and mermaid's own chunk loads after that (decision 047). Its HTML is
// its only prop: what the server rendered, hydrated as is.
export const island = defineIsland<Parameters<typeof RichText>[0]>({
  block: 'RichText',
  when: 'visible',
  props: ({ _html }) => ({ _html }),
  // Decided from the source: islandsOnPage sees stored props only, never the derived `_html`.
  interactive: (props) => mayHoldDiagram(props.markdown),
});

export default RichText;
