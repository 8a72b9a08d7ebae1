// Approved reviews of the demo catalogue, so the Product reviews block, the moderation screen and
// the products' rating and review count agree from the first start (the count and the average are
// computed from these, as moderation computes them afterwards).

import type { WouldRecommend } from '#core/reviews/review.ts';

export interface DemoReview {
  rating: 1 | 2 | 3 | 4 | 5;
  reviewer_name: string;
  review_title: string;
  review_text: string;
  would_recommend: WouldRecommend;
  helpful_votes: number;
  is_verified_purchase: boolean;
}

const REVIEWS: readonly DemoReview[] = [
  { rating: 5, reviewer_name: 'Maya R.', review_title: 'Exactly as described', review_text: 'Arrived quickly, well packed, and it looks even better than in the photos. Would buy again.', would_recommend: 'yes', helpful_votes: 14, is_verified_purchase: true },
  { rating: 4, reviewer_name: 'Tom B.', review_title: 'Great quality for the price', review_text: 'Solid build and a nice finish. Took one star off because delivery was a day late, otherwise perfect.', would_recommend: 'yes', helpful_votes: 9, is_verified_purchase: true },
  { rating: 5, reviewer_name: 'Priya S.', review_title: 'My new favourite', review_text: 'I use it every day and it still feels new after two months. The details are really well thought out.', would_recommend: 'yes', helpful_votes: 21, is_verified_purchase: false },
  { rating: 3, reviewer_name: 'Jonas K.', review_title: 'Good, not perfect', review_text: 'Does what it promises, but the colour is a little darker than on my screen. Still happy to keep it.', would_recommend: 'maybe', helpful_votes: 6, is_verified_purchase: true },
  { rating: 5, reviewer_name: 'Elena M.', review_title: 'Bought a second one', review_text: 'Liked the first so much that I ordered another as a gift. Both arrived in perfect condition.', would_recommend: 'yes', helpful_votes: 11, is_verified_purchase: true },
  { rating: 4, reviewer_name: 'Sam O.', review_title: 'Comfortable and well made', review_text: 'Feels sturdy and comfortable. Sizing runs very slightly large, so check the guide before ordering.', would_recommend: 'yes', helpful_votes: 4, is_verified_purchase: false },
  { rating: 2, reviewer_name: 'Chris D.', review_title: 'Not quite for me', review_text: 'Nicely made, but it did not suit what I needed. Returns were easy and the refund came within a week.', would_recommend: 'no', helpful_votes: 3, is_verified_purchase: true },
  { rating: 5, reviewer_name: 'Aiko T.', review_title: 'Worth every penny', review_text: 'Beautiful materials and careful stitching. You can tell it was made to last rather than to be replaced.', would_recommend: 'yes', helpful_votes: 17, is_verified_purchase: true },
];

/** The demo reviews of the catalogue's `index`-th product: two to five of them, varied by product. */
export function demoReviewsFor(index: number): DemoReview[] {
  const count = 2 + (index % 4);
  return Array.from({ length: count }, (_, i) => REVIEWS[(index * 3 + i) % REVIEWS.length]!);
}
