// Formulas in markdown, with the markdown editor's own syntax (md-editor-rt's KaTeX rules): inline
// `$…$`, `$$…$$`, `\(…\)`, `\[…\]`; a block `$$…$$` or `\[…\]` starting a line. The rules run
// before markdown-it's backslash escapes, so `\,`, `\{` and `\\` reach KaTeX as written (without
// them, CommonMark turns `\,` into `,`: the lost backslash of issue 23).
import katex from 'katex';
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

interface Delimiter {
  open: string;
  close: string;
}

const INLINE: readonly Delimiter[] = [
  { open: '$$', close: '$$' },
  { open: '$', close: '$' },
  { open: '\\[', close: '\\]' },
  { open: '\\(', close: '\\)' },
];
const BLOCK: readonly Delimiter[] = [
  { open: '$$', close: '$$' },
  { open: '\\[', close: '\\]' },
];

/** Marks a page's HTML as holding math: the page then loads KaTeX's stylesheet. */
export const MATH_CLASS = 'katex';

/**
 * KaTeX to HTML (and MathML for screen readers). `trust: false` refuses `\href`, `\url`,
 * `\includegraphics` and `\html…` (shown as red source instead); errors render as red source too,
 * never thrown. KaTeX escapes every text it emits.
 */
export function renderFormula(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, { displayMode, throwOnError: false, trust: false, strict: 'ignore', output: 'htmlAndMathml' });
}

/** The first close at or after `from` that is not escaped by an odd run of backslashes. */
function findClose(source: string, close: string, from: number): number {
  let at = from;
  while ((at = source.indexOf(close, at)) !== -1) {
    let backslashes = 0;
    for (let i = at - 1; i >= 0 && source[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 0) return at;
    at += close.length;
  }
  return -1;
}

function inlineMath(state: StateInline, silent: boolean): boolean {
  for (const { open, close } of INLINE) {
    if (!state.src.startsWith(open, state.pos)) continue;
    const start = state.pos + open.length;
    const end = findClose(state.src, close, start);
    if (end === -1) continue;
    if (end === start) {
      // `$$` alone is text, as in the editor's preview.
      if (!silent) state.pending += open + close;
    } else if (!silent) {
      const token = state.push('math_inline', 'span', 0);
      token.markup = open;
      token.content = state.src.slice(start, end);
    }
    state.pos = end + close.length;
    return true;
  }
  return false;
}

function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const lineStart = state.bMarks[startLine]! + state.tShift[startLine]!;
  const lineEnd = state.eMarks[startLine]!;
  for (const { open, close } of BLOCK) {
    if (state.src.slice(lineStart, lineStart + open.length) !== open) continue;
    const rest = state.src.slice(lineStart + open.length, lineEnd).trim();
    if (rest !== '' && !rest.endsWith(close)) continue;
    if (silent) return true;
    let content: string;
    let next = startLine + 1;
    if (rest !== '') {
      // `$$ x $$` on one line (or `$$` `$$`: empty).
      content = rest === close ? '' : rest.slice(0, -close.length);
    } else {
      let line = startLine + 1;
      let last = '';
      let closed = false;
      for (; line < endLine; line++) {
        const from = state.bMarks[line]! + state.tShift[line]!;
        const to = state.eMarks[line]!;
        if (from < to && state.tShift[line]! < state.blkIndent) break;
        if (state.src.slice(from, to).trim().endsWith(close)) {
          last = state.src.slice(from, state.src.slice(0, to).lastIndexOf(close));
          closed = true;
          break;
        }
      }
      if (!closed) continue;
      content = state.getLines(startLine + 1, line, state.tShift[startLine]!, true) + (last.trim() ? last : '');
      next = line + 1;
    }
    state.line = next;
    const token = state.push('math_block', 'div', 0);
    token.block = true;
    token.content = content;
    token.markup = open;
    token.map = [startLine, next];
    return true;
  }
  return false;
}

/** Adds the formula rules and their KaTeX rendering to a markdown-it instance. */
export function markdownMath(markdown: MarkdownIt): void {
  markdown.inline.ruler.before('escape', 'math_inline', inlineMath);
  markdown.block.ruler.after('blockquote', 'math_block', blockMath, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  markdown.renderer.rules.math_inline = (tokens, index) => renderFormula(tokens[index]?.content ?? '', false);
  // A wide formula scrolls inside its own box on a phone instead of widening the page.
  markdown.renderer.rules.math_block = (tokens, index) => `<div class="math-display">${renderFormula(tokens[index]?.content ?? '', true)}</div>\n`;
}
