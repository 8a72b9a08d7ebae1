// The one walk over a page document (Puck data). Saving validates with it and rendering prepares
// with it, so both see exactly the same blocks: root, content, every zone and every slot.
import { responsivePropsProblem } from '../blocks/responsive.ts';
import { BLOCK_SLOTS, isBlockName, type BlockName } from './block-names.ts';

/** Blocks may nest this many levels deep (a slot inside a slot inside …). */
export const MAX_BLOCK_DEPTH = 20;

export interface PageBlock {
  type: BlockName;
  props: Record<string, unknown> & { id?: string };
  [other: string]: unknown;
}

export interface PageDocument {
  root: { props?: Record<string, unknown> } & Record<string, unknown>;
  content: PageBlock[];
  zones?: Record<string, PageBlock[]>;
}

/**
 * Props whose names start with `_` are derived by the server for rendering (sanitised HTML, SVG
 * markup, resolved URLs). They are never taken from a client or from stored data: the walk
 * removes them from every block and from the root before anything else sees the props.
 */
export const isServerDerivedProp = (name: string): boolean => name.startsWith('_');

/** A document that is not a page, with the first reason found; safe to show to the editor. */
export class PageTreeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageTreeError';
  }
}

export interface WalkOptions {
  /**
   * `refuse` (saving): the first item that is not a known block is an error.
   * `drop` (rendering stored data): such items are left out, so an old or damaged document still
   * renders what it can.
   */
  invalid: 'refuse' | 'drop';
  /** What messages call the top-level list: 'content' for a page, 'the copied blocks' for a paste. */
  contentName?: string;
}

/** Computes a block's props; receives them already stripped of server-derived props. */
export type BlockVisitor = (block: PageBlock, depth: number) => Record<string, unknown> | Promise<Record<string, unknown>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function ownProps(props: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!isServerDerivedProp(name)) kept[name] = value;
  return kept;
}

/** Saving refuses a per-breakpoint value of the wrong shape; rendering lets the block fall back to its defaults. */
function responsiveProblemOf(type: BlockName, props: Record<string, unknown>, where: string): string | null {
  const problem = responsivePropsProblem(type, props);
  return problem === null ? null : `${where} (${type}): ${problem}.`;
}

/**
 * Returns a new document in which every block went through `visit` (children first, so a
 * visitor sees its slots already walked). Never mutates the input.
 * Throws PageTreeError for a malformed document (always) or an item that is not a known block
 * (with `invalid: 'refuse'`).
 */
export async function mapPageTree(data: unknown, options: WalkOptions, visit?: BlockVisitor): Promise<PageDocument> {
  if (!isObject(data)) throw new PageTreeError('Page data must be an object with root and content.');
  if (!isObject(data.root)) throw new PageTreeError('Page data has no root object.');
  if (data.root.props !== undefined && !isObject(data.root.props)) throw new PageTreeError('Page data root.props must be an object.');
  if (!Array.isArray(data.content)) throw new PageTreeError('Page data content must be a list of blocks.');
  if (data.zones !== undefined && !isObject(data.zones)) throw new PageTreeError('Page data zones must be an object.');

  const walkList = async (items: unknown, where: string, depth: number): Promise<PageBlock[]> => {
    if (items === undefined) return [];
    if (!Array.isArray(items)) {
      if (options.invalid === 'drop') return [];
      throw new PageTreeError(`${where} must be a list of blocks.`);
    }
    if (depth > MAX_BLOCK_DEPTH) throw new PageTreeError(`Page data nests blocks deeper than ${MAX_BLOCK_DEPTH} levels.`);
    const walked = await Promise.all(items.map((item, index) => walkBlock(item, `Block ${index + 1} in ${where}`, depth)));
    return walked.filter((block): block is PageBlock => block !== null);
  };

  const walkBlock = async (item: unknown, where: string, depth: number): Promise<PageBlock | null> => {
    const problem = !isObject(item) || item.type === undefined
      ? `${where} is not a block.`
      : !isBlockName(item.type)
        ? `${where} has an unknown type${typeof item.type === 'string' && item.type ? ` (${item.type.slice(0, 60)})` : ''}.`
        : !isObject(item.props)
          ? `${where} (${item.type}) has no props object.`
          : options.invalid === 'refuse'
            ? responsiveProblemOf(item.type, item.props, where)
            : null;
    if (problem !== null) {
      if (options.invalid === 'drop') return null;
      throw new PageTreeError(problem);
    }
    const block = item as PageBlock;
    const props = ownProps(block.props);
    for (const slot of BLOCK_SLOTS[block.type] ?? []) {
      if (slot in props) props[slot] = await walkList(props[slot], `${block.type}.${slot}`, depth + 1);
    }
    const walked: PageBlock = { ...block, props };
    return visit ? { ...walked, props: await visit(walked, depth) } : walked;
  };

  const root = { ...data.root, props: ownProps(data.root.props ?? {}) };
  const content = await walkList(data.content, options.contentName ?? 'content', 0);
  if (data.zones === undefined) return { ...data, root, content } as PageDocument;
  const zones: Record<string, PageBlock[]> = {};
  for (const [zone, blocks] of Object.entries(data.zones)) zones[zone] = await walkList(blocks, `zone ${zone}`, 0);
  return { ...data, root, content, zones } as PageDocument;
}

/** Every block of a document, in order, for read-only questions (which blocks does it use?). */
export async function listPageBlocks(data: unknown): Promise<PageBlock[]> {
  const blocks: PageBlock[] = [];
  await mapPageTree(data, { invalid: 'drop' }, (block) => {
    blocks.push(block);
    return block.props;
  });
  return blocks;
}
