// `npm run restore -- FILE [--force]`: loads a backup into the embedded database at DATA_DIR, or
// DATABASE_URL, and the configured media storage. The archive is checked whole before anything is
// written; a target with data is refused unless --force, which replaces everything in it.
import { databaseTargetFromEnv, DatabaseUnavailableError, openDatabase, redactUrl } from '#server/db/client.ts';
import { createStorage } from '#server/providers/storage/create-storage.ts';
import { ArchiveError, openArchive, restoreArchive, TargetNotEmptyError } from '#server/ops/archive.ts';
import { cliEnv, parseFlags } from './cli-env.ts';

const args = process.argv.slice(2);
const flags = parseFlags(args);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(1);
}
const env = cliEnv();
const target = databaseTargetFromEnv(env);
const where = target.kind === 'postgres' ? redactUrl(target.url) : target.kind === 'pglite' ? target.dataDir : 'memory';
try {
  const archive = await openArchive(file);
  try {
    const database = await openDatabase(target);
    try {
      const { counts } = await restoreArchive(archive, { db: database.db, storage: createStorage(env), force: flags.force === true });
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(`Restored ${file} into ${where}: ${rows} rows, ${archive.manifest.files.length} media files.`);
    } finally {
      await database.close();
    }
  } finally {
    await archive.close();
  }
} catch (error) {
  if (error instanceof DatabaseUnavailableError || error instanceof ArchiveError || error instanceof TargetNotEmptyError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Restore failed, nothing kept in the database: ${(error as Error).message}`);
  process.exit(1);
}
