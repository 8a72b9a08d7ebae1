import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import type { BoundRecord } from '#core/content/record-binding.ts';

/**
 * A ProductReviews block's server-side props: on a record page (a data-area view template) the
 * record's id, so the block shows that product's reviews whatever its setting; and what the review
 * form's bot challenge widget needs.
 */
export function prepareProductReviews(context: { bound?: BoundRecord | null; challenge?: () => BotChallengeConfig }): Record<string, unknown> {
  const id = context.bound?.record._id;
  return {
    ...(typeof id === 'string' && id !== '' ? { _productId: id } : {}),
    _challenge: context.challenge?.() ?? null,
  };
}
