// What a page may change in its copy of a reusable section (decision 071): text, link and image
// props only, listed here per block so the editor's overrides panel and the server's expansion
// read one list. Layout, colours and nested lists stay the section's.
import { BLOCK_SLOTS, type BlockName } from '../pages/block-names.ts';
import type { PageBlock } from '../pages/page-tree.ts';

export type OverrideKind = 'text' | 'link' | 'image';

export const OVERRIDABLE_PROPS: Readonly<Partial<Record<BlockName, Readonly<Record<string, OverrideKind>>>>> = {
  Heading: { text: 'text' },
  Text: { text: 'text' },
  RichText: { markdown: 'text' },
  Button: { label: 'text', href: 'link' },
  Image: { url: 'image', alt: 'text' },
  Logo: { image: 'image', alt: 'text', text: 'text', href: 'link' },
  Alert: { title: 'text', message: 'text' },
  TeaserCard: { image: 'image', imageAlt: 'text', title: 'text', description: 'text', link: 'link', linkLabel: 'text' },
  Footer: { logo: 'image', logoAlt: 'text', title: 'text', logoHref: 'link', description: 'text', copyright: 'text' },
  NavMenu: { title: 'text', logo: 'image', logoAlt: 'text', homeHref: 'link' },
  SubNavigation: { title: 'text', subtitle: 'text' },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest override value kept (a rich text's markdown is the longest text prop). */
export const MAX_OVERRIDE_LENGTH = 20_000;

/**
 * An instance's overrides: `{ [block id in the section]: { [prop]: value } }`. Nested rather than
 * keyed `"{id}.{prop}"`: Puck flattens block props to dotted paths internally, and a dotted key
 * would come back as a nested object.
 */
export type SectionOverrides = Record<string, Record<string, string>>;

/** A stable key for one overridable prop (React keys, test ids). */
export const overrideKey = (blockId: string, prop: string): string => `${blockId}.${prop}`;

export function overrideKindOf(type: string, prop: string): OverrideKind | null {
  const props = OVERRIDABLE_PROPS[type as BlockName];
  return props && Object.hasOwn(props, prop) ? props[prop]! : null;
}

const PROP_NAME = /^[A-Za-z]\w*$/;

/** The overrides an instance's stored props hold that can apply: string values of well-formed prop names. */
export function overridesOf(value: unknown): SectionOverrides {
  if (!isObject(value)) return {};
  const kept: SectionOverrides = {};
  for (const [blockId, props] of Object.entries(value)) {
    if (!isObject(props)) continue;
    for (const [prop, override] of Object.entries(props)) {
      if (typeof override === 'string' && override.length <= MAX_OVERRIDE_LENGTH && PROP_NAME.test(prop)) (kept[blockId] ??= {})[prop] = override;
    }
  }
  return kept;
}

/** The overrides with one prop's value set (`value` given) or reset (undefined), empty blocks left out. */
export function withOverride(overrides: unknown, blockId: string, prop: string, value: string | undefined): SectionOverrides {
  const next = overridesOf(overrides);
  const { [prop]: _dropped, ...rest } = next[blockId] ?? {};
  const block = value === undefined ? rest : { ...rest, [prop]: value };
  if (Object.keys(block).length === 0) {
    const { [blockId]: _gone, ...others } = next;
    return others;
  }
  return { ...next, [blockId]: block };
}

/** One prop of a section an instance may override, with the section's own value. */
export interface OverridableProp {
  key: string;
  blockId: string;
  type: BlockName;
  prop: string;
  kind: OverrideKind;
  value: string;
}

/** Every overridable prop of a section's blocks (slots included), in the order the blocks appear. */
export function overridableProps(blocks: unknown): OverridableProp[] {
  const found: OverridableProp[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const block of list) {
      if (!isObject(block) || !isObject(block.props) || typeof block.type !== 'string') continue;
      const id = block.props.id;
      const props = OVERRIDABLE_PROPS[block.type as BlockName] ?? {};
      if (typeof id === 'string' && id !== '') {
        for (const [prop, kind] of Object.entries(props)) {
          const value = block.props[prop];
          found.push({ key: overrideKey(id, prop), blockId: id, type: block.type as BlockName, prop, kind, value: typeof value === 'string' ? value : '' });
        }
      }
      for (const slot of BLOCK_SLOTS[block.type as BlockName] ?? []) walk(block.props[slot]);
    }
  };
  walk(blocks);
  return found;
}

/**
 * A copy of a section's blocks as one instance shows them: overrides applied to the props the
 * allow-list names (others ignored), each block's id (and its nested blocks') replaced by `newId`,
 * so two instances on one page never share ids. Nested instances are left out: sections do not nest.
 */
export function sectionCopy(blocks: unknown, overrides: SectionOverrides, newId: (id: string) => string): PageBlock[] {
  const copy = (list: unknown): PageBlock[] => {
    if (!Array.isArray(list)) return [];
    const out: PageBlock[] = [];
    for (const block of list) {
      if (!isObject(block) || !isObject(block.props) || block.type === 'SectionInstance') continue;
      const props: Record<string, unknown> = { ...block.props };
      const id = typeof props.id === 'string' ? props.id : '';
      if (id !== '') {
        for (const prop of Object.keys(OVERRIDABLE_PROPS[block.type as BlockName] ?? {})) {
          const override = overrides[id]?.[prop];
          if (override !== undefined) props[prop] = override;
        }
      }
      for (const slot of BLOCK_SLOTS[block.type as BlockName] ?? []) if (slot in props) props[slot] = copy(props[slot]);
      props.id = newId(id);
      out.push({ ...(block as PageBlock), props });
    }
    return out;
  };
  return copy(blocks);
}
