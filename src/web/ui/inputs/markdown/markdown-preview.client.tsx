// The markdown preview with an optional table of contents (spec 2 §2). Loaded lazily, like the
// editor, and configured by the same md-editor-setup.ts.
import './md-editor-setup.ts';
import { MdCatalog, MdPreview } from 'md-editor-rt';
import { useId, useState } from 'react';
import { MARKDOWN_EDITOR_DEFAULTS, MARKDOWN_EDITOR_HEIGHT_PX } from './markdown-options.ts';

export const TABLE_OF_CONTENTS_LABEL = 'Table of contents';
export const RENDERED_MARKDOWN_LABEL = 'Rendered markdown';

export interface MarkdownPreviewProps {
  value: string;
  /** Shows the headings as a table of contents beside the text. */
  showCatalog?: boolean;
}

export default function MarkdownPreview({ value, showCatalog = false }: MarkdownPreviewProps) {
  // md-editor-rt ties the table of contents to the preview by this id; it must be a valid selector.
  const previewId = `markdown-preview-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  return (
    <div className="grid gap-3">
      {/* Above the text: the editor's sidebar is too narrow for a column beside it. */}
      {showCatalog && scroller && (
        <nav aria-label={TABLE_OF_CONTENTS_LABEL} className="max-h-40 overflow-auto rounded border border-border p-2 text-sm">
          <MdCatalog editorId={previewId} scrollElement={scroller} theme={MARKDOWN_EDITOR_DEFAULTS.theme} />
        </nav>
      )}
      {/* A region of its own that scrolls: reachable by keyboard. */}
      <div
        ref={setScroller}
        role="region"
        aria-label={RENDERED_MARKDOWN_LABEL}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="relative min-w-0 overflow-auto rounded border border-border"
        style={{ maxHeight: `${MARKDOWN_EDITOR_HEIGHT_PX}px` }}
      >
        <MdPreview id={previewId} value={value} {...MARKDOWN_EDITOR_DEFAULTS} noEcharts />
      </div>
    </div>
  );
}
