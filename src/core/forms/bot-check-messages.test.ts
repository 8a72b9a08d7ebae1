import { describe, expect, it } from 'vitest';
import { botCheckMessageForVisitor } from './bot-check-messages.ts';
import { BOT_MESSAGES } from './messages.ts';

describe('botCheckMessageForVisitor', () => {
  it('tells an ALTCHA visitor who forgot the check to tick its box, never about Turnstile', () => {
    const message = botCheckMessageForVisitor(BOT_MESSAGES.missingToken, 'altcha');
    expect(message).toBe('Please confirm you are not a robot (tick the “I\'m not a robot” check box) and send again.');
    expect(message).not.toMatch(/Turnstile|token/);
  });

  it("names Turnstile's own check box for Turnstile forms", () => {
    expect(botCheckMessageForVisitor(BOT_MESSAGES.missingToken, 'turnstile')).toBe('Please confirm you are not a robot (tick the “Verify you are human” check box) and send again.');
    expect(botCheckMessageForVisitor(BOT_MESSAGES.failed, 'turnstile')).toBe('The robot check did not go through. Please tick the “Verify you are human” check box again and send again.');
  });

  it('says to wait when the check could not be verified, and leaves other errors alone', () => {
    expect(botCheckMessageForVisitor(BOT_MESSAGES.verifyError, 'altcha')).toMatch(/wait a moment and send again/);
    expect(botCheckMessageForVisitor('Validation failed', 'altcha')).toBeNull();
    expect(botCheckMessageForVisitor(null, 'turnstile')).toBeNull();
  });
});
