// `npm run move-to-postgres -- postgres://user:password@host:5432/sitewright [--force]`: copies the
// embedded database at DATA_DIR into an empty PostgreSQL database (a verified backup and restore),
// checks every table's row count and that a published page renders the same on both, then prints
// the DATABASE_URL line to use from now on. Media stay in DATA_DIR/media (or S3) as they are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { databaseTargetFromEnv, DatabaseUnavailableError, redactUrl } from '#server/db/client.ts';
import { publicUrl } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';
import { ArchiveError, TargetNotEmptyError } from '#server/ops/archive.ts';
import { moveToPostgres } from '#server/ops/move.ts';
import { manifestIslandAssets } from '#server/render/island-assets.ts';
import { createPageRenderer } from '#server/render/react-router.ts';
import { cliEnv, parseFlags } from './cli-env.ts';

const args = process.argv.slice(2);
const flags = parseFlags(args);
const targetUrl = args.find((arg) => !arg.startsWith('--')) ?? '';
if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
  console.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database [--force]');
  process.exit(1);
}
const env = cliEnv();
if (env.DATABASE_URL) {
  console.error(`DATABASE_URL is set (${redactUrl(env.DATABASE_URL)}): this site already runs on PostgreSQL. Unset it to move the embedded database at ${env.DATA_DIR}.`);
  process.exit(1);
}

// The page check renders with the production build, as the server will.
const buildDir = path.resolve('build');
const serverBuildFile = path.join(buildDir, 'server', 'index.js');
const islandsManifest = path.join(buildDir, 'client', '.vite', 'islands-manifest.json');
if (!fs.existsSync(serverBuildFile) || !fs.existsSync(islandsManifest)) {
  console.log('No build yet: building (needed to compare a rendered page)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;

try {
  const result = await moveToPostgres({
    env,
    logger: createLogger({ ...env, LOG_LEVEL: 'warn' }),
    source: databaseTargetFromEnv(env),
    targetUrl,
    force: flags.force === true,
    rendering: { renderPage: createPageRenderer(build, 'production', publicUrl(env)), islandAssets: manifestIslandAssets(islandsManifest) },
  });
  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  console.log(`Moved to ${redactUrl(targetUrl)}: ${Object.keys(result.counts).length} tables, ${rows} rows, every count checked.`);
  console.log(result.pagesCompared.length > 0 ? `Published page ${result.pagesCompared.join(', ')} renders the same on PostgreSQL.` : 'No published page to compare.');
  console.log(`\nFrom now on start the server with:\n\n  ${result.databaseUrlLine}\n\n(Keep DATA_DIR as it is: media files stay in it. The embedded database in it is no longer used.)`);
} catch (error) {
  if (error instanceof DatabaseUnavailableError || error instanceof ArchiveError || error instanceof TargetNotEmptyError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Move failed: ${(error as Error).message}`);
  process.exit(1);
}
process.exit(0);
