// What an island is, in data only. Blocks declare theirs in `<block>/<block>.island.tsx`
// (docs: src/web/blocks/README.md): the component's default export plus `island`, this spec.
import type { BlockName } from '#core/pages/block-names.ts';

/** When the browser hydrates an island: at once, when the main thread is idle, or when it scrolls into view. */
export type HydrateWhen = 'load' | 'idle' | 'visible';

export interface IslandSpec<Props = Record<string, unknown>> {
  block: BlockName;
  when: HydrateWhen;
  /**
   * The props that reach the browser: only those the component uses, as plain JSON. The server
   * renders the island from exactly these too, so what hydrates is what was rendered.
   */
  props(props: Props): Record<string, unknown>;
  /** A block that is interactive only in some configurations (a Button with a modal) says so here. */
  interactive?(props: Props): boolean;
}

export function defineIsland<Props>(spec: IslandSpec<Props>): IslandSpec<Props> {
  return spec;
}

/** Whether a block with these props is rendered as an island. */
export function isIslandActive<Props>(spec: IslandSpec<Props>, props: Props): boolean {
  return spec.interactive ? spec.interactive(props) : true;
}

/**
 * A block's own data props, as the browser needs them: Puck's render-time extras dropped and a
 * site slug from Puck's render metadata made explicit (the browser has no Puck).
 */
export function blockDataProps(props: object): Record<string, unknown> {
  const { puck, editMode: _editMode, id: _id, ...data } = props as Record<string, unknown>;
  const siteSlug = (puck as { metadata?: { siteSlug?: unknown } } | undefined)?.metadata?.siteSlug;
  if (data.siteSlug === undefined && typeof siteSlug === 'string' && siteSlug !== '') data.siteSlug = siteSlug;
  return data;
}
