// Brotli (.br) and gzip (.gz) copies beside every compressible file a client build writes under
// assets/, which the server sends as they are (serveStatic's `precompressed`, src/server/app.ts):
// no compression work per request, and the smallest bytes brotli can make for what visitors load.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^assets\/.+\.(?:js|mjs|css|svg|json)$/;
/** Below this a compressed copy saves less than its extra round of headers. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs about a second per megabyte: worth it for what visitors load (all
 * well under this), not for the editor's icon sets of several megabytes, cached for a year anyway.
 */
const MAX_BEST_QUALITY_BYTES = 256 * 1024;

export function precompressAssets(): Plugin {
  return {
    name: 'sitewright:precompress-assets',
    apply: 'build',
    // React Router's build has a server environment too; only the browser's files are served.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          if (bytes.length < MIN_BYTES) return;
          const quality = bytes.length <= MAX_BEST_QUALITY_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : 9;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          const file = path.join(outDir, output.fileName);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
