// md-editor-rt's global configuration, imported by every module that renders its editor or
// preview, before either mounts (they read the instances once, when they first render).
// Left to its defaults, the library would inject <script>/<link> tags for highlight.js, KaTeX,
// mermaid, screenfull, prettier, cropper and ECharts from a public CDN: our CSP refuses them and
// the machines that run Sitewright may have no network. Each library we use is bundled here
// instead (a chunk of the editor, never of visitors' pages); the ones we do not ship are
// switched off where they are used (noPrettier, noUploadImg, noEcharts in markdown-options.ts).
// CodeMirror's packages come with md-editor-rt (one copy each, shared with it).
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Prec } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import hljs from 'highlight.js/lib/common';
import 'highlight.js/styles/github.css';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { config, en_US } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
// After the library's sheet: our fixes win at equal specificity.
import './markdown-editor.css';
import mermaid from 'mermaid';
import screenfull from 'screenfull';

/**
 * The library's English names its tools 'strikeThrough', 'revoke', 'undo revoke': screen readers
 * read them as each button's name, so the en-US language (spec 2 §9) gets plain words.
 */
const englishText = {
  ...en_US,
  toolbarTips: {
    ...en_US.toolbarTips,
    bold: 'Bold',
    underline: 'Underline',
    italic: 'Italic',
    strikeThrough: 'Strikethrough',
    title: 'Heading',
    sub: 'Subscript',
    sup: 'Superscript',
    quote: 'Quote',
    unorderedList: 'Bulleted list',
    orderedList: 'Numbered list',
    task: 'Task list',
    codeRow: 'Inline code',
    code: 'Code block',
    link: 'Link',
    image: 'Image link',
    table: 'Table',
    mermaid: 'Mermaid diagram',
    katex: 'Formula (KaTeX)',
    revoke: 'Undo',
    next: 'Redo',
    pageFullscreen: 'Fill the page',
    fullscreen: 'Full screen',
    preview: 'Preview',
    previewOnly: 'Preview only',
    htmlPreview: 'HTML preview',
    catalog: 'Table of contents',
  },
  footer: { markdownTotal: 'Character count', scrollAuto: 'Scroll together' },
};

/**
 * The library colours markdown source with the One Light palette (#e5c07b, #56b6c2, #2d8cf0 on
 * white: 1.6 to 3.4:1). GitHub's light colours instead, all at least 4.5:1 on white; at the highest
 * precedence, so they win over the library's highlighter, which stays for everything else.
 */
const readableSource = HighlightStyle.define([
  { tag: tags.keyword, color: '#6f42c1' },
  { tag: [tags.name, tags.deleted, tags.character, tags.propertyName, tags.macroName, tags.definition(tags.name), tags.separator], color: '#24292f' },
  { tag: [tags.function(tags.variableName), tags.labelName], color: '#005cc5' },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name), tags.atom, tags.bool, tags.special(tags.variableName)], color: '#0550ae' },
  { tag: [tags.typeName, tags.className, tags.number, tags.changed, tags.annotation, tags.modifier, tags.self, tags.namespace], color: '#953800' },
  { tag: [tags.operator, tags.operatorKeyword, tags.url, tags.escape, tags.regexp, tags.special(tags.string)], color: '#0a3069' },
  { tag: [tags.meta, tags.comment], color: '#57606a' },
  { tag: tags.link, color: '#0550ae', textDecoration: 'underline' },
  { tag: tags.heading, color: '#24292f', fontWeight: 'bold' },
  { tag: [tags.processingInstruction, tags.string, tags.inserted], color: '#0a3069' },
  { tag: tags.invalid, color: '#cf222e' },
]);

config({
  codeMirrorExtensions: (extensions) => [...extensions, { type: 'readableSource', extension: Prec.highest(syntaxHighlighting(readableSource)) }],
  editorConfig: { languageUserDefined: { 'en-US': englishText } },
  // The published page renders with markdown-it too (src/web/blocks/rich-text/render-markdown.ts):
  // the same line-break and typography rules keep the live preview what visitors will get.
  markdownItConfig: (md) => {
    md.set({ breaks: false, typographer: true });
  },
  editorExtensions: {
    highlight: { instance: hljs },
    katex: { instance: katex },
    mermaid: { instance: mermaid },
    screenfull: { instance: screenfull },
  },
});
