/**
 * What a form's bot-challenge widget needs to render (decision 019), as the server's challenge
 * port gives it: our ALTCHA with the url of its challenge, or Cloudflare Turnstile with the
 * public site key. Never a secret.
 */
export type BotChallengeConfig = { kind: 'altcha'; challengeUrl: string } | { kind: 'turnstile'; siteKey: string };

/** Where Cloudflare Turnstile's script and challenge frame come from; used (and allowed by the CSP) only when the operator chose Turnstile. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
