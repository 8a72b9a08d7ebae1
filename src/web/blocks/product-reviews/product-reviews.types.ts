import type { ReviewStats } from '#core/reviews/review.ts';
import { PRODUCT_REVIEWS_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/** Spec 3 §2: the Product reviews block's settings. */
export interface ProductReviewsProps extends SiteSlugProps {
  /** The product whose reviews are shown; empty: the record the page shows (a products template). */
  productId: string;
  title: string;
  /** Spec 3 §8: a failed stats load shows 'Unable to Load Reviews' only when set. */
  showErrors: boolean;
  /** The review form asks for the order reference, the buyer's email and privacy consent. */
  requireOrderVerification: boolean;
  activeColor: string;
  inactiveColor: string;
  /** Server-computed (prepare-render-data): the bound record's id on a record page; absent elsewhere. */
  _productId?: string;
  /** Server-computed: what the review form's bot challenge widget renders; null or absent: no widget. */
  _challenge?: BotChallengeConfig | null;
  /** Server-computed on a record page: the `_productId`'s approved reviews' stats, shown until the block loads its own. */
  _stats?: ReviewStats;
}

export const PRODUCT_REVIEWS_DEFAULT_PROPS: ProductReviewsProps = PRODUCT_REVIEWS_DEFAULTS;
