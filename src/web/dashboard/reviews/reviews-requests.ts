import { reviewModerationApi, reviewsModerationListApi } from '#core/reviews/api.ts';
import { MODERATION_PAGE_SIZE } from '#core/reviews/constants.ts';
import { MODERATION_FAILED, MODERATION_LOAD_FAILED } from '#core/reviews/messages.ts';
import type { ModerationAction, ModerationFilter, ModerationReview } from '#core/reviews/review.ts';
import { api } from '#web/api/client.ts';

export interface ModerationPage {
  reviews: ModerationReview[];
  total: number;
}

export interface ModerationQuery {
  siteId: string;
  status: ModerationFilter;
  page: number;
}

/** Every moderation list of a site (all filters and pages): what a decision refetches. */
export const moderationKey = (siteId: string) => ['review-moderation', siteId] as const;
export const moderationListKey = (query: ModerationQuery) => [...moderationKey(query.siteId), query.status, query.page] as const;

export function fetchModeration(query: ModerationQuery, signal?: AbortSignal): Promise<ModerationPage> {
  return api.get<ModerationPage>(reviewsModerationListApi({ ...query, limit: MODERATION_PAGE_SIZE }), { signal, fallback: MODERATION_LOAD_FAILED });
}

export async function moderateReview(id: string, action: ModerationAction): Promise<ModerationReview> {
  return (await api.post<{ review: ModerationReview }>(reviewModerationApi(id), { action }, { fallback: MODERATION_FAILED })).review;
}
