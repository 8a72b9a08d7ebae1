import fs from 'node:fs/promises';
import { createApp, type App } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import type { DatabaseTarget } from '#server/db/client.ts';
import { parseEnv, publicUrl, type Env } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { createLogger } from '#server/logger.ts';
import { createTestPageRenderer } from './page-renderer.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';
import { cookieOf, linkIn, mailSettled, mailTo } from './account-mail.ts';
import { VERIFICATION_MAIL_SUBJECT } from '#core/auth/messages.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: App;
  deps: AppDeps;
  /** Calls the app in-process, as a browser on our origin would (Origin header set). */
  request(path: string, init?: RequestInit & { cookie?: string; ip?: string }): Promise<Response>;
  /**
   * Signs a new user up as a person would: the sign-up, then the confirmation link of the mail it
   * sends (read from the outbox), which signs the account in. Returns that session's cookie.
   */
  signUp(email: string, options?: { name?: string; password?: string; admin?: boolean }): Promise<{ cookie: string; userId: string }>;
  /** The PostgreSQL database it runs on (null on PGlite): a second app given it is a second worker of the same site. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Test-Pass-123!';

/**
 * A real app on a real database of its own (with `pages`, also React Router's pages and actions): in-memory PGlite, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: { pages?: boolean; /** Another app's PostgreSQL database, shared (and left for that app to drop). */ databaseUrl?: string } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: `.tmp/int-${process.pid}-${Math.random().toString(36).slice(2)}`,
    AUTH_RATE_LIMIT_MAX: '1000',
    ...overrides,
  });
  let target: DatabaseTarget = { kind: 'pglite-memory' };
  let dropDatabase = async () => {};
  const base = process.env.TEST_DATABASE_URL;
  if (options.databaseUrl) {
    target = { kind: 'postgres', url: options.databaseUrl };
  } else if (base) {
    const database = await createThrowawayDatabase(base, 'sw_int');
    target = { kind: 'postgres', url: database.url };
    dropDatabase = database.drop;
  }
  const bootstrapped = await bootstrap(env, createLogger(env), target);
  // With pages: React Router renders everything outside /api, as in production.
  const pages = options.pages ? await createTestPageRenderer(publicUrl(env)) : null;
  const deps: AppDeps = pages ? { ...bootstrapped, renderPage: pages.renderPage, islandAssets: pages.islandAssets } : bootstrapped;
  const app = createApp(deps);

  const request: TestApp['request'] = (path, init = {}) => {
    const { cookie, ip, headers: extra, ...rest } = init;
    const headers = new Headers(extra);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (cookie) headers.set('cookie', cookie);
    // Hono's node adapter reads the client address from env.incoming.socket.
    const nodeEnv = { incoming: { socket: { remoteAddress: ip ?? '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };
    // Relative paths are requested on our origin, as a browser on our pages would.
    const url = path.startsWith('/') ? `${TEST_ORIGIN}${path}` : path;
    return Promise.resolve(app.request(url, { ...rest, headers }, nodeEnv));
  };

  return {
    app,
    deps,
    request,
    databaseUrl: target.kind === 'postgres' ? target.url : null,
    async signUp(email, options = {}) {
      const response = await request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: options.password ?? TEST_PASSWORD, name: options.name ?? email.split('@')[0] }),
      });
      if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      const verified = await request(linkIn(await mailTo(deps.database.db, email, VERIFICATION_MAIL_SUBJECT)));
      // Better Auth redirects to the sign-up's callback ('/' here), with ?error= when the link failed.
      if (verified.status !== 302 || verified.headers.get('location')?.includes('error=')) {
        throw new Error(`confirming the address failed: ${verified.status} ${verified.headers.get('location')} ${await verified.text()}`);
      }
      const cookie = cookieOf(verified);
      await mailSettled(deps.database.db, email);
      if (options.admin) {
        const { user } = await import('#server/db/schema.ts');
        const { eq } = await import('drizzle-orm');
        await deps.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, body.user.id));
      }
      return { cookie, userId: body.user.id };
    },
    async close() {
      await pages?.close();
      await deps.database.close();
      await dropDatabase();
      await fs.rm(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}
