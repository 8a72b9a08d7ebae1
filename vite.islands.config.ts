// The second client build: visitors' islands (docs/decisions/010-islands.md). React Router's
// build makes the dashboard and editor client; this one makes the island runtime, React DOM for
// islands, and one chunk per island, with a manifest the server reads to preload exactly the
// chunks a page needs. Run after `react-router build` (it writes into build/client).
import { defineConfig } from 'vite';
import { ISLAND_HYDRATE_MODULE, ISLAND_RUNTIME_MODULE } from './src/core/islands/island-modules.ts';
import { precompressAssets } from './vite-plugin-precompress-assets.ts';

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

// The static imports of the hydrate entry (hydrate-island.client.tsx: React DOM, the island providers
// and the theme they read), React's JSX runtime and the class-name helper: every island needs them.
const ISLAND_BASE = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  /[\\/]src[\\/]web[\\/]islands[\\/]island-context\.tsx$/,
  /[\\/]src[\\/]web[\\/]islands[\\/]define-island\.ts$/,
  // The bundler's own helpers (CommonJS interop for React), else a chunk of their own.
  /^\0?rolldown[\\/]runtime/,
  /[\\/]src[\\/]web[\\/]ui[\\/]class-names\.ts$/,
];
const isIslandBaseModule = (id: string): boolean => ISLAND_BASE.some((pattern) => pattern.test(id));

const CORE_SHARED = [
  /[\\/]src[\\/]core[\\/](paths[\\/][^\\/]+|constants)\.ts$/,
  /[\\/]src[\\/]core[\\/](options[\\/]link-targets|blocks[\\/]navigation-defaults|navigation[\\/]nav-messages)\.ts$/,
  /[\\/]src[\\/]web[\\/]blocks[\\/]shared[\\/]focus-ring\.ts$/,
];
const isCoreSharedModule = (id: string): boolean => CORE_SHARED.some((pattern) => pattern.test(id));

/**
 * Known-harmless notes of this build (decision 045); every other warning is shown. Packages written
 * for React Server Components start with "use client" (sonner, lucide-react): there are no server
 * components here, so dropping the directive when bundling changes nothing. React Router's own
 * build drops the same note the same way.
 */
const isHarmless = (log: { code?: string; message: string }): boolean =>
  log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"') && log.message.includes('node_modules/');

export default defineConfig({
  // No public dir copy: React Router's build already put public/ into build/client.
  publicDir: false,
  plugins: [precompressAssets()],
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    sourcemap: false,
    // The markdown editor of a Form block's markdown field (≈ 930 KB, with Mermaid's 660 KB chunk)
    // loads on demand, only where such a field is on a page; what pages load at first is measured
    // by bench/visitor-js.ts against its budgets. Past 1 MB a chunk still warns.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      input: [ISLAND_RUNTIME_MODULE, ISLAND_HYDRATE_MODULE],
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        if (!isHarmless(log)) handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // What every hydrating island loads anyway (React, React DOM, the island providers with
            // the theme, class names): one chunk instead of six files, each with its own gzip and
            // import overhead (bench/visitor-js.ts: about 1.3 KB gz less on every page with islands).
            { name: 'island-base', test: isIslandBaseModule },
            // Small shared modules (paths, constants, a few option lists and labels; tens to hundreds
            // of bytes each) used by most islands: one chunk instead of six or seven tiny ones, each
            // with its own request and import overhead (bench/visitor-js.ts: 0.1-0.4 KB gz less per page).
            { name: 'core-shared', test: isCoreSharedModule },
          ],
        },
      },
    },
  },
});
