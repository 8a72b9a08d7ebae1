import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';

/**
 * The bot challenge (spec 1 §1, §7 POST /api/turnstile/verify): a token the browser got from a
 * widget, verified by our server. The built-in provider is self-hosted proof-of-work (ALTCHA);
 * Cloudflare Turnstile when both TURNSTILE_* keys are set. Decision 019.
 */
export type ChallengeResult = { success: true } | { success: false; error: string };

export interface ChallengeProvider {
  readonly kind: 'altcha' | 'turnstile';
  /**
   * Checks a token once: a token that passed is spent, so a second verify of the same token fails
   * (`BOT_MESSAGES.failed`). A missing token fails with `BOT_MESSAGES.missingToken`; a provider
   * that cannot be reached with `BOT_MESSAGES.verifyError`. Never throws.
   */
  verify(token: string | null | undefined, ip: string | null): Promise<ChallengeResult>;
  /** What the form's widget slot needs to render (no secrets). */
  widgetConfig(): BotChallengeConfig;
}
