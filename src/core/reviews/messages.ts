// Every user-facing string of reviews: the spec's texts (spec 3 §1, §2, §4, §8) copied exactly;
// the rest, marked "designed", fill what the spec leaves open. The visitor block, the dashboard
// and the API import them from here.

// Spec texts.
export const PRODUCT_ID_REQUIRED = 'Product ID is required to display reviews.';
export const REVIEW_DATA_LOAD_FAILED = 'Failed to load review data';
export const REVIEWS_LOAD_ERROR_TITLE = 'Unable to Load Reviews';
export const REVIEW_SUBMIT_NETWORK_ERROR = 'Network error occurred while submitting review';
export const REVIEW_REPORT_FAILED = 'Error reporting review. Please try again.';
export const REVIEW_REPORT_CONFIRM = 'Are you sure you want to report this review?';
export const REVIEW_REPORTED_LABEL = 'Reported';
export const REVIEW_PENDING_APPROVAL = 'Your review will be published after approval by the seller.';
export const WRITE_A_REVIEW = 'Write a Review';
export const LOAD_MORE_REVIEWS = 'Load More';

// Designed: the block's labels.
export const REVIEWS_HEADING = 'Customer Reviews';
export const NO_REVIEWS_YET = 'No reviews yet. Be the first to review this product.';
export const SORT_REVIEWS_LABEL = 'Sort reviews';
export const REPORT_LABEL = 'Report';
export const VERIFIED_PURCHASE_LABEL = 'Verified Purchase';
export const SUBMIT_REVIEW_LABEL = 'Submit Review';
export const SUBMITTING_REVIEW_LABEL = 'Submitting...';
export const RATE_THIS_PRODUCT_LABEL = 'Rate this product';
export const reviewCountLabel = (n: number): string => (n === 1 ? 'Based on 1 review' : `Based on ${n} reviews`);
export const starsLabel = (n: number): string => (n === 1 ? '1 star' : `${n} stars`);
export const ratingOutOfLabel = (rating: number, scale: number): string => `Rated ${rating} out of ${scale}`;
export const helpfulCountLabel = (n: number): string => `Helpful (${n})`;

// Designed: form field labels.
export const REVIEW_FIELD_LABELS = {
  rating: 'Rating',
  reviewer_name: 'Your name',
  review_title: 'Review title',
  review_text: 'Your review',
  would_recommend: 'Would you recommend this product?',
  order_confirmation: 'Order number',
  customer_email: 'Email used for the order',
  privacy_consent: 'I agree that my order details are used to verify this purchase.',
} as const;
export const WOULD_RECOMMEND_LABELS = { yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

// Designed: validation messages (spec 3 §5 names 'Minimum 20 characters required').
export const RATING_REQUIRED = 'Please select a rating';
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
export const minCharactersMessage = (min: number): string => `Minimum ${min} characters required`;
export const maxCharactersMessage = (max: number): string => `Maximum ${max} characters allowed`;
export const WOULD_RECOMMEND_REQUIRED = 'Please choose yes, maybe or no';
export const ORDER_CONFIRMATION_FORMAT = 'Enter your order number (SW-…) or the payment confirmation id (cs_…)';
export const CUSTOMER_EMAIL_INVALID = 'Please enter a valid email address';
export const PRIVACY_CONSENT_REQUIRED = 'Please agree so we can verify your purchase';

// Designed: the API's answers.
export const REVIEW_VALIDATION_FAILED = 'Please correct the highlighted fields.';
export const REVIEW_PRODUCT_NOT_FOUND = 'This product cannot be reviewed.';
export const ORDER_NOT_VERIFIED = 'We could not find a paid order of this product with this order number and email address.';
export const REVIEW_RATE_LIMITED = 'Too many reviews were sent from your network. Please try again later.';
export const REVIEW_ACTION_RATE_LIMITED = 'Too many requests. Please try again later.';
export const REVIEW_NOT_FOUND = 'Review not found';
export const HELPFUL_VOTE_COUNTED = 'Thank you for your feedback.';
export const HELPFUL_VOTE_ALREADY_COUNTED = 'You have already marked this review as helpful.';
export const REVIEW_REPORT_SUCCESS = 'Thank you. The review has been reported to the seller.';
export const REVIEW_ALREADY_REPORTED = 'You have already reported this review.';
export const INVALID_REVIEW_ACTION = "action must be 'helpful' or 'report'";
export const INVALID_REVIEW_SORT = "sortBy must be review_date, helpful_votes or rating and sortOrder desc or asc";

// Designed: the dashboard's moderation screen.
export const MODERATION_TITLE = 'Reviews';
export const MODERATION_DESCRIPTION = 'Visitors’ reviews are published only once you approve them.';
export const MODERATION_APPROVE = 'Approve';
export const MODERATION_REJECT = 'Reject';
export const MODERATION_APPROVED = 'Review approved';
export const MODERATION_REJECTED = 'Review rejected';
export const MODERATION_FAILED = 'The review could not be updated. Please try again.';
export const MODERATION_LOAD_FAILED = 'The reviews could not be loaded.';
export const moderationEmptyMessage = (filter: string): string => `No ${filter.toLowerCase()} reviews.`;
export const reportCountLabel = (n: number): string => (n === 1 ? 'Reported once' : `Reported ${n} times`);
export const INVALID_MODERATION_ACTION = "action must be 'approve' or 'reject'";
export const MODERATION_LOADING = 'Loading reviews…';
export const MODERATION_FILTER_LABEL = 'Show reviews';
export const MODERATION_PAGES_LABEL = 'Review pages';
export const moderationHeading = (siteTitle: string): string => `${siteTitle}: reviews`;
export const moderationActionLabel = (action: string, title: string): string => `${action}: ${title}`;
export const MODERATION_PRODUCT_LABEL = 'Product';
export const MODERATION_EMAIL_LABEL = 'Order email';
export const MODERATION_SUBMITTED_LABEL = 'Submitted';
export const MODERATION_RECOMMEND_LABEL = 'Recommends';
export const MODERATION_UNKNOWN_PRODUCT = 'Deleted product';
export const byReviewer = (name: string): string => `by ${name}`;
