import { createHmac } from 'node:crypto';
import { createChallenge as createAltchaChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { ChallengeProvider, ChallengeResult } from './port.ts';
import { spendChallengeToken } from './spent-tokens.ts';

export const ALTCHA_CHALLENGE_PATH = '/api/altcha/challenge';

/**
 * The proof-of-work: PBKDF2/SHA-256 (bundled with the widget, Web Crypto in the browser) at
 * `cost` iterations per attempt, with the answer hidden at a random counter in [min, max). The
 * widget searches from 0 with one worker per core: on average 2,500 attempts, ~1.5 ms each on a
 * phone's core, over 4 workers, is about a second. Measured: headless Chromium on a busy 2-core
 * machine solves it in 0.5-0.8 s (altcha 3.2.2).
 */
export const ALTCHA_DIFFICULTY = { cost: 1_000, minCounter: 1_000, maxCounter: 4_000 } as const;

export interface AltchaProviderOptions {
  db: Db;
  /** The app's auth secret; the challenge keys are derived from it (no extra setting). */
  authSecret: string;
  maxAgeSeconds: number;
  logger?: Logger;
}

/** What the widget posts back: base64 of JSON { challenge, solution } (altcha v3 / altcha-lib v2). */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      cost: z.number(),
      expiresAt: z.number().positive(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      nonce: z.string(),
      salt: z.string(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

export interface AltchaChallengeProvider extends ChallengeProvider {
  readonly kind: 'altcha';
  /** A fresh signed challenge for the widget (GET /api/altcha/challenge). */
  createChallenge(): Promise<Challenge>;
}

export function createAltchaProvider(options: AltchaProviderOptions): AltchaChallengeProvider {
  const { db, maxAgeSeconds, logger } = options;
  // Two keys of their own, so a challenge signature can never stand in for a session's or another's.
  const hmacSignatureSecret = deriveSecret(options.authSecret, 'sitewright/altcha/challenge');
  const hmacKeySignatureSecret = deriveSecret(options.authSecret, 'sitewright/altcha/key');

  return {
    kind: 'altcha',
    widgetConfig: () => ({ kind: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),
    createChallenge: () =>
      createAltchaChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: ALTCHA_DIFFICULTY.cost,
        counter: randomInt(ALTCHA_DIFFICULTY.maxCounter, ALTCHA_DIFFICULTY.minCounter),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + maxAgeSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token): Promise<ChallengeResult> {
      if (typeof token !== 'string' || token.trim() === '') return { success: false, error: BOT_MESSAGES.missingToken };
      const payload = PayloadSchema.safeParse(decodePayload(token));
      if (!payload.success) return { success: false, error: BOT_MESSAGES.failed };
      const { challenge, solution } = payload.data;
      try {
        // Checks the expiry, the signature over every parameter, then the solution against the key signature.
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        if (!result.verified) return { success: false, error: BOT_MESSAGES.failed };
        // Spent by the challenge's signature, not by the token's bytes: a payload re-encoded
        // (other key order, padding) is the same solution and must not pass twice.
        const spent = await spendChallengeToken(db, `altcha:${challenge.signature}`, new Date(challenge.parameters.expiresAt * 1000));
        return spent ? { success: true } : { success: false, error: BOT_MESSAGES.failed };
      } catch (error) {
        logger?.error({ err: error }, 'altcha: verifying a challenge failed');
        return { success: false, error: BOT_MESSAGES.verifyError };
      }
    },
  };
}

function deriveSecret(authSecret: string, purpose: string): string {
  return createHmac('sha256', authSecret).update(purpose).digest('hex');
}

function decodePayload(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}
