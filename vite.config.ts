import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-plugin-precompress-assets.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  // The editor lazily loads whole react-icons sets (1–3 MB each) for its icon picker; visitors
  // never download them, so their size is not a warning sign.
  build: { sourcemap: false, chunkSizeWarningLimit: 4096 },
});
