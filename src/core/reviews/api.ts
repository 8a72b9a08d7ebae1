// The reviews API's paths (spec 3 §7; decision 024), once, for the block, the dashboard and tests.
import type { ModerationFilter } from './review.ts';

export const REVIEWS_API = '/api/reviews';
export const REVIEWS_MODERATION_API = `${REVIEWS_API}/moderation`;

/** GET: the moderation list of a site (its unique id), one page. */
export function reviewsModerationListApi(query: { siteId: string; status: ModerationFilter; page: number; limit: number }): string {
  const params = new URLSearchParams({ siteId: query.siteId, status: query.status, page: String(query.page), limit: String(query.limit) });
  return `${REVIEWS_MODERATION_API}?${params.toString()}`;
}

/** POST { action }: approve or reject one review. */
export function reviewModerationApi(id: string): string {
  return `${REVIEWS_MODERATION_API}/${encodeURIComponent(id)}`;
}
