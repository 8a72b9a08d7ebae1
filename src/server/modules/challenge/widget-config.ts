import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import type { AppDeps } from '#server/http/app-env.ts';

/** What a form's widget slot renders with (the page's server-side preparation passes it to the island). */
export function botChallengeConfig(deps: Pick<AppDeps, 'challenge'>): BotChallengeConfig {
  return deps.challenge.widgetConfig();
}
