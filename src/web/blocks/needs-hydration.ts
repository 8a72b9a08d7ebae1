import { listPageBlocks, type PageBlock } from '#core/pages/page-tree.ts';

/**
 * Whether a page needs JavaScript at all. Most blocks are plain HTML and CSS once rendered on the
 * server; only these respond to clicks or run timers. A page without them is sent with no
 * scripts, which keeps content pages fast (docs/decisions/007-no-js-for-content-pages.md).
 */
const ALWAYS_INTERACTIVE = new Set(['Carousel', 'ImageGallery', 'DropdownMenu', 'NavMenu']);

function isInteractive({ type, props }: PageBlock): boolean {
  if (ALWAYS_INTERACTIVE.has(type)) return true;
  if (type === 'Button') return (props.modal as { enabled?: unknown } | undefined)?.enabled === true;
  if (type === 'Alert') return props.dismissible === true;
  return false;
}

/** Walks the page as rendering does (every zone and slot), so no interactive block is missed. */
export async function needsHydration(data: unknown): Promise<boolean> {
  return (await listPageBlocks(data)).some(isInteractive);
}
