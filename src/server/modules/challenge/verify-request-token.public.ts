import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '#server/http/app-env.ts';
import type { ChallengeResult } from '#server/providers/challenge/port.ts';

/**
 * Verifies (and spends) a bot-challenge token that came with this request, e.g. a form's
 * `turnstileToken`. The client address is the one the app resolved for the connection
 * (TRUSTED_PROXIES aware), never one the request claims. Never throws.
 */
export function verifyChallengeToken(deps: Pick<AppDeps, 'challenge'>, token: unknown, c: Context<AppEnv>): Promise<ChallengeResult> {
  return deps.challenge.verify(typeof token === 'string' ? token : null, c.get('clientIp') || null);
}
