// Reusable sections at render time (decision 071): a page stores SectionInstance blocks that name
// a section; the server reads every section a page names in one query and puts each section's
// current blocks where its instances stand, before the one page walk prepares the document.
import { resolveAll, VISIBILITY_PROP, type Breakpoint } from '../blocks/responsive.ts';
import { BLOCK_SLOTS, type BlockName } from '../pages/block-names.ts';
import type { PageBlock } from '../pages/page-tree.ts';
import { overridesOf, sectionCopy, type SectionOverrides } from './section-overrides.ts';

export const SECTION_INSTANCE = 'SectionInstance' satisfies BlockName;

/** The props a SectionInstance block stores. */
export interface SectionInstanceProps {
  id?: string;
  sectionId: string;
  overrides: SectionOverrides;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An instance hidden on a breakpoint hides its section there (decision 070's Visibility on the
 * instance): each of the section's top blocks is hidden where it or the instance is.
 */
function hiddenAlsoWhere(blocks: PageBlock[], instanceHidden: unknown): PageBlock[] {
  const instance = resolveAll<boolean>(instanceHidden);
  if (!Object.values(instance).includes(true)) return blocks;
  return blocks.map((block) => {
    const own = resolveAll<boolean>(block.props[VISIBILITY_PROP]);
    const at = (breakpoint: Breakpoint) => own[breakpoint] === true || instance[breakpoint] === true;
    return { ...block, props: { ...block.props, [VISIBILITY_PROP]: { base: at('desktop'), tablet: at('tablet'), phone: at('phone') } } };
  });
}

/** Visits every block list of a document (content, zones, slots at any depth). */
function eachList(doc: unknown, visit: (list: unknown[]) => void): void {
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    visit(list);
    for (const block of list) {
      if (!isObject(block) || !isObject(block.props)) continue;
      for (const slot of BLOCK_SLOTS[block.type as BlockName] ?? []) walk(block.props[slot]);
    }
  };
  if (!isObject(doc)) return;
  walk(doc.content);
  if (isObject(doc.zones)) for (const list of Object.values(doc.zones)) walk(list);
}

/** The ids of the sections a document's instances name, each once. */
export function sectionIdsOf(doc: unknown): string[] {
  const ids = new Set<string>();
  eachList(doc, (list) => {
    for (const block of list) {
      if (isObject(block) && block.type === SECTION_INSTANCE && isObject(block.props) && typeof block.props.sectionId === 'string' && block.props.sectionId !== '') {
        ids.add(block.props.sectionId);
      }
    }
  });
  return [...ids];
}

/** True when a document holds a SectionInstance anywhere (a section's content may not). */
export function hasSectionInstance(doc: unknown): boolean {
  let found = false;
  eachList(doc, (list) => {
    if (list.some((block) => isObject(block) && block.type === SECTION_INSTANCE)) found = true;
  });
  return found;
}

/**
 * The document with every instance replaced by its section's blocks (`sections`: section id →
 * the section's content blocks). An instance of a section that is not there (deleted, another
 * site's) renders nothing. Block ids become `{instance id}~{id}`. Never mutates the input; leaves
 * anything malformed for the page walk to drop. `prepare` sees each instance's blocks (the section's,
 * its overrides applied) before they take its place; the page's own blocks are left as they are.
 */
export function expandSections<Doc>(doc: Doc, sections: ReadonlyMap<string, unknown>, prepare: (blocks: PageBlock[]) => PageBlock[] = (blocks) => blocks): Doc {
  const expandList = (list: unknown): unknown => {
    if (!Array.isArray(list)) return list;
    const out: unknown[] = [];
    for (const block of list) {
      if (!isObject(block) || !isObject(block.props)) {
        out.push(block);
        continue;
      }
      if (block.type === SECTION_INSTANCE) {
        const sectionId = block.props.sectionId;
        const content = typeof sectionId === 'string' ? sections.get(sectionId) : undefined;
        if (content === undefined) continue;
        const instanceId = typeof block.props.id === 'string' ? block.props.id : String(sectionId);
        out.push(...prepare(hiddenAlsoWhere(sectionCopy(content, overridesOf(block.props.overrides), (id) => `${instanceId}~${id}`), block.props[VISIBILITY_PROP])));
        continue;
      }
      const slots = BLOCK_SLOTS[block.type as BlockName] ?? [];
      if (slots.length === 0) {
        out.push(block);
        continue;
      }
      const props = { ...block.props };
      for (const slot of slots) if (slot in props) props[slot] = expandList(props[slot]);
      out.push({ ...block, props });
    }
    return out;
  };
  if (!isObject(doc)) return doc;
  const expanded: Record<string, unknown> = { ...doc, content: expandList(doc.content) };
  if (isObject(doc.zones)) expanded.zones = Object.fromEntries(Object.entries(doc.zones).map(([zone, list]) => [zone, expandList(list)]));
  return expanded as Doc;
}

/** A plain copy of a section to put in an instance's place (Detach): overrides applied, fresh ids. */
export function detachedBlocks(content: unknown, overrides: unknown, newId: (type: string) => string): PageBlock[] {
  const blocks = isObject(content) ? content.content : content;
  const copy = sectionCopy(blocks, overridesOf(overrides), () => '');
  const renumber = (list: PageBlock[]): PageBlock[] =>
    list.map((block) => {
      const props: Record<string, unknown> = { ...block.props, id: newId(block.type) };
      for (const slot of BLOCK_SLOTS[block.type] ?? []) if (Array.isArray(props[slot])) props[slot] = renumber(props[slot] as PageBlock[]);
      return { ...block, props };
    });
  return renumber(copy);
}

/**
 * The document with block `id` (wherever it sits: content, a zone, a slot) replaced by `blocks`;
 * the editor's Detach and Save as section. Unchanged when no block has that id.
 */
export function replaceBlockById<Doc>(doc: Doc, id: string, blocks: readonly unknown[]): Doc {
  const replaceIn = (list: unknown): unknown => {
    if (!Array.isArray(list)) return list;
    return list.flatMap((block) => {
      if (!isObject(block) || !isObject(block.props)) return [block];
      if (block.props.id === id) return [...blocks];
      const slots = BLOCK_SLOTS[block.type as BlockName] ?? [];
      if (slots.length === 0) return [block];
      const props = { ...block.props };
      for (const slot of slots) if (slot in props) props[slot] = replaceIn(props[slot]);
      return [{ ...block, props }];
    });
  };
  if (!isObject(doc)) return doc;
  const replaced: Record<string, unknown> = { ...doc, content: replaceIn(doc.content) };
  if (isObject(doc.zones)) replaced.zones = Object.fromEntries(Object.entries(doc.zones).map(([zone, list]) => [zone, replaceIn(list)]));
  return replaced as Doc;
}
