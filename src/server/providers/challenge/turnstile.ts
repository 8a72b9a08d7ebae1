import type { Logger } from 'pino';
import { z } from 'zod';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { ChallengeProvider, ChallengeResult } from './port.ts';
import { spendChallengeToken } from './spent-tokens.ts';

/** Cloudflare's siteverify answers within a few hundred ms; a hung call must not hold a form submission. */
export const TURNSTILE_TIMEOUT_MS = 5_000;
/** A Turnstile token is valid for 300 s (Cloudflare's documentation); we remember it at least that long. */
const TURNSTILE_TOKEN_LIFETIME_SECONDS = 300;
/** Cloudflare refuses longer tokens (its documented maximum is 2048 characters). */
const MAX_TOKEN_LENGTH = 2048;

export interface TurnstileProviderOptions {
  db: Db;
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  maxAgeSeconds: number;
  logger?: Logger;
  timeoutMs?: number;
}

const SiteverifySchema = z.looseObject({ success: z.boolean() });

export function createTurnstileProvider(options: TurnstileProviderOptions): ChallengeProvider {
  const { db, siteKey, secretKey, verifyUrl, logger, timeoutMs = TURNSTILE_TIMEOUT_MS } = options;
  const keepSeconds = Math.max(TURNSTILE_TOKEN_LIFETIME_SECONDS, options.maxAgeSeconds);

  return {
    kind: 'turnstile',
    widgetConfig: () => ({ kind: 'turnstile', siteKey }),
    async verify(token, ip): Promise<ChallengeResult> {
      if (typeof token !== 'string' || token.trim() === '') return { success: false, error: BOT_MESSAGES.missingToken };
      if (token.length > MAX_TOKEN_LENGTH) return { success: false, error: BOT_MESSAGES.failed };
      let answer: z.infer<typeof SiteverifySchema>;
      try {
        const form = new URLSearchParams({ secret: secretKey, response: token });
        if (ip) form.set('remoteip', ip);
        const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = SiteverifySchema.parse(await response.json());
      } catch (error) {
        logger?.warn({ err: error }, 'turnstile: siteverify could not be reached');
        return { success: false, error: BOT_MESSAGES.verifyError };
      }
      if (!answer.success) return { success: false, error: BOT_MESSAGES.failed };
      try {
        // Cloudflare refuses a token twice too; this holds when its answer is replayed or cached.
        const spent = await spendChallengeToken(db, `turnstile:${token}`, new Date(Date.now() + keepSeconds * 1000));
        return spent ? { success: true } : { success: false, error: BOT_MESSAGES.failed };
      } catch (error) {
        logger?.error({ err: error }, 'turnstile: recording a used token failed');
        return { success: false, error: BOT_MESSAGES.verifyError };
      }
    },
  };
}
