import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { ShopperReview } from '#core/reviews/review.ts';
import { VERIFIED_PURCHASE_LABEL } from '#core/reviews/messages.ts';
import {
  SHOPPER_REVIEW_STATUS_LABELS,
  SHOPPER_REVIEWS_FAILED,
  SHOPPER_REVIEWS_LOADING,
  SHOPPER_REVIEWS_NONE,
  SHOPPER_REVIEWS_TITLE,
  shopperReviewRating,
} from '#core/shop/shop-account-messages.ts';
import { api } from '#web/api/client.ts';
import { AccountSection } from './account-section.tsx';

/** GET /api/account/reviews?site=: the signed-in shopper's own reviews in this shop. */
async function fetchShopperReviews(site: string, signal: AbortSignal): Promise<ShopperReview[]> {
  const body = await api.get<{ reviews?: ShopperReview[] } | null>(`/api/account/reviews?site=${encodeURIComponent(site)}`, { signal });
  return Array.isArray(body?.reviews) ? body.reviews : [];
}

/** The shopper's reviews on their account page in a shop: product, stars, title, where it stands, verified or not. */
export function ShopperReviews({ site }: { site: string }): ReactElement {
  const query = useQuery({ queryKey: ['account-reviews', site], queryFn: ({ signal }) => fetchShopperReviews(site, signal) });
  return (
    <AccountSection title={SHOPPER_REVIEWS_TITLE} query={query} loading={SHOPPER_REVIEWS_LOADING} failed={SHOPPER_REVIEWS_FAILED} empty={SHOPPER_REVIEWS_NONE}>
      {(reviews) => (
        <ul className="flex flex-col gap-3">
          {reviews.map((item) => (
            <li key={item.id} className="rounded-xl border border-border bg-surface p-4 text-fg" data-shopper-review={item.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="break-words font-semibold">{item.productName}</h3>
                <span className="text-sm text-fg-muted">{SHOPPER_REVIEW_STATUS_LABELS[item.status]}</span>
              </div>
              <p className="mt-1 text-sm">
                <span>{shopperReviewRating(item.rating)}</span>
                {item.verifiedPurchase ? (
                  <span className="ml-2 font-medium" data-verified-purchase="">
                    {VERIFIED_PURCHASE_LABEL}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 break-words">{item.title}</p>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
