// A published page's landmarks: the site's header blocks first, the page's own content in <main>
// (the skip link's target), the footer last. Blocks are one flat list in the stored page, so the
// split is by position: the leading run of header blocks and the trailing run of footers.

/** Blocks that, at the top of a page, are the site's header: the skip link jumps past them. */
export const HEADER_BLOCKS: readonly string[] = ['NavMenu', 'Logo', 'SubNavigation', 'CartDrawer'];
/** Blocks that, at the end of a page, are its footer: outside <main>, their own landmark. */
export const FOOTER_BLOCKS: readonly string[] = ['Footer'];

/** The id of a public page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
/** The skip link's text: the first tab stop of every public page. */
export const SKIP_TO_CONTENT_LABEL = 'Skip to content';

export interface PageLandmarks<Block> {
  header: Block[];
  main: Block[];
  footer: Block[];
}

export function splitPageLandmarks<Block extends { type?: unknown }>(content: readonly Block[]): PageLandmarks<Block> {
  let start = 0;
  while (start < content.length && HEADER_BLOCKS.includes(String(content[start]!.type))) start += 1;
  let end = content.length;
  while (end > start && FOOTER_BLOCKS.includes(String(content[end - 1]!.type))) end -= 1;
  return { header: content.slice(0, start), main: content.slice(start, end), footer: content.slice(end) };
}
