// `npm start`: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const marker = path.join(root, 'build', 'server', 'index.js');
const inputs = ['src/web', 'src/core', 'src/server', 'vite.config.ts', 'vite.islands.config.ts', 'vite-plugin-precompress-assets.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const islandsManifest = path.join(root, 'build', 'client', '.vite', 'islands-manifest.json');
const builtAt = fs.existsSync(marker) && fs.existsSync(islandsManifest) ? Math.min(fs.statSync(marker).mtimeMs, fs.statSync(islandsManifest).mtimeMs) : 0;
const stale = builtAt === 0 || inputs.some((entry) => newestMtime(entry) > builtAt);
if (stale) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…');
  // React Router's client and server, then the islands of visitors' pages (vite.islands.config.ts).
  const builds = [
    [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'],
  ];
  for (const args of builds) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV = 'production';
await import('../src/server/main.ts');
