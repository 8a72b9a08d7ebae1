import { RICH_TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
// The canvas shows formulas as visitors see them: Puck copies the editor's stylesheets into its frame.
import 'katex/dist/katex.min.css';
import { markdownField } from '#web/block-fields/markdown-field.tsx';
import { renderMarkdown } from './render-markdown.ts';
import { RichText } from './rich-text.tsx';
import type { RichTextProps } from './rich-text.types.ts';

export const richTextConfig: ComponentConfig<RichTextProps> = {
  label: 'Rich text',
  fields: {
    // The same string a textarea stored: pages saved before the markdown editor read unchanged.
    markdown: markdownField('Markdown'),
  },
  defaultProps: RICH_TEXT_DEFAULTS,
  // The preview renders the markdown in the browser with the same function the server uses.
  render: ({ markdown }) => <RichText markdown={markdown} _html={renderMarkdown(markdown)} />,
};
