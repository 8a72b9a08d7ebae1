// `npm run admin:create -- --email you@example.com [--name 'You']` with the password in the
// ADMIN_PASSWORD variable, or on standard input (`--password-stdin`, or simply piped in); or, least
// safe, `--password '…'`, which stays in shell history and the process list.
// Creates a platform admin, or promotes an existing user, sets the password and ends their sessions.
import { bootstrap } from '#server/bootstrap.ts';
import { DatabaseUnavailableError } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';
import { createOrPromoteAdmin } from '#server/modules/auth/create-admin.ts';
import { cliEnv, parseFlags } from './cli-env.ts';

const USAGE = [
  'Usage: ADMIN_PASSWORD=… npm run admin:create -- --email you@example.com [--name "Your Name"]',
  '   or: printf %s "$PASSWORD" | npm run admin:create -- --email you@example.com --password-stdin',
].join('\n');

const flags = parseFlags(process.argv.slice(2));
const email = typeof flags.email === 'string' ? flags.email : '';
const name = typeof flags.name === 'string' ? flags.name : email.split('@')[0] ?? 'Admin';
const env = cliEnv();
// Read before the database opens: the embedded one is locked while this process holds it.
const password = await readPassword();
if (!email || !password) {
  console.error(USAGE);
  process.exit(1);
}

try {
  const deps = await bootstrap(env, createLogger({ ...env, LOG_LEVEL: 'warn' }));
  try {
    const result = await createOrPromoteAdmin(deps, { email, password, name });
    console.log(result === 'created' ? `Admin ${email} created.` : `${email} is now an admin; password updated and every session ended.`);
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

async function readPassword(): Promise<string> {
  if (flags['password-stdin'] === true) {
    if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ');
    return readStdin();
  }
  if (typeof flags.password === 'string') {
    console.warn('Note: --password leaves the password in your shell history; ADMIN_PASSWORD or --password-stdin do not.');
    return flags.password;
  }
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  // Piped in (not typed at a terminal, where nothing would say that we are waiting).
  if (!process.stdin.isTTY) return readStdin();
  return '';
}

/** All of standard input, without the one line ending that `echo` or a terminal adds. */
async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.replace(/\r?\n$/, '');
}
