// The Node server as plain JavaScript (decision 029): `npm start` runs build/node/main.js with
// `node`, no TypeScript loader in the process. Our modules and the pure-JavaScript packages are
// bundled (EXTERNAL below stay in node_modules), and each dynamic import keeps its own chunk, so a
// module we load only when configured (the Stripe and PayPal adapters) still loads only then.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'build', 'node');

/**
 * Files found beside a module with `new URL('relative', import.meta.url)` (the migrations, the
 * demo's images, package.json) keep pointing into the source tree: the literal is rewritten to
 * the same file seen from the output directory, so the build moves with the project.
 */
function sourceRelativeUrls(): Plugin {
  const pattern = /new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g;
  return {
    name: 'source-relative-urls',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const contents = source.replace(pattern, (_match, _quote: string, relative: string) => {
          const target = path.resolve(path.dirname(args.path), relative);
          let fromOut = path.relative(outDir, target).split(path.sep).join('/');
          if (relative.endsWith('/')) fromOut += '/';
          return `new URL(${JSON.stringify(fromOut)}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Packages left in node_modules: native code or files found beside their modules (PGlite's WASM,
 * sharp, pg's optional native driver), worker threads (pino), the ones React Router's own server
 * build imports too (one React, one router), and those loaded only when configured.
 */
const EXTERNAL = [
  '@electric-sql/pglite', 'sharp', 'pg', 'pg-native', 'pino', 'pino-pretty',
  'react', 'react-dom', 'react-router', '@react-router/*', 'drizzle-orm',
  'stripe', '@paypal/*', 'jsdom', 'dompurify', 'nodemailer',
];

// Chunk names carry hashes: a stale chunk left beside a new build would only mislead.
fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts' },
  outdir: outDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: EXTERNAL,
  // CommonJS packages inside the bundle still call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: 'linked',
  // Names in logs and errors (pino's err.type, `override name`) stay as written.
  keepNames: true,
  logLevel: 'warning',
  plugins: [sourceRelativeUrls()],
});
