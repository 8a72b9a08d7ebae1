// The second client build: visitors' islands (docs/decisions/010-islands.md). React Router's
// build makes the dashboard and editor client; this one makes the island runtime, React DOM for
// islands, and one chunk per island, with a manifest the server reads to preload exactly the
// chunks a page needs. Run after `react-router build` (it writes into build/client).
import { defineConfig } from 'vite';
import { ISLAND_HYDRATE_MODULE, ISLAND_RUNTIME_MODULE } from './src/core/islands/island-modules.ts';
import { precompressAssets } from './vite-plugin-precompress-assets.ts';

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

export default defineConfig({
  // No public dir copy: React Router's build already put public/ into build/client.
  publicDir: false,
  plugins: [precompressAssets()],
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    sourcemap: false,
    rollupOptions: { input: [ISLAND_RUNTIME_MODULE, ISLAND_HYDRATE_MODULE] },
  },
});
