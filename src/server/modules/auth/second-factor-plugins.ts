import { APIError } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { PASSKEY_USER_VERIFICATION_REQUIRED } from '#core/auth/second-factor-messages.ts';

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
  ] as const;
}
