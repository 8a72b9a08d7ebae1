import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createAltchaProvider } from './altcha.ts';
import type { ChallengeProvider } from './port.ts';
import { createTurnstileProvider } from './turnstile.ts';

/** Cloudflare Turnstile when both of its keys are set (the operator's choice); otherwise our own ALTCHA. */
export function createChallengeProvider(env: Env, db: Db, authSecret: string, logger?: Logger): ChallengeProvider {
  if (env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) {
    return createTurnstileProvider({
      db,
      siteKey: env.TURNSTILE_SITE_KEY,
      secretKey: env.TURNSTILE_SECRET_KEY,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      maxAgeSeconds: env.CHALLENGE_MAX_AGE_SECONDS,
      logger,
    });
  }
  return createAltchaProvider({ db, authSecret, maxAgeSeconds: env.CHALLENGE_MAX_AGE_SECONDS, logger });
}
