// `npm run bench`: every benchmark script directly in bench/ (not lib/), one after another,
// each in its own process so one's warm JIT and heap do not flatter the next. Prints figures only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const scripts = fs
  .readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== self)
  .map((entry) => entry.name)
  .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n▶ ${script}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
}
console.log(`\n${scripts.length - failed.length} of ${scripts.length} bench scripts ran${failed.length ? `; could not run: ${failed.join(', ')}` : ''}.`);
process.exitCode = failed.length ? 1 : 0;
