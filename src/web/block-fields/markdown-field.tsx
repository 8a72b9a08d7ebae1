// The RichText block's markdown field in the editor. md-editor-rt, highlight.js, KaTeX and mermaid
// are megabytes of JavaScript: they load (as their own chunks) only once this field is shown in
// the editor's sidebar, never on visitors' pages; until then a skeleton holds the editor's place.
import type { CustomField } from '@puckeditor/core';
import { Component, lazy, Suspense, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useEditorScope } from './editor-scope.tsx';
import { Button } from '#web/ui/button.tsx';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { MARKDOWN_EDITOR_HEIGHT_PX } from '#web/ui/inputs/markdown/markdown-options.ts';

export const LOADING_EDITOR_LABEL = 'Loading markdown editor';
export const EDITOR_LOAD_FAILED = 'The markdown editor could not be loaded.';
export const RETRY_LABEL = 'Try again';
export const EDIT_LABEL = 'Edit';
/** Not 'Preview': the editor's toolbar has a Preview button of its own (the side-by-side preview). */
export const PREVIEW_LABEL = 'Rendered view';
export const SHOW_CONTENTS_LABEL = 'Show table of contents';

/** A lazy component that can be made again: React.lazy remembers a failed load forever. */
function retryableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let current = lazy(load);
  return {
    get: () => current,
    reset: () => {
      current = lazy(load);
    },
  };
}

const lazyEditor = retryableLazy(() => import('#web/ui/inputs/markdown/markdown-editor.client.tsx'));
const lazyPreview = retryableLazy(() => import('#web/ui/inputs/markdown/markdown-preview.client.tsx'));

/** Spec 2 §4: a placeholder the editor's size until the editor has loaded on the client. */
export function MarkdownSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={LOADING_EDITOR_LABEL}
      data-testid="markdown-skeleton"
      className="grid animate-pulse grid-rows-[2.5rem_1fr_2rem] gap-px overflow-hidden rounded border border-border bg-border"
      style={{ height: `${MARKDOWN_EDITOR_HEIGHT_PX}px` }}
    >
      <div className="bg-surface-muted" />
      <div className="grid grid-cols-2 gap-px">
        <div className="bg-surface" />
        <div className="bg-surface-muted" />
      </div>
      <div className="bg-surface-muted" />
    </div>
  );
}

/** A chunk that fails to load (a new deploy, a dropped connection) offers a retry instead of a blank sidebar. */
class LoadBoundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid gap-2 rounded border border-danger p-3 text-sm">
        <p>{EDITOR_LOAD_FAILED}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {RETRY_LABEL}
        </Button>
      </div>
    );
  }
}

/**
 * Puck renders every field twice, one copy hidden: only a copy that is laid out (has a size)
 * loads the editor. Without ResizeObserver, every copy counts as shown.
 */
function useIsShown(element: HTMLElement | null): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!element || shown) return;
    if (typeof ResizeObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, shown]);
  return shown;
}

export interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  /** Spec 2 §5: optional maximum length; none by default. */
  maxLength?: number;
}

export function MarkdownField({ label, value, onChange, readOnly, maxLength }: MarkdownFieldProps) {
  const labelId = useId();
  const isClient = useIsClient();
  const { siteUniqueId: siteId } = useEditorScope();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const shown = useIsShown(box);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [showCatalog, setShowCatalog] = useState(false);
  // Bumped after a failed load so that the new lazy components render.
  const [, setAttempt] = useState(0);
  const Editor = lazyEditor.get();
  const Preview = lazyPreview.get();

  return (
    <div ref={setBox} className="grid gap-2" data-markdown-field="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <div role="group" aria-label={`${label} view`} className="flex gap-1">
          {(['edit', 'preview'] as const).map((option) => (
            <Button key={option} variant={mode === option ? 'secondary' : 'ghost'} size="sm" aria-pressed={mode === option} onClick={() => setMode(option)}>
              {option === 'edit' ? EDIT_LABEL : PREVIEW_LABEL}
            </Button>
          ))}
        </div>
      </div>
      {mode === 'preview' && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={showCatalog} onChange={(event) => setShowCatalog(event.target.checked)} />
          {SHOW_CONTENTS_LABEL}
        </label>
      )}
      {isClient && shown ? (
        <LoadBoundary
          onRetry={() => {
            lazyEditor.reset();
            lazyPreview.reset();
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={<MarkdownSkeleton />}>
            {mode === 'edit' ? (
              <Editor value={value} onChange={onChange} siteId={siteId} maxLength={maxLength} readOnly={readOnly} labelledBy={labelId} />
            ) : (
              <Preview value={value} showCatalog={showCatalog} />
            )}
          </Suspense>
        </LoadBoundary>
      ) : (
        <MarkdownSkeleton />
      )}
    </div>
  );
}

/** A Puck custom field holding markdown source (a string, as a textarea field would store it). */
export function markdownField(label: string, options: { maxLength?: number } = {}): CustomField<string> {
  return {
    type: 'custom',
    label,
    render: ({ field, value, onChange, readOnly }) => (
      <MarkdownField label={field.label ?? label} value={typeof value === 'string' ? value : ''} onChange={onChange} readOnly={readOnly} maxLength={options.maxLength} />
    ),
  };
}
