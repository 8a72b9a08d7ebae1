import { databaseTargetFromEnv, DatabaseUnavailableError, openDatabase } from '#server/db/client.ts';
import { EnvError, parseEnv, type Env } from '#server/env.ts';

/** The env for a command-line script: a bad variable ends it with exit 1 and every problem named. */
export function cliEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The database of the env, for a script: one that cannot be reached ends it with exit 1 and the reason. */
export async function openCliDatabase(env: Env): Promise<Awaited<ReturnType<typeof openDatabase>>> {
  try {
    return await openDatabase(databaseTargetFromEnv(env));
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function parseFlags(argv: string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[key] = next;
      i++;
    } else flags[key] = true;
  }
  return flags;
}
