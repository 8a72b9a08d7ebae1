// Where islands live in the source tree: the server maps these to built chunk files (the build
// manifest is keyed by them), the browser's runtime to its lazy imports.
import type { BlockName } from '#core/pages/block-names.ts';

/** The one script a visitor's page with islands runs. */
export const ISLAND_RUNTIME_MODULE = 'src/web/islands/runtime.client.ts';
/** React DOM and the island providers: loaded with the first island that hydrates. */
export const ISLAND_HYDRATE_MODULE = 'src/web/islands/hydrate-island.client.tsx';
/** Development only: React Refresh's hook, installed before React loads. */
export const ISLAND_DEV_PREAMBLE_MODULE = 'src/web/islands/dev-preamble.client.ts';

/** `NavMenu` -> `nav-menu`: the island's name in the HTML, its folder and its file. */
export function islandName(block: BlockName): string {
  return block.replace(/[A-Z]/g, (letter, index: number) => `${index > 0 ? '-' : ''}${letter.toLowerCase()}`);
}

/** An island's module: `src/web/blocks/{name}/{name}.island.tsx`. */
export function islandModule(name: string): string {
  return `src/web/blocks/${name}/${name}.island.tsx`;
}

/** What a visitor's page loads for its islands: module scripts to run and chunks to preload. */
export interface IslandAssets {
  scripts: string[];
  preloads: string[];
}
