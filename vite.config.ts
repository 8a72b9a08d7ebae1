import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-plugin-precompress-assets.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  // The editor lazily loads whole react-icons sets (1–3 MB each) for its icon picker; visitors
  // never download them, so their size is not a warning sign.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // Rolldown's "plugins took N % of the build" note names React Router's own virtual-modules
    // plugin on a busy machine: nothing a person starting the app can act on (decision 045).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // The server render is one bundle on disk: a module imported both statically and on demand
          // (auth-client.ts: on demand by the sign-in screen's passkey button, so the browser's login
          // page loads it only when used) cannot be split there, and need not be. In the client build
          // the same warning would mean a chunk did not split as meant, so it still shows there.
          onLog(level, log, handler) {
            if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
            handler(level, log);
          },
        },
      },
    },
  },
});
