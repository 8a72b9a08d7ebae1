/**
 * Whether a page needs JavaScript at all. Most blocks are plain HTML and CSS once rendered on the
 * server; only these respond to clicks or run timers. A page without them is sent with no
 * scripts, which keeps content pages fast (docs/decisions/007-no-js-for-content-pages.md).
 */
const ALWAYS_INTERACTIVE = new Set(['Carousel', 'ImageGallery', 'DropdownMenu', 'NavMenu']);

interface BlockLike {
  type?: unknown;
  props?: Record<string, unknown>;
}

function isInteractive(block: BlockLike): boolean {
  const { type, props = {} } = block;
  if (typeof type !== 'string') return false;
  if (ALWAYS_INTERACTIVE.has(type)) return true;
  if (type === 'Button') return (props.modal as { enabled?: unknown } | undefined)?.enabled === true;
  if (type === 'Alert') return props.dismissible === true;
  return false;
}

function anyInteractive(blocks: unknown): boolean {
  if (!Array.isArray(blocks)) return false;
  return blocks.some((block: BlockLike) => {
    if (typeof block !== 'object' || block === null) return false;
    if (isInteractive(block)) return true;
    // Slot fields hold nested blocks inside props.
    return Object.values(block.props ?? {}).some((value) => Array.isArray(value) && anyInteractive(value));
  });
}

export function needsHydration(data: { content?: unknown; zones?: Record<string, unknown> }): boolean {
  return anyInteractive(data.content) || Object.values(data.zones ?? {}).some(anyInteractive);
}
