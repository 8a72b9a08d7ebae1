// `npm run backup -- --out FILE`: every table and every stored media file in one archive
// (docs/decisions/025-backup-archive.md), from the embedded database at DATA_DIR or DATABASE_URL.
import path from 'node:path';
import { createStorage } from '#server/providers/storage/create-storage.ts';
import { appVersion } from '#server/ops/app-version.ts';
import { createBackup } from '#server/ops/archive.ts';
import { cliEnv, openCliDatabase, parseFlags } from './cli-env.ts';

const flags = parseFlags(process.argv.slice(2));
const out = typeof flags.out === 'string' ? flags.out : '';
if (!out) {
  console.error('Usage: npm run backup -- --out FILE   (e.g. --out backups/sitewright-2026-11-23.tar.gz)');
  process.exit(1);
}
const env = cliEnv();
const database = await openCliDatabase(env);
try {
  const manifest = await createBackup({ db: database.db, engine: database.kind, storage: createStorage(env), outFile: out, appVersion: appVersion() });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup written to ${path.resolve(out)}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} media files.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
