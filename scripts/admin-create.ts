// `npm run admin:create -- --email you@example.com --password '…' [--name 'You']`
// Creates a platform admin, or promotes an existing user and sets the given password.
import { bootstrap } from '#server/bootstrap.ts';
import { DatabaseUnavailableError } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';
import { createOrPromoteAdmin } from '#server/modules/auth/create-admin.ts';
import { cliEnv, parseFlags } from './cli-env.ts';

const flags = parseFlags(process.argv.slice(2));
const email = typeof flags.email === 'string' ? flags.email : '';
const password = typeof flags.password === 'string' ? flags.password : '';
const name = typeof flags.name === 'string' ? flags.name : email.split('@')[0] ?? 'Admin';
if (!email || !password) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'S3cure!pass' [--name 'Your Name']");
  process.exit(1);
}

const env = cliEnv();
try {
  const deps = await bootstrap(env, createLogger({ ...env, LOG_LEVEL: 'warn' }));
  try {
    const result = await createOrPromoteAdmin(deps, { email, password, name });
    console.log(result === 'created' ? `Admin ${email} created.` : `${email} is now an admin; password updated.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await deps.database.close();
  }
} catch (error) {
  if (error instanceof DatabaseUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
