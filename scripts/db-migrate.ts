// `npm run db:migrate`: apply pending migrations (the server also does this at start).
import { DatabaseUnavailableError, databaseTargetFromEnv, openDatabase } from '#server/db/client.ts';
import { cliEnv } from './cli-env.ts';

const env = cliEnv();
try {
  const database = await openDatabase(databaseTargetFromEnv(env));
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  if (error instanceof DatabaseUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
