import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_HYDRATE_MODULE, ISLAND_RUNTIME_MODULE, islandModule } from '#core/islands/island-modules.ts';
import { manifestIslandAssets } from './island-assets.ts';

// A manifest shaped as the islands build writes it: the runtime, the hydrator with React DOM, a
// navigation island (eager) and a reviews island (hydrated when visible) with a chunk of its own.
function resolverFor(): ReturnType<typeof manifestIslandAssets> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-manifest-'));
  const file = path.join(dir, 'manifest.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      [ISLAND_RUNTIME_MODULE]: { file: 'assets/runtime.js' },
      [ISLAND_HYDRATE_MODULE]: { file: 'assets/hydrate.js', imports: ['_island-base.js'] },
      '_island-base.js': { file: 'assets/island-base.js' },
      [islandModule('nav-menu')]: { file: 'assets/nav-menu.js', imports: ['_island-base.js'] },
      [islandModule('product-reviews')]: { file: 'assets/product-reviews.js', imports: ['_island-base.js', '_modal.js'] },
      '_modal.js': { file: 'assets/modal.js' },
    }),
  );
  return manifestIslandAssets(file);
}

describe('manifestIslandAssets', () => {
  it('preloads the eager islands with React DOM, never the chunks of an island hydrated on view', () => {
    const assets = resolverFor()(['nav-menu', 'product-reviews'], ['nav-menu']);
    expect(assets?.scripts).toEqual(['/assets/runtime.js']);
    expect(assets?.preloads).toEqual(['/assets/runtime.js', '/assets/hydrate.js', '/assets/island-base.js', '/assets/nav-menu.js']);
  });

  it('preloads only the runtime when every island waits for the view, and everything without a choice', () => {
    const resolve = resolverFor();
    expect(resolve(['product-reviews'], [])?.preloads).toEqual(['/assets/runtime.js']);
    expect(resolve(['product-reviews'])?.preloads).toEqual(['/assets/runtime.js', '/assets/hydrate.js', '/assets/island-base.js', '/assets/product-reviews.js', '/assets/modal.js']);
    expect(resolve([], [])).toBeNull();
  });
});
