export interface RichTextProps {
  /** Markdown source, edited in the editor. */
  markdown: string;
  /**
   * Sanitised HTML from renderMarkdown, added by the server's prepareRenderData (or the editor
   * preview). Never stored: it is derived from `markdown` each time a page is rendered.
   */
  _html?: string;
}
