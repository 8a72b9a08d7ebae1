import type { Context } from 'hono';
import { FORM_START_TIME_KEY, HONEYPOT_FIELD, HONEYPOT_TIME_THRESHOLD_MS, TURNSTILE_TOKEN_KEY } from '#core/forms/form-input.ts';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { verifyChallengeToken } from '#server/modules/challenge/verify-request-token.public.ts';
import type { Submission } from './read-submission.ts';

/** What a silent abort answers: the browser's form would not have sent it, so nothing is said. */
export const SILENT_ABORT = { data: null, error: null, message: 'ok' } as const;

/** A spec 3 §5 bot sign: the hidden honeypot holds something, or the form was sent under 500 ms after it was shown (or says no time). */
export function looksAutomated(data: Readonly<Record<string, unknown>>, now = Date.now()): boolean {
  const honeypot = data[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return true;
  const started = Number(data[FORM_START_TIME_KEY]);
  return !Number.isFinite(started) || now - started < HONEYPOT_TIME_THRESHOLD_MS;
}

/**
 * The bot checks of a write, in the spec's order: a challenge token is verified (and spent) when
 * one came or the caller is anonymous (none: 400 'Missing Turnstile token'; refused: 403); then,
 * for a visitor or a published form's submission, the honeypot and timing checks, whose failure
 * answers 'abort' (200, nothing stored). Throws the challenge's refusal as an HttpError.
 */
export async function botChecks(c: Context<AppEnv>, submission: Submission): Promise<'pass' | 'abort'> {
  const anonymous = c.get('user') === null;
  const token = submission.data[TURNSTILE_TOKEN_KEY];
  if (token !== undefined || anonymous) {
    const result = await verifyChallengeToken(c.get('deps'), token, c);
    if (!result.success) throw new HttpError(result.error === BOT_MESSAGES.failed ? 403 : 400, result.error);
  }
  if ((anonymous || submission.formId !== null) && looksAutomated(submission.data)) return 'abort';
  return 'pass';
}
