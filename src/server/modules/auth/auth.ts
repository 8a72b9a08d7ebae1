import { betterAuth, APIError } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { validateValue } from '#core/rules/validate-value.ts';
import { ADMIN_ROLE, PASSWORD_MIN_LENGTH } from '#core/constants.ts';
import { MUST_BE_STRING } from '#core/rules/messages.ts';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { claimSiteInvitations } from '#server/modules/sites/claim-site-invitations.ts';
import { SECOND_FACTOR_GUESSING_PATHS, secondFactorPlugins } from './second-factor-plugins.ts';

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

/** Endpoints that try a password: each caller address gets AUTH_RATE_LIMIT_MAX tries per window on each. */
const PASSWORD_GUESSING_PATHS = ['/sign-in/email', '/sign-up/email', '/change-password', ...SECOND_FACTOR_GUESSING_PATHS] as const;

// Better Auth stores update-user's fields as sent; a wrong type or an empty name would otherwise
// reach the database and fail there (a 500).
const USER_FIELD_CHECKS: Record<string, { label: string; check: (value: unknown) => string | null }> = {
  name: { label: 'Name', check: (value) => validateValue(value, 'required|string|max:255') },
  // null removes the picture; anything else must be text (the string rule lets an empty list pass as empty).
  image: { label: 'Image', check: (value) => (value === null ? null : typeof value !== 'string' ? MUST_BE_STRING : validateValue(value, 'max:2048')) },
};

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
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
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
    plugins: [admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] }), ...secondFactorPlugins(baseURL)],
    databaseHooks: {
      user: {
        create: {
          // Site invitations for this address become editor memberships (docs/decisions/012).
          // A failure must not undo a sign-up that has already happened: it is logged instead.
          after: async (created) => {
            await claimSiteInvitations(db, created).catch((err: unknown) => authLogger.error({ err, userId: created.id }, 'claiming site invitations failed'));
          },
        },
      },
    },
    rateLimit: {
      // On in every mode: sign-in and sign-up must be limited in tests and development too.
      enabled: true,
      storage: 'database',
      window: rateLimit.window,
      max: rateLimit.max * 10,
      customRules: Object.fromEntries(PASSWORD_GUESSING_PATHS.map((path) => [path, { window: rateLimit.window, max: rateLimit.max }])),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: production && baseURL.startsWith('https://'),
      cookiePrefix: 'sitewright',
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // What Better Auth does not check itself: the product's password rule (spec 1-foundation §5)
      // wherever a password is set, and the types of update-user's fields.
      before: createAuthMiddleware(async (ctx) => {
        // Better Auth refuses a body that is not an object itself, after this hook.
        const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
        if (PASSWORD_PATHS.has(ctx.path)) {
          const password = body.newPassword ?? body.password;
          const message = validateValue(password, 'required|password');
          if (message) throw new APIError('BAD_REQUEST', { message, code: 'WEAK_PASSWORD' });
        }
        if (ctx.path === '/update-user') {
          for (const [field, { label, check }] of Object.entries(USER_FIELD_CHECKS)) {
            const message = field in body ? check(body[field]) : null;
            if (message) throw new APIError('BAD_REQUEST', { message: `${label}: ${message}`, code: 'INVALID_USER_FIELD' });
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
