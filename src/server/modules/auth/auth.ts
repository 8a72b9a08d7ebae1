import { betterAuth, APIError } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { validateValue } from '#core/rules/validate-value.ts';
import { ADMIN_ROLE, PASSWORD_MIN_LENGTH } from '#core/constants.ts';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';

/** Set by our server from the socket (or a trusted proxy); any copy sent by a client is dropped. */
export const CLIENT_IP_HEADER = 'x-sitewright-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  rateLimit: { window: number; max: number };
  production: boolean;
  logger: Logger;
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/change-password', '/reset-password', '/admin/create-user', '/admin/set-user-password']);

export function createAuth({ db, secret, baseURL, rateLimit, production, logger }: AuthOptions) {
  const authLogger = logger.child({ module: 'auth' });
  return betterAuth({
    appName: 'Sitewright',
    // Into our structured logs; expected events such as a wrong password are debug, not warnings.
    logger: {
      log: (level, message, ...args) => {
        const pinoLevel = level === 'error' ? 'error' : 'debug';
        authLogger[pinoLevel]({ args }, message);
      },
    },
    baseURL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a role change or ban must take effect on the next request.
      cookieCache: { enabled: false },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] })],
    rateLimit: {
      // On in every mode: sign-in and sign-up must be limited in tests and development too.
      enabled: true,
      storage: 'database',
      window: rateLimit.window,
      max: rateLimit.max * 10,
      customRules: {
        '/sign-in/email': { window: rateLimit.window, max: rateLimit.max },
        '/sign-up/email': { window: rateLimit.window, max: rateLimit.max },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: production && baseURL.startsWith('https://'),
      cookiePrefix: 'sitewright',
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // The product's password rule (spec 1-foundation §5) applies wherever a password is set.
      before: createAuthMiddleware(async (ctx) => {
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body.newPassword ?? body.password;
        const message = validateValue(password, 'required|password');
        if (message) throw new APIError('BAD_REQUEST', { message, code: 'WEAK_PASSWORD' });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
