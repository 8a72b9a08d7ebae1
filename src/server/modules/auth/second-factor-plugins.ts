import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { PASSKEY_LIMIT_REACHED, PASSKEY_NAME_TOO_LONG, PASSKEY_USER_VERIFICATION_REQUIRED } from '#core/auth/second-factor-messages.ts';
import { PASSKEY_NAME_MAX_LENGTH, PASSKEYS_PER_USER_MAX } from '#core/auth/second-factor-limits.ts';

const APP_NAME = 'Sitewright';

/**
 * Second-factor endpoints that take a guess (a TOTP code, a backup code or the password): they join
 * the password-guessing rate limit. The plugin's own limits (5 tries per sign-in challenge, a
 * 15-minute account lock after 10 failures in a row) apply as well.
 */
export const SECOND_FACTOR_GUESSING_PATHS = [
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
] as const;

/** What the passkey plugin leaves unbounded: the length of a passkey's name and how many one user keeps. */
const passkeyBounds = {
  id: 'sitewright-passkey-bounds',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === '/passkey/verify-registration' || ctx.path === '/passkey/update-passkey',
        handler: createAuthMiddleware(async (ctx) => {
          const name: unknown = (ctx.body as Record<string, unknown> | undefined)?.name;
          if (typeof name === 'string' && name.length > PASSKEY_NAME_MAX_LENGTH) throw new APIError('BAD_REQUEST', { message: PASSKEY_NAME_TOO_LONG, code: 'PASSKEY_NAME_TOO_LONG' });
        }),
      },
      {
        matcher: (ctx) => ctx.path === '/passkey/generate-register-options',
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          if (!session) return;
          const count = await ctx.context.adapter.count({ model: 'passkey', where: [{ field: 'userId', value: session.user.id }] });
          if (count >= PASSKEYS_PER_USER_MAX) throw new APIError('BAD_REQUEST', { message: PASSKEY_LIMIT_REACHED, code: 'PASSKEY_LIMIT_REACHED' });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/**
 * TOTP with backup codes, and passkeys, for Better Auth (decision 032). The relying party is the
 * public address: a passkey made on one host name never signs in on another.
 */
export function secondFactorPlugins(baseURL: string) {
  const url = new URL(baseURL);
  return [
    twoFactor({ issuer: APP_NAME }),
    passkey({
      rpID: url.hostname,
      rpName: APP_NAME,
      origin: url.origin,
      // A passkey signs in without the TOTP step, so it must be two factors itself: the device
      // and its PIN, fingerprint or face. Better Auth does not require user verification.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      registration: {
        afterVerification: ({ verification }) => {
          if (!verification.registrationInfo?.userVerified) throw new APIError('BAD_REQUEST', { message: PASSKEY_USER_VERIFICATION_REQUIRED, code: 'USER_VERIFICATION_REQUIRED' });
        },
      },
      authentication: {
        afterVerification: ({ verification }) => {
          if (!verification.authenticationInfo.userVerified) throw new APIError('UNAUTHORIZED', { message: PASSKEY_USER_VERIFICATION_REQUIRED, code: 'USER_VERIFICATION_REQUIRED' });
        },
      },
    }),
    passkeyBounds,
  ] as const;
}
