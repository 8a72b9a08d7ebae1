// `npm start`: build when the build is missing or older than the sources, then serve it.
// Plain JavaScript run by `node` (decision 029): the server it starts is the prebuilt bundle in
// build/node, so no TypeScript loader lives in the serving process.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './build.js';

const root = process.cwd();
const serverEntry = path.join(root, 'build', 'node', 'main.js');
// Every output of `npm run build` (scripts/build.js); the oldest of them decides whether the build is current.
const outputs = [path.join(root, 'build', 'server', 'index.js'), path.join(root, 'build', 'client', '.vite', 'islands-manifest.json'), serverEntry];
const inputs = ['src/web', 'src/core', 'src/server', 'vite.config.ts', 'vite.islands.config.ts', 'vite-plugin-precompress-assets.ts', 'react-router.config.ts', 'scripts/build-server.ts', 'scripts/build.js', 'package.json'];

/** @param {string} entry */
function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = outputs.every((file) => fs.existsSync(file)) ? Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs)) : 0;
const stale = builtAt === 0 || inputs.some((entry) => newestMtime(entry) > builtAt);
if (stale) {
  console.log(builtAt === 0 ? 'No build yet: building (a minute or two)…' : 'Sources changed since the last build: rebuilding…');
  const status = buildApp();
  if (status !== 0) process.exit(status);
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(serverEntry).href);
