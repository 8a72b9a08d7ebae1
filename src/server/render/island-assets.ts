import fs from 'node:fs';
import { ISLAND_DEV_PREAMBLE_MODULE, ISLAND_HYDRATE_MODULE as HYDRATE, ISLAND_RUNTIME_MODULE as RUNTIME, islandModule, type IslandAssets } from '#core/islands/island-modules.ts';

/**
 * The assets for a page's islands (names from islandsOnPage); null for a page with none.
 * `eager`: those of them the page preloads (islandsToPreload); the others load when their time comes.
 */
export type IslandAssetResolver = (islands: readonly string[], eager?: readonly string[]) => IslandAssets | null;


interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Production: the islands build's manifest (vite.islands.config.ts) says which chunk files each
 * island needs; the page preloads exactly those of its eager islands (the runtime, React DOM with
 * the hydrator, the island's own chunk and what they import) and runs the runtime. An island that
 * hydrates when scrolled into view is not preloaded: its bytes would compete with the first
 * screen's (the largest image above all) on a slow connection, for a part the visitor may never see.
 */
export function manifestIslandAssets(manifestFile: string): IslandAssetResolver {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const runtime = manifest[RUNTIME];
  if (!runtime) throw new Error(`${manifestFile} has no entry for ${RUNTIME}: rebuild with "npm run build".`);
  const memo = new Map<string, IslandAssets>();
  return (islands, eager = islands) => {
    if (islands.length === 0) return null;
    const key = `${islands.join(',')}|${eager.join(',')}`;
    let assets = memo.get(key);
    if (assets === undefined) {
      const files = new Set<string>();
      const preloaded = eager.length === 0 ? [RUNTIME] : [RUNTIME, HYDRATE, ...eager.map(islandModule)];
      for (const entry of preloaded) closure(entry, files);
      assets = { scripts: [`/${runtime.file}`], preloads: [...files] };
      if (memo.size < 1024) memo.set(key, assets);
    }
    return assets;
  };
}

/**
 * `npm run dev` (and integration tests): Vite serves the sources; its client reloads islands on
 * change, and the preamble lets React Refresh keep their state.
 */
export function devIslandAssets(): IslandAssetResolver {
  const assets: IslandAssets = { scripts: ['/@vite/client', `/${ISLAND_DEV_PREAMBLE_MODULE}`, `/${RUNTIME}`], preloads: [] };
  return (islands) => (islands.length === 0 ? null : assets);
}
