import { reviewModerationApi, reviewsModerationListApi } from '#core/reviews/api.ts';
import { MODERATION_PAGE_SIZE } from '#core/reviews/constants.ts';
import { MODERATION_FAILED, MODERATION_LOAD_FAILED } from '#core/reviews/messages.ts';
import type { ModerationAction, ModerationFilter, ModerationReview } from '#core/reviews/review.ts';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

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

/** The server's own error text when it sent one, else `fallback`. */
async function failure(response: Response, fallback: string): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' && body.error !== '' ? body.error : `${fallback} (HTTP ${response.status})`);
}

export async function fetchModeration(fetcher: Fetcher, query: ModerationQuery, signal?: AbortSignal): Promise<ModerationPage> {
  const response = await fetcher(reviewsModerationListApi({ ...query, limit: MODERATION_PAGE_SIZE }), { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, MODERATION_LOAD_FAILED);
  return (await response.json()) as ModerationPage;
}

export async function moderateReview(fetcher: Fetcher, id: string, action: ModerationAction): Promise<ModerationReview> {
  const response = await fetcher(reviewModerationApi(id), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ action }),
  });
  if (!response.ok) throw await failure(response, MODERATION_FAILED);
  return ((await response.json()) as { review: ModerationReview }).review;
}
