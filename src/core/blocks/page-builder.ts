// Building Puck page documents from block defaults: a new site's default pages (core/sites) and the
// demo site's pages (server/seed) are written with these.

import { PAGE_ROOT_DEFAULTS } from './layout-defaults.ts';

/** A block as Puck stores it in a page's content. */
export interface PageBlock {
  type: string;
  props: Record<string, unknown> & { id: string };
}

export type MakeBlock = (type: string, props: Record<string, unknown>) => PageBlock;

/** Makes blocks numbered in the order they are made (`Heading-seed-3`), from 1 for each maker. */
export function blockMaker(): MakeBlock {
  let counter = 0;
  return (type, props) => ({ type, props: { id: `${type}-seed-${++counter}`, ...props } });
}

/** The page root of the pages we write: the forest theme, 1280 px wide. */
export const pageRoot = (title: string, description: string, language = 'en') => ({
  props: { ...PAGE_ROOT_DEFAULTS, title, description, theme: 'forest', maxWidth: '1280px', language },
});

/** The wide, padded section a homepage opens with. */
export const heroSection = (block: MakeBlock, content: PageBlock[]) =>
  block('Section', { maxWidth: '1280px', paddingY: '16', paddingX: '4', background: '', content });
