import { Hono } from 'hono';
import { z } from 'zod';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/http/database-rate-limit.ts';
import { jsonError, readJsonObject } from '#server/http/errors.ts';
import type { AltchaChallengeProvider } from '#server/providers/challenge/altcha.ts';
import type { ChallengeProvider } from '#server/providers/challenge/port.ts';
import { verifyChallengeToken } from './verify-request-token.public.ts';

/** Spec 1 §7: JSON token and ip. Both optional here, so a missing token gets the spec's own message. */
const VerifyBody = z.object({
  token: z.string().max(16_384).nullish(),
  ip: z.string().max(64).nullish(),
});

export const NO_ALTCHA_MESSAGE = 'The built-in challenge is off: this server uses Cloudflare Turnstile';

/** The body is the spec's either way; the status says whose fault: the caller's token, or the provider. */
function failureStatus(error: string): 400 | 403 | 502 {
  if (error === BOT_MESSAGES.missingToken) return 400;
  return error === BOT_MESSAGES.verifyError ? 502 : 403;
}

function isAltcha(provider: ChallengeProvider): provider is AltchaChallengeProvider {
  return provider.kind === 'altcha' && 'createChallenge' in provider;
}

/** Challenges one address may fetch: a visitor needs one per submission attempt. */
export const ALTCHA_CHALLENGE_RATE_LIMIT: RateLimitRule = { max: 120, windowMs: 10 * 60 * 1000 };
export const altchaChallengeRateLimitKey = (ip: string) => `sw:altcha-challenge|${ip}`;

/** GET /api/altcha/challenge: a fresh signed proof-of-work for the form widget. Public; 429 past the rate limit. */
export const altchaRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  const { challenge, database } = c.get('deps');
  if (!isAltcha(challenge)) return jsonError(c, 404, NO_ALTCHA_MESSAGE);
  // Each challenge costs a key derivation: one address may not ask for them without end.
  const verdict = await consumeRateLimit(database.db, altchaChallengeRateLimitKey(c.get('clientIp')), ALTCHA_CHALLENGE_RATE_LIMIT);
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return jsonError(c, 429, 'Too many requests. Try again later.');
  }
  c.header('Cache-Control', 'no-store');
  return c.json(await challenge.createChallenge());
});

/**
 * POST /api/turnstile/verify (spec 1 §7): {token, ip} → {success, error?}. Public: it spends the
 * token, so a visitor's later submission with the same token is refused.
 * The `ip` of the body is accepted and ignored: Turnstile's `remoteip` is a hint against token
 * theft, and an address the caller chooses would defeat it. We send the connection's address, as
 * resolved for every request (TRUSTED_PROXIES aware).
 */
export const turnstileRoutes = new Hono<AppEnv>().post('/verify', async (c) => {
  const parsed = VerifyBody.safeParse(await readJsonObject(c));
  if (!parsed.success) return jsonError(c, 400, 'Malformed body: token and ip must be strings');
  const result = await verifyChallengeToken(c.get('deps'), parsed.data.token, c);
  return c.json(result, result.success ? 200 : failureStatus(result.error));
});
