import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap.ts';
import { parseEnv } from './env.ts';

/** Boots on an in-memory database and returns the warnings logged on the way. */
async function warningsAtStartup(variables: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'warn' }, sink);
  const env = parseEnv({ LOG_LEVEL: 'warn', DATA_DIR: `.tmp/boot-${process.pid}`, ...variables });
  const deps = await bootstrap(env, logger, { kind: 'pglite-memory' });
  await deps.database.close();
  return lines.map((line) => (JSON.parse(line) as { level: number; msg: string })).filter((l) => l.level === 40).map((l) => l.msg);
}

describe('start-up without AUTH_SECRET', () => {
  it('warns in production that sessions are signed with a secret kept in the database', async () => {
    const warnings = await warningsAtStartup({ NODE_ENV: 'production' });
    expect(warnings.filter((w) => w.startsWith('AUTH_SECRET is not set'))).toHaveLength(1);
  });

  it('stays quiet with AUTH_SECRET set, and in development', async () => {
    const withSecret = await warningsAtStartup({ NODE_ENV: 'production', AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters!' });
    const development = await warningsAtStartup({ NODE_ENV: 'development' });
    expect([...withSecret, ...development].filter((w) => w.includes('AUTH_SECRET'))).toEqual([]);
  });
});
