import { betterAuth, APIError } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED_CODE, EMAIL_NOT_VERIFIED_MESSAGE } from '#core/auth/messages.ts';
import { FRESH_SESSION_MINUTES } from '#core/auth/second-factor-limits.ts';
import { validateValue } from '#core/rules/validate-value.ts';
import { ADMIN_ROLE, PASSWORD_MIN_LENGTH } from '#core/constants.ts';
import { MUST_BE_STRING } from '#core/rules/messages.ts';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { SECOND_FACTOR_GUESSING_PATHS, secondFactorPlugins } from './second-factor-plugins.ts';
import type { AccountMail } from './account-mail.ts';

/** Set by our server from the socket (or a trusted proxy); any copy sent by a client is dropped. */
export const CLIENT_IP_HEADER = 'x-sitewright-client-ip';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  rateLimit: { window: number; max: number };
  production: boolean;
  logger: Logger;
  /** Confirmation links, reset links and sign-up notes, through the mail port. */
  accountMail: AccountMail;
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/change-password', '/reset-password', '/admin/create-user', '/admin/set-user-password']);

/** Endpoints that try a password: each caller address gets AUTH_RATE_LIMIT_MAX tries per window on each. */
const PASSWORD_GUESSING_PATHS = ['/sign-in/email', '/sign-up/email', '/change-password', ...SECOND_FACTOR_GUESSING_PATHS] as const;

/** Endpoints that mail an address: each caller address gets AUTH_RATE_LIMIT_MAX per window (each address, a few an hour: account-mail.ts). */
const ACCOUNT_MAIL_PATHS = ['/send-verification-email', '/request-password-reset'] as const;

// Better Auth stores update-user's fields as sent; a wrong type or an empty name would otherwise
// reach the database and fail there (a 500).
const USER_FIELD_CHECKS: Record<string, { label: string; check: (value: unknown) => string | null }> = {
  name: { label: 'Name', check: (value) => validateValue(value, 'required|string|max:255') },
  // null removes the picture; anything else must be text (the string rule lets an empty list pass as empty).
  image: { label: 'Image', check: (value) => (value === null ? null : typeof value !== 'string' ? MUST_BE_STRING : validateValue(value, 'max:2048')) },
};

export function createAuth({ db, secret, baseURL, rateLimit, production, logger, accountMail }: AuthOptions) {
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
      // An account proves its address before it signs in (or claims an invitation). With this on,
      // Better Auth answers a sign-up with an address that has an account exactly as a new one
      // (no USER_ALREADY_EXISTS), and onExistingUserSignUp tells the address's owner instead.
      requireEmailVerification: true,
      onExistingUserSignUp: ({ user }) => accountMail.existingAccount(user),
      // The admin plugin sets a new user's role in a hook, which the made-up answer never runs:
      // without it, `role: null` would tell a known address from a new one.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, role: 'user', ...additionalFields, id }),
      sendResetPassword: ({ user, url, token }) => accountMail.passwordReset(user, token, url),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A new link only when asked for (the sign-in screen's "Resend the link"), not on every attempt.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: ({ user, url }) => accountMail.verification(user, url),
    },
    databaseHooks: {
      session: {
        create: {
          // No session for an address nobody proved, whatever the way in (a passkey, an admin's
          // impersonation): sign-in checks it, the passkey plugin does not. Confirming the address
          // marks the user verified before it signs them in, so that session is allowed.
          before: async (session, context) => {
            const owner = context
              ? await context.context.internalAdapter.findUserById(session.userId)
              : ((await db.select({ emailVerified: schema.user.emailVerified }).from(schema.user).where(eq(schema.user.id, session.userId)))[0] ?? null);
            if (owner?.emailVerified !== true) throw new APIError('FORBIDDEN', { message: EMAIL_NOT_VERIFIED_MESSAGE, code: EMAIL_NOT_VERIFIED_CODE });
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // Adding a passkey (and Better Auth's list-sessions, unlink-account, delete-user) needs a
      // recent sign-in, not one a day old: the cookie alone must not buy a lasting way in.
      freshAge: FRESH_SESSION_MINUTES * 60,
      // No cookie cache: a role change or ban must take effect on the next request.
      cookieCache: { enabled: false },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] }), ...secondFactorPlugins(baseURL)],
    rateLimit: {
      // On in every mode: sign-in and sign-up must be limited in tests and development too.
      enabled: true,
      storage: 'database',
      window: rateLimit.window,
      max: rateLimit.max * 10,
      customRules: Object.fromEntries([...PASSWORD_GUESSING_PATHS, ...ACCOUNT_MAIL_PATHS].map((path) => [path, { window: rateLimit.window, max: rateLimit.max }])),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: production && baseURL.startsWith('https://'),
      cookiePrefix: 'sitewright',
      database: { generateId: () => crypto.randomUUID() },
      // Mail about an account (confirmation, reset, the sign-up note) goes out after the answer: an
      // SMTP round trip made only for addresses that have an account would tell them apart by time.
      backgroundTasks: { handler: (task) => void task },
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
