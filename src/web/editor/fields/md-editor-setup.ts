// md-editor-rt's global configuration, imported by every module that renders its editor or
// preview, before either mounts (they read the instances once, when they first render).
// By default the library injects <script>/<link> tags for highlight.js, KaTeX, mermaid,
// screenfull, prettier, cropper and ECharts from unpkg.com: our CSP refuses them and the
// machines that run Sitewright may have no network. Each library we use is bundled here
// instead (a chunk of the editor, never of visitors' pages); the ones we do not ship are
// switched off where they are used (noPrettier, noUploadImg, noEcharts in markdown-options.ts).
import hljs from 'highlight.js/lib/common';
import 'highlight.js/styles/github.css';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { config, en_US } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
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

config({
  editorConfig: { languageUserDefined: { 'en-US': englishText } },
  editorExtensions: {
    highlight: { instance: hljs },
    katex: { instance: katex },
    mermaid: { instance: mermaid },
    screenfull: { instance: screenfull },
  },
});
