/** Largest Puck document accepted on publish, as serialised JSON. */
export const PAGE_DATA_MAX_BYTES = 1024 * 1024;

export interface PuckComponent {
  type: string;
  props: Record<string, unknown> & { id?: string };
}
export interface PuckData {
  root: { props?: Record<string, unknown> } & Record<string, unknown>;
  content: PuckComponent[];
  zones?: Record<string, PuckComponent[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why a value is not a Puck document, or null when it is one. Checks shape, not block props. */
export function puckDataProblem(data: unknown): string | null {
  if (!isObject(data)) return 'Page data must be an object with root and content.';
  if (!isObject(data.root)) return 'Page data has no root object.';
  if (data.root.props !== undefined && !isObject(data.root.props)) return 'Page data root.props must be an object.';
  if (!Array.isArray(data.content)) return 'Page data content must be a list of blocks.';
  const problem = blocksProblem(data.content, 'content', 0);
  if (problem) return problem;
  if (data.zones !== undefined) {
    if (!isObject(data.zones)) return 'Page data zones must be an object.';
    for (const [zone, blocks] of Object.entries(data.zones)) {
      if (!Array.isArray(blocks)) return `Page data zone ${zone} must be a list of blocks.`;
      const zoneProblem = blocksProblem(blocks, `zone ${zone}`, 0);
      if (zoneProblem) return zoneProblem;
    }
  }
  return null;
}

const MAX_DEPTH = 20;

function blocksProblem(blocks: unknown[], where: string, depth: number): string | null {
  if (depth > MAX_DEPTH) return `Page data nests blocks deeper than ${MAX_DEPTH} levels.`;
  for (const [index, block] of blocks.entries()) {
    if (!isObject(block) || typeof block.type !== 'string' || block.type.length === 0) {
      return `Block ${index + 1} in ${where} has no type.`;
    }
    if (!isObject(block.props)) return `Block ${index + 1} (${block.type}) in ${where} has no props object.`;
    // Slot fields hold nested blocks inside props.
    for (const [key, value] of Object.entries(block.props)) {
      if (Array.isArray(value) && value.every((v) => isObject(v) && typeof v.type === 'string' && 'props' in v) && value.length > 0) {
        const nested = blocksProblem(value, `${block.type}.${key}`, depth + 1);
        if (nested) return nested;
      }
    }
  }
  return null;
}

// Schemes that run code when followed. Compared after removing whitespace and control
// characters, which browsers ignore inside a scheme ("java\tscript:").
const DANGEROUS_URL = /^(javascript|vbscript|data(?!:image\/(png|jpe?g|gif|webp|avif);))/i;
const URL_KEYS = /^(href|url|src|link|image|logo|action|to)$/i;

export function isDangerousUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return DANGEROUS_URL.test(compact) && compact.includes(':');
}

/**
 * Defence in depth beside React's escaping: URL-like props that would run script are replaced by
 * '#' before the document is stored. Returns a new object; the input is not changed.
 */
export function neutraliseDangerousUrls<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (URL_KEYS.test(key) && isDangerousUrl(value) ? '#' : value) as T;
  if (Array.isArray(value)) return value.map((item) => neutraliseDangerousUrls(item, key)) as T;
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, neutraliseDangerousUrls(v, k)])) as T;
  }
  return value;
}
