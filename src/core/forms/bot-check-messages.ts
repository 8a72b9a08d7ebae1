// What a visitor reads when a form or review is refused for its bot check. The API answers spec 1
// §8's BOT_MESSAGES ('Missing Turnstile token' whichever provider); the visitor is told what to do
// next, in the words of the widget on their screen.
import type { BotChallengeConfig } from './bot-challenge.ts';
import { BOT_MESSAGES } from './messages.ts';

export type BotChallengeKind = BotChallengeConfig['kind'];

/** The words on each provider's check box, so a message can point at it. */
const CHECK_BOX_LABEL: Record<BotChallengeKind, string> = { altcha: "I'm not a robot", turnstile: 'Verify you are human' };

/** The visitor's message for a bot-check refusal; null for any other error. */
export function botCheckMessageForVisitor(serverError: string | null | undefined, kind: BotChallengeKind): string | null {
  const box = `tick the “${CHECK_BOX_LABEL[kind]}” check box`;
  if (serverError === BOT_MESSAGES.missingToken) return `Please confirm you are not a robot (${box}) and send again.`;
  if (serverError === BOT_MESSAGES.failed) return `The robot check did not go through. Please ${box} again and send again.`;
  if (serverError === BOT_MESSAGES.verifyError) return 'The robot check could not be verified just now. Please wait a moment and send again.';
  return null;
}
