// `npm run build`, and `npm start` when the build is missing or stale: the three builds in turn,
// one progress line each. A step's own output is shown only when it has something to say (a
// warning, an error); the known-harmless notes are silenced in the build configs themselves
// (decision 045), and the one printed by a dependency we cannot configure is dropped here.
// Plain JavaScript run by `node`, like scripts/start.js (decision 029).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();

/** React Router's client and server, visitors' islands (vite.islands.config.ts), then the Node server. */
const STEPS = [
  { title: 'the dashboard, editor and page renderer (React Router)', args: [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build', '--logLevel', 'warn'] },
  { title: "visitors' islands", args: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'] },
  { title: 'the Node server', args: ['--import', 'tsx', path.join(root, 'scripts/build-server.ts')] },
];

/**
 * Lines a dependency prints that no setting of ours reaches: @react-router/dev 7.18 starts its own
 * Vite servers (to read react-router.config.ts, and a child compiler) with `envFile: false`, which
 * Vite 8 calls deprecated. Exact lines only, so anything else still shows.
 */
const UNREACHABLE_NOTES = new Set(['The `envFile` option is deprecated, please use `envDir: false` instead.']);

const withoutColour = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** @param {string} output */
function worthShowing(output) {
  const lines = output.split('\n').filter((line) => !UNREACHABLE_NOTES.has(withoutColour(line).trim()));
  return lines.join('\n').trim();
}

export function buildApp() {
  for (const [index, step] of STEPS.entries()) {
    const started = Date.now();
    process.stdout.write(`Building the app (${index + 1}/${STEPS.length}): ${step.title}…`);
    const result = spawnSync(process.execPath, step.args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (result.status !== 0) {
      // A failing build shows everything it printed: the noise may hold the reason.
      process.stdout.write(` failed after ${seconds} s\n`);
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
      return result.status ?? 1;
    }
    process.stdout.write(` done in ${seconds} s\n`);
    const said = worthShowing(`${result.stdout}${result.stderr}`);
    if (said) process.stderr.write(`${said}\n`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = buildApp();
}
