// The markdown editor (spec 2 §2, §5, §9). Loaded lazily by markdown-field.tsx: this module pulls
// md-editor-rt, highlight.js, KaTeX and mermaid into the editor's own chunks.
import './md-editor-setup.ts';
import { MdEditor, NormalToolbar, type Insert, type UploadImgEvent } from 'md-editor-rt';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LuImageUp } from 'react-icons/lu';
import { MARKDOWN_IMAGE_UPLOAD_FAILED, markdownImageSyntax, type MarkdownImage } from '#core/media/markdown-image.ts';
import { UPLOAD_IMAGE_MIMES } from '#core/media/upload-limits.ts';
import { notify } from '#web/ui/toast.ts';
import { MARKDOWN_EDITOR_DEFAULTS, MARKDOWN_EDITOR_HEIGHT_PX, MARKDOWN_FOOTERS, MARKDOWN_TOOLBAR } from './markdown-options.ts';
import { resizeImage } from '#web/media/resize-images.ts';
import { uploadMarkdownImages, type ResizeImage } from './upload-markdown-image.ts';

export const UPLOAD_IMAGE_LABEL = 'Upload image';
export const UPLOADING_IMAGE_LABEL = 'Uploading image…';
export const MARKDOWN_SOURCE_LABEL = 'Markdown source';
export const MARKDOWN_PREVIEW_LABEL = 'Live preview';

/**
 * md-editor-rt is built for the mouse in three places; this makes them work by keyboard:
 * - the footer's scroll switch is a bare <div>: it becomes a named switch (role, tab stop,
 *   aria-checked kept in step with the library's class, Space and Enter);
 * - toolbar dropdowns (heading, mermaid, formula) open on mouseenter only: focus opens them as
 *   hovering would, leaving them closes them, Escape closes and returns to the button, and
 *   Enter or Space picks a menu item (the library listens for clicks only);
 * - CodeMirror's text box has no name: it gets one.
 * The table tool's size picker stays mouse-only; the table can be typed as markdown.
 */
function useAccessibleEditorParts(root: HTMLElement | null, labelId: string) {
  useEffect(() => {
    if (!root) return;
    const footer = root.querySelector('.md-editor-footer');
    const patch = () => {
      const content = root.querySelector('.cm-content');
      if (content && !content.hasAttribute('aria-label')) {
        content.setAttribute('aria-label', MARKDOWN_SOURCE_LABEL);
        // Already focusable (contenteditable); said outright so that checkers see the scroller around it can be reached.
        content.setAttribute('tabindex', '0');
      }
      // The preview scrolls on its own: keyboard users reach it to scroll it.
      for (const preview of root.querySelectorAll('.md-editor-preview-wrapper:not([tabindex])')) {
        preview.setAttribute('tabindex', '0');
        preview.setAttribute('role', 'region');
        preview.setAttribute('aria-label', MARKDOWN_PREVIEW_LABEL);
      }
      const box = footer?.querySelector<HTMLElement>('.md-editor-checkbox');
      if (!box) return;
      const label = box.previousElementSibling;
      if (label && !label.id) label.id = labelId;
      box.setAttribute('role', 'switch');
      box.tabIndex = 0;
      if (label) box.setAttribute('aria-labelledby', label.id);
      box.setAttribute('aria-checked', String(box.classList.contains('md-editor-checkbox-checked')));
    };
    patch();
    const observer = new MutationObserver(patch);
    if (footer) observer.observe(footer, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    // The preview comes and goes with the Preview and HTML preview tools.
    const panes = root.querySelector('.md-editor-content-wrapper');
    if (panes) observer.observe(panes, { childList: true });
    // A dropdown's trigger button and its overlay (the library renders the overlay right after it).
    const dropdownOf = (element: Element | null) => {
      const overlay = element?.closest('.md-editor-dropdown') ?? (element?.nextElementSibling?.classList.contains('md-editor-dropdown') ? element.nextElementSibling : null);
      const trigger = overlay?.previousElementSibling;
      return overlay && trigger ? { trigger, overlay } : null;
    };
    const hover = (pair: { trigger: Element; overlay: Element }, on: boolean) => {
      for (const element of [pair.trigger, pair.overlay]) element.dispatchEvent(new MouseEvent(on ? 'mouseenter' : 'mouseleave'));
    };
    const onFocusIn = (event: FocusEvent) => {
      const pair = dropdownOf(event.target as Element);
      if (pair) hover(pair, true);
    };
    const onFocusOut = (event: FocusEvent) => {
      const pair = dropdownOf(event.target as Element);
      const next = event.relatedTarget as Node | null;
      if (pair && !(next && (pair.trigger.contains(next) || pair.overlay.contains(next)))) hover(pair, false);
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const activate = event.key === ' ' || event.key === 'Enter';
      if (activate && (target.classList.contains('md-editor-checkbox') || target.getAttribute('role') === 'menuitem')) {
        event.preventDefault();
        target.click();
      } else if (event.key === 'Escape') {
        const pair = dropdownOf(target);
        if (pair) {
          hover(pair, false);
          (pair.trigger as HTMLElement).focus();
        }
      }
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [root, labelId]);
}

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** The site's unique id for uploaded images; null = platform media (admins only). */
  siteId: string | null;
  /** Spec 2 §5: optional; no limit by default. */
  maxLength?: number;
  readOnly?: boolean;
  /** Names the editor for assistive technology (the field's label). */
  labelledBy?: string;
  /** Tests replace the browser's resizing. */
  resize?: ResizeImage;
}

/** Our image tool: md-editor-rt clones it with `insert` and `disabled`. */
function UploadImageTool({ insert, disabled, busy, onPick }: { insert?: Insert; disabled?: boolean; busy: boolean; onPick(insert: Insert): void }) {
  return (
    <NormalToolbar title={busy ? UPLOADING_IMAGE_LABEL : UPLOAD_IMAGE_LABEL} disabled={disabled || busy} onClick={() => insert && onPick(insert)}>
      <LuImageUp aria-hidden="true" className="md-editor-icon" />
    </NormalToolbar>
  );
}

export default function MarkdownEditor({ value, onChange, siteId, maxLength, readOnly = false, labelledBy, resize = resizeImage }: MarkdownEditorProps) {
  const inputId = useId();
  const switchLabelId = useId();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useAccessibleEditorParts(root, switchLabelId);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingInsert = useRef<Insert | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useCallback(
    async (files: File[]): Promise<MarkdownImage[]> => {
      if (files.length === 0) return [];
      setBusy(true);
      setProblem(null);
      try {
        const { images, errors } = await uploadMarkdownImages(files, { siteId, resize });
        if (errors.length > 0) {
          const reasons = [...new Set(errors)].join(' ');
          setProblem(reasons);
          notify.error(MARKDOWN_IMAGE_UPLOAD_FAILED, { description: reasons });
        }
        return images;
      } finally {
        setBusy(false);
      }
    },
    [siteId, resize],
  );

  // Pasted and dropped images: md-editor-rt inserts what we hand back.
  const onUploadImg = useCallback<UploadImgEvent>(
    (files, done) => {
      void upload(files).then((images) => {
        if (images.length > 0) done(images);
      });
    },
    [upload],
  );

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const insert = pendingInsert.current;
    pendingInsert.current = null;
    const images = await upload(files);
    if (images.length === 0 || !insert) return;
    const text = `${images.map(markdownImageSyntax).join('\n')}\n`;
    insert(() => ({ targetValue: text, select: false, deviationStart: 0, deviationEnd: 0 }));
  };

  return (
    <div ref={setRoot} className="grid gap-2" aria-labelledby={labelledBy} role="group" aria-busy={busy} data-markdown-editor="">
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_MIMES.join(',')}
        multiple
        hidden
        aria-label={UPLOAD_IMAGE_LABEL}
        data-testid="markdown-image-input"
        onChange={(event) => void onFilesChosen(event)}
      />
      <MdEditor
        value={value}
        onChange={onChange}
        {...MARKDOWN_EDITOR_DEFAULTS}
        toolbars={MARKDOWN_TOOLBAR}
        defToolbars={[
          <UploadImageTool
            key="upload-image"
            busy={busy}
            onPick={(insert) => {
              pendingInsert.current = insert;
              fileInput.current?.click();
            }}
          />,
        ]}
        footers={MARKDOWN_FOOTERS}
        maxLength={maxLength}
        readOnly={readOnly}
        disabled={readOnly}
        onUploadImg={onUploadImg}
        // Not shipped: prettier and ECharts; the image tool's crop option needs cropperjs.
        noPrettier
        noEcharts
        noUploadImg
        style={{ height: `${MARKDOWN_EDITOR_HEIGHT_PX}px` }}
      />
      {problem !== null && (
        <p role="alert" className="text-sm text-danger">
          {MARKDOWN_IMAGE_UPLOAD_FAILED} {problem}
        </p>
      )}
    </div>
  );
}
