// `npm run seed`: put the demo site, collections and demo admin into an empty database.
import { bootstrap } from '#server/bootstrap.ts';
import { DatabaseUnavailableError } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { cliEnv } from './cli-env.ts';

const env = cliEnv();
try {
  const deps = await bootstrap(env, createLogger({ ...env, LOG_LEVEL: 'warn' }));
  const seeded = await seedDemoIfEmpty(deps);
  await deps.database.close();
  if (seeded) console.log(`Demo data created. Demo admin: ${seeded.email} / ${seeded.password}`);
  else console.log('The database already has users or sites: nothing seeded.');
} catch (error) {
  if (error instanceof DatabaseUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
