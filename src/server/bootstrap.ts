import path from 'node:path';
import type { Logger } from 'pino';
import { resolveAuthSecret } from './auth-secret.ts';
import { databaseTargetFromEnv, openDatabase, type Database, type DatabaseTarget } from './db/client.ts';
import { publicUrl, type Env } from './env.ts';
import type { AppDeps } from './http/app-env.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createLocalDiskStorage } from './providers/storage/local-disk.ts';

/** Opens the database and builds the services every entry point (server, scripts, tests) shares. */
export async function bootstrap(env: Env, logger: Logger, target: DatabaseTarget = databaseTargetFromEnv(env)) {
  const database: Database = await openDatabase(target);
  try {
    const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
    const auth = createAuth({
      db: database.db,
      secret,
      baseURL: publicUrl(env),
      rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
      production: env.NODE_ENV === 'production',
      logger,
    });
    const storage = createLocalDiskStorage(path.resolve(env.DATA_DIR, 'media'));
    const deps: AppDeps = { env, database, auth, logger, storage };
    return deps;
  } catch (error) {
    await database.close();
    throw error;
  }
}
