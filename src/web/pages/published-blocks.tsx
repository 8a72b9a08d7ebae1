import type { Config, Data } from '@puckeditor/core';
import { createElement, type ComponentType, type CSSProperties, type ElementType, type ReactNode } from 'react';

// Published pages' blocks, rendered straight from the stored tree (decision 075). Puck's server
// <Render> runs its field-transform machinery (hooks, a walk of every prop, memoised copies) for
// every block of every render to find slot props; a published page's config names its slots
// once, so this walk looks them up per block type and hands the block what Puck's <Render> would.
// Its output is the same HTML, which published-blocks.test.tsx checks on every demo page.

type StoredBlock = { type: string; props: Record<string, unknown> };
type Zones = Data['zones'];

/** What a slot prop renders: its blocks in a `div` (or the element `as` names), as Puck's SlotRender. */
interface SlotProps {
  className?: string;
  style?: CSSProperties;
  as?: ElementType;
}

const slotNamesByConfig = new WeakMap<Config, Map<string, readonly string[]>>();

/** The props a block type's fields declare as slots, read once per config. */
function slotNamesOf(config: Config, type: string): readonly string[] {
  let byType = slotNamesByConfig.get(config);
  if (!byType) {
    byType = new Map();
    slotNamesByConfig.set(config, byType);
  }
  let names = byType.get(type);
  if (!names) {
    const fields = config.components[type]?.fields ?? {};
    names = Object.entries(fields)
      .filter(([, field]) => field?.type === 'slot')
      .map(([name]) => name);
    byType.set(type, names);
  }
  return names;
}

/**
 * The blocks of `content` as visitors see them: each block type's render with the block's props,
 * its slots as components drawing their own blocks, and the `puck` prop of a server render
 * (not editing; `metadata` as given). Blocks of a type the config does not know render nothing.
 */
export function PublishedBlocks({ config, content, zones, metadata }: { config: Config; content: readonly unknown[]; zones?: Zones; metadata: Record<string, unknown> }): ReactNode {
  const renderList = (blocks: readonly unknown[]): ReactNode[] => blocks.map((block) => renderBlock(block as StoredBlock));
  const renderBlock = (block: StoredBlock): ReactNode => {
    const component = config.components[block.type];
    if (!component) return null;
    const id = block.props.id as string | undefined;
    const props: Record<string, unknown> = {
      ...block.props,
      puck: {
        // Legacy drop zones (stored under `zones`, keyed "<block id>:<zone>"), as Puck's DropZoneRender.
        renderDropZone: ({ zone }: { zone: string }) => renderList(zones?.[`${id}:${zone}`] ?? []),
        metadata,
        dragRef: null,
        isEditing: false,
      },
    };
    for (const name of slotNamesOf(config, block.type)) {
      const blocks = Array.isArray(block.props[name]) ? (block.props[name] as unknown[]) : [];
      props[name] = function Slot({ className, style, as: Element = 'div' }: SlotProps) {
        return createElement(Element, { className, style }, renderList(blocks));
      };
    }
    return createElement(component.render as ComponentType<Record<string, unknown>>, { ...props, key: id });
  };
  return renderList(content);
}
