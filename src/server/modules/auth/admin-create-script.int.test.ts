// `npm run admin:create` as an operator runs it: a child process on a database of its own (a
// PGlite directory, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import { databaseTargetFromEnv } from '#server/db/client.ts';
import { emailOutbox, session, user } from '#server/db/schema.ts';
import { VERIFICATION_MAIL_SUBJECT } from '#core/auth/messages.ts';
import { linkIn, mailTo } from '#server/testing/account-mail.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';
import { runScript } from '#server/testing/run-script.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';
import { TEST_ORIGIN, TEST_PASSWORD } from '#server/testing/test-app.ts';

const SCRIPT = 'scripts/admin-create.ts';
let scriptEnv: Record<string, string> = {};
let cleanUp = async () => {};

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-admin-create-'));
  // Nothing from the outer environment may choose the database or the password.
  scriptEnv = { DATA_DIR: dir, DATABASE_URL: '', ADMIN_PASSWORD: '', PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false' };
  cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const database = await createThrowawayDatabase(base, 'sw_admin');
    scriptEnv.DATABASE_URL = database.url;
    cleanUp = async () => {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
});
afterAll(async () => {
  await cleanUp();
});

/** The app on the script's database, opened only between script runs (PGlite allows one process). */
async function withApp<T>(run: (app: ReturnType<typeof createApp>, deps: Awaited<ReturnType<typeof bootstrap>>) => Promise<T>): Promise<T> {
  const env = parseEnv({ ...scriptEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const deps = await bootstrap(env, createLogger(env), databaseTargetFromEnv(env));
  try {
    return await run(createApp(deps), deps);
  } finally {
    await deps.database.close();
  }
}

const signIn = (app: ReturnType<typeof createApp>, email: string, password: string) =>
  app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('npm run admin:create', () => {
  it('creates an admin with the password from ADMIN_PASSWORD, never echoing it', async () => {
    const password = 'Env-Pass-123!';
    const { code, output } = await runScript(SCRIPT, { env: { ...scriptEnv, ADMIN_PASSWORD: password }, args: ['--email', 'env-admin@example.com'] });
    expect(output).toContain('Admin env-admin@example.com created.');
    expect(code).toBe(0);
    expect(output).not.toContain(password);
    await withApp(async (app, deps) => {
      expect((await signIn(app, 'env-admin@example.com', password)).status).toBe(200);
      const [row] = await deps.database.db.select().from(user).where(eq(user.email, 'env-admin@example.com'));
      expect(row?.role).toBe('admin');
      // The operator vouches for the address: it signs in at once, and no confirmation mail went out.
      expect(row?.emailVerified).toBe(true);
      expect(await deps.database.db.select().from(emailOutbox)).toEqual([]);
    });
  });

  it('resets an existing user from --password-stdin and ends every session they had', async () => {
    const email = 'member@example.com';
    const oldCookies = await withApp(async (app, deps) => {
      const signUp = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Member' }),
      });
      expect(signUp.status).toBe(200);
      // The member confirmed the address by the mailed link, which signed them in.
      const verified = await app.request(linkIn(await mailTo(deps.database.db, email, VERIFICATION_MAIL_SUBJECT)), { headers: { origin: TEST_ORIGIN } });
      expect(verified.status).toBe(302);
      const other = await signIn(app, email, TEST_PASSWORD);
      const [member] = await deps.database.db.select().from(user).where(eq(user.email, email));
      expect(await deps.database.db.select().from(session).where(eq(session.userId, member!.id))).toHaveLength(2);
      return [sessionCookie(verified), sessionCookie(other)];
    });

    const { code, output } = await runScript(SCRIPT, { env: scriptEnv, args: ['--email', email, '--password-stdin'], stdin: 'Stdin-Pass-456!\n' });
    expect(output).toContain(`${email} is now an admin; password updated and every session ended.`);
    expect(code).toBe(0);

    await withApp(async (app, deps) => {
      const [member] = await deps.database.db.select().from(user).where(eq(user.email, email));
      expect(member?.role).toBe('admin');
      expect(await deps.database.db.select().from(session).where(eq(session.userId, member!.id))).toEqual([]);
      for (const cookie of oldCookies) {
        const response = await app.request('/api/auth/get-session', { headers: { origin: TEST_ORIGIN, cookie } });
        expect(await response.json()).toBeNull();
      }
      expect((await signIn(app, email, TEST_PASSWORD)).status).toBe(401);
      expect((await signIn(app, email, 'Stdin-Pass-456!')).status).toBe(200);
    });
  });

  it('reads a password piped in without --password-stdin', async () => {
    const { code, output } = await runScript(SCRIPT, { env: scriptEnv, args: ['--email', 'piped@example.com'], stdin: 'Piped-Pass-789!\r\n' });
    expect(output).toContain('Admin piped@example.com created.');
    expect(code).toBe(0);
    await withApp(async (app) => {
      expect((await signIn(app, 'piped@example.com', 'Piped-Pass-789!')).status).toBe(200);
    });
  });

  it('explains how to give the password when none is given', async () => {
    const { code, output } = await runScript(SCRIPT, { env: scriptEnv, args: ['--email', 'nobody@example.com'] });
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD');
    expect(output).toContain('--password-stdin');
  });
});
