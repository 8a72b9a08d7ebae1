import type { Footers, ToolbarNames } from 'md-editor-rt';

/** Spec 2 §9: the markdown editor's defaults. */
export const MARKDOWN_EDITOR_DEFAULTS = { theme: 'light', language: 'en-US', previewTheme: 'github', codeTheme: 'github' } as const;

/** Spec 2 §9: the editor's default height. */
export const MARKDOWN_EDITOR_HEIGHT_PX = 600;

/** Index into the editor's defToolbars: our image upload button (see markdown-editor.client.tsx). */
export const UPLOAD_IMAGE_TOOL = 0;

/**
 * Spec 2 §9: about 30 tools, including bold, italic, table, mermaid, katex and fullscreen.
 * Left out: prettier (not a dependency of ours), github (a link out of the app) and save
 * (Puck saves and publishes). The library's own image tool offers cropping, which needs
 * cropperjs from a CDN; here 'image' inserts an image link and UPLOAD_IMAGE_TOOL uploads.
 */
export const MARKDOWN_TOOLBAR: ToolbarNames[] = [
  'bold',
  'underline',
  'italic',
  'strikeThrough',
  '-',
  'title',
  'sub',
  'sup',
  'quote',
  'unorderedList',
  'orderedList',
  'task',
  '-',
  'codeRow',
  'code',
  'link',
  'image',
  UPLOAD_IMAGE_TOOL,
  'table',
  'mermaid',
  'katex',
  '-',
  'revoke',
  'next',
  '=',
  'pageFullscreen',
  'fullscreen',
  'preview',
  'previewOnly',
  'htmlPreview',
  'catalog',
];

/** Spec 2 §2: the footer shows the character count and the scroll switch. */
export const MARKDOWN_FOOTERS: Footers[] = ['markdownTotal', '=', 'scrollSwitch'];
