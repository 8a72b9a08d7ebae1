import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import type { BoundRecord } from '#core/content/record-binding.ts';
import type { ReviewStats } from '#core/reviews/review.ts';

/**
 * A ProductReviews block's server-side props: on a record page (a data-area view template) the
 * record's id, so the block shows that product's reviews whatever its setting; and what the review
 * form's bot challenge widget needs; and that product's stats from its approved reviews
 * (`_stats`), the figures the ProductDetails header reads too, so the page says one thing before
 * and after the block loads.
 */
export async function prepareProductReviews(context: { bound?: BoundRecord | null; challenge?: () => BotChallengeConfig; reviewStats?: (productId: string) => Promise<ReviewStats> }): Promise<Record<string, unknown>> {
  const id = context.bound?.record._id;
  const bound = typeof id === 'string' && id !== '' ? id : null;
  return {
    ...(bound ? { _productId: bound } : {}),
    ...(bound && context.reviewStats ? { _stats: await context.reviewStats(bound) } : {}),
    _challenge: context.challenge?.() ?? null,
  };
}
