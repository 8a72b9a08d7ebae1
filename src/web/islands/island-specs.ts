// Every island of the block library. A block becomes an island by having a `<block>.island.tsx`
// file and an entry here (island-specs.test.ts checks both directions).
import type { BlockName } from '#core/pages/block-names.ts';
import { listPageBlocks } from '#core/pages/page-tree.ts';
import { island as alert } from '#web/blocks/alert/alert.island.tsx';
import { island as button } from '#web/blocks/button/button.island.tsx';
import { island as carousel } from '#web/blocks/carousel/carousel.island.tsx';
import { island as cartDrawer } from '#web/blocks/cart-drawer/cart-drawer.island.tsx';
import { island as dropdownMenu } from '#web/blocks/dropdown-menu/dropdown-menu.island.tsx';
import { island as form } from '#web/blocks/form/form.island.tsx';
import { island as imageGallery } from '#web/blocks/image-gallery/image-gallery.island.tsx';
import { island as lineup } from '#web/blocks/lineup/lineup.island.tsx';
import { island as navMenu } from '#web/blocks/nav-menu/nav-menu.island.tsx';
import { island as productDetails } from '#web/blocks/product-details/product-details.island.tsx';
import { island as productList } from '#web/blocks/product-list/product-list.island.tsx';
import { island as productReviews } from '#web/blocks/product-reviews/product-reviews.island.tsx';
import { island as richText } from '#web/blocks/rich-text/rich-text.island.tsx';
import { islandName } from '#core/islands/island-modules.ts';
import { isIslandActive, type IslandSpec } from './define-island.ts';

export const ISLAND_SPECS: readonly IslandSpec<never>[] = [alert, button, carousel, cartDrawer, dropdownMenu, form, imageGallery, lineup, navMenu, productDetails, productList, productReviews, richText];

const byBlock = new Map<BlockName, IslandSpec<Record<string, unknown>>>(ISLAND_SPECS.map((spec) => [spec.block, spec as unknown as IslandSpec<Record<string, unknown>>]));

const byName = new Map<string, IslandSpec<never>>(ISLAND_SPECS.map((spec) => [islandName(spec.block), spec]));

/**
 * Of a page's islands (names), those its HTML preloads: all but those hydrated when they come into
 * view, which load then (runtime.client.ts), often below the first screen of a phone.
 */
export function islandsToPreload(names: readonly string[]): string[] {
  return names.filter((name) => byName.get(name)?.when !== 'visible');
}

/** The islands a page document renders (by island name, sorted): what its HTML must load. */
export async function islandsOnPage(data: unknown): Promise<string[]> {
  const names = new Set<string>();
  for (const block of await listPageBlocks(data)) {
    const spec = byBlock.get(block.type);
    if (spec && isIslandActive(spec, block.props)) names.add(islandName(spec.block));
  }
  return [...names].sort();
}
