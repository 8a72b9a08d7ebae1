// `npm start`: build when the build is missing or older than the sources, then serve it.
// Plain JavaScript run by `node` (decision 029): the server it starts is the prebuilt bundle in
// build/node, so no TypeScript loader lives in the serving process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const serverEntry = path.join(root, 'build', 'node', 'main.js');
// Every output of `npm run build`; the oldest of them decides whether the build is current.
const outputs = [path.join(root, 'build', 'server', 'index.js'), path.join(root, 'build', 'client', '.vite', 'islands-manifest.json'), serverEntry];
const inputs = ['src/web', 'src/core', 'src/server', 'vite.config.ts', 'vite.islands.config.ts', 'vite-plugin-precompress-assets.ts', 'react-router.config.ts', 'scripts/build-server.ts', 'package.json'];

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
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…');
  // React Router's client and server, the islands of visitors' pages (vite.islands.config.ts),
  // then the Node server itself (scripts/build-server.ts).
  const builds = [
    [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'],
    ['--import', 'tsx', path.join(root, 'scripts/build-server.ts')],
  ];
  for (const args of builds) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(serverEntry).href);
