// A readable outline of a page document for the content manager's page preview (spec 2 §2
// "content preview"): which blocks it holds, in order and nesting, with a line of their text.

export interface OutlineEntry {
  type: string;
  /** The block's most telling text, shortened; '' when it has none. */
  text: string;
  depth: number;
}

const TEXT_PROPS = ['title', 'heading', 'text', 'label', 'markdown', 'description', 'buttonLabel', 'alt', 'name'] as const;
export const OUTLINE_TEXT_MAX = 120;
/** Bigger pages are cut: the preview is a glance, not the editor. */
export const OUTLINE_MAX_ENTRIES = 200;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isBlock(value: unknown): value is { type: string; props?: unknown } {
  return isObject(value) && typeof value.type === 'string';
}

function blockText(props: Record<string, unknown>): string {
  for (const key of TEXT_PROPS) {
    const value = props[key];
    if (typeof value !== 'string') continue;
    // Markdown and HTML-ish text read better without their markup characters.
    const plain = value.replace(/[#*_`>[\]]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (plain === '') continue;
    return plain.length > OUTLINE_TEXT_MAX ? `${plain.slice(0, OUTLINE_TEXT_MAX - 1)}…` : plain;
  }
  return '';
}

/**
 * The blocks of a Puck document, depth first: top-level content, blocks inside slot props, and
 * blocks of legacy `zones` under their parent. Accepts any value and never throws.
 */
export function pageOutline(document: unknown): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  if (!isObject(document)) return entries;
  const zones = isObject(document.zones) ? document.zones : {};
  const walk = (blocks: unknown, depth: number): void => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks) {
      if (entries.length >= OUTLINE_MAX_ENTRIES) return;
      if (!isBlock(block)) continue;
      const props = isObject(block.props) ? block.props : {};
      entries.push({ type: block.type, text: blockText(props), depth });
      for (const value of Object.values(props)) {
        if (Array.isArray(value) && value.some(isBlock)) walk(value, depth + 1);
      }
      const id = typeof props.id === 'string' ? props.id : null;
      if (id === null) continue;
      for (const [zone, zoneBlocks] of Object.entries(zones)) {
        if (zone.startsWith(`${id}:`)) walk(zoneBlocks, depth + 1);
      }
    }
  };
  walk(document.content, 0);
  return entries;
}
