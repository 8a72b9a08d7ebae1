// `npm start`: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const marker = path.join(root, 'build', 'server', 'index.js');
const inputs = ['src/web', 'src/core', 'src/server', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const stale = builtAt === 0 || inputs.some((entry) => newestMtime(entry) > builtAt);
if (stale) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = 'production';
await import('../src/server/main.ts');
