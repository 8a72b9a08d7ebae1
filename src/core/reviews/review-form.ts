// Spec 3 §5 Review form: the rules the browser form and the API both apply to the same values, so
// a visitor sees exactly the errors the server would answer. field → messages; null when valid.
import { ORDER_REFERENCE_PATTERN } from '../checkout/order.ts';
import { EMAIL } from '../rules/format-rules.ts';
import { REVIEW_STAR_SCALE } from './constants.ts';
import {
  CUSTOMER_EMAIL_INVALID,
  FIELD_REQUIRED_MESSAGE,
  ORDER_CONFIRMATION_FORMAT,
  PRIVACY_CONSENT_REQUIRED,
  RATING_REQUIRED,
  WOULD_RECOMMEND_REQUIRED,
  maxCharactersMessage,
  minCharactersMessage,
} from './messages.ts';
import { WOULD_RECOMMEND_VALUES, type WouldRecommend } from './review.ts';

export const REVIEW_FIELD_LIMITS = {
  reviewer_name: { min: 2, max: 50 },
  review_title: { min: 5, max: 100 },
  review_text: { min: 20, max: 1000 },
  order_confirmation: { min: 10, max: 100 },
  customer_email: { min: 3, max: 254 },
  product_variant: { min: 0, max: 100 },
} as const;

/** The checkbox's value when ticked (spec 3 §3). */
export const PRIVACY_CONSENT_VALUE = 'consent_given';

/** A Stripe Checkout Session id, as the provider's success page shows it. */
export const CHECKOUT_SESSION_PATTERN = /^cs_[A-Za-z0-9_]{8,}$/;

export type ReviewFormField =
  | 'rating'
  | 'reviewer_name'
  | 'review_title'
  | 'review_text'
  | 'would_recommend'
  | 'order_confirmation'
  | 'customer_email'
  | 'privacy_consent';
export type ReviewFormErrors = Partial<Record<ReviewFormField, string[]>>;

/** The form's values as typed (the browser's state or a request's JSON). */
export interface ReviewFormInput {
  rating?: unknown;
  reviewer_name?: unknown;
  review_title?: unknown;
  review_text?: unknown;
  would_recommend?: unknown;
  product_variant?: unknown;
  order_confirmation?: unknown;
  customer_email?: unknown;
  privacy_consent?: unknown;
}

/** The values once valid: trimmed, the rating a whole number, the email lower-cased. */
export interface ReviewSubmission {
  rating: number;
  reviewer_name: string;
  review_title: string;
  review_text: string;
  would_recommend: WouldRecommend;
  product_variant: string | null;
  /** Present only with order verification. */
  verification: { orderConfirmation: string; customerEmail: string } | null;
}

export interface ReviewFormOptions {
  /** The block asks for order verification: its three fields become required. */
  requireOrderVerification?: boolean;
}

/** Which kind of id an order confirmation is: our reference (SW-…), a Stripe session id (cs_…), or neither. */
export function orderConfirmationKind(value: string): 'reference' | 'checkout_session' | null {
  const v = value.trim();
  if (ORDER_REFERENCE_PATTERN.test(v.toUpperCase())) return 'reference';
  if (CHECKOUT_SESSION_PATTERN.test(v)) return 'checkout_session';
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The rating as a whole star count 1..5, or null ('4' and 4 read as 4; 4.5, 0 and 6 do not). */
export function readRating(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= REVIEW_STAR_SCALE ? n : null;
}

function lengthError(value: string, limits: { min: number; max: number }): string | null {
  if (value === '') return FIELD_REQUIRED_MESSAGE;
  const length = [...value].length;
  if (length < limits.min) return minCharactersMessage(limits.min);
  if (length > limits.max) return maxCharactersMessage(limits.max);
  return null;
}

/**
 * Checks the form. The verification fields are checked when the block requires them or when an
 * order confirmation is typed (an order can only be verified with its email and the consent).
 */
export function validateReviewForm(input: ReviewFormInput, options: ReviewFormOptions = {}): ReviewFormErrors | null {
  const errors: ReviewFormErrors = {};
  const add = (field: ReviewFormField, message: string | null): void => {
    if (message !== null) errors[field] = [message];
  };
  add('rating', readRating(input.rating) === null ? RATING_REQUIRED : null);
  add('reviewer_name', lengthError(text(input.reviewer_name), REVIEW_FIELD_LIMITS.reviewer_name));
  add('review_title', lengthError(text(input.review_title), REVIEW_FIELD_LIMITS.review_title));
  add('review_text', lengthError(text(input.review_text), REVIEW_FIELD_LIMITS.review_text));
  add('would_recommend', (WOULD_RECOMMEND_VALUES as readonly unknown[]).includes(input.would_recommend) ? null : WOULD_RECOMMEND_REQUIRED);
  const confirmation = text(input.order_confirmation);
  if (options.requireOrderVerification === true || confirmation !== '') {
    const lengthProblem = lengthError(confirmation, REVIEW_FIELD_LIMITS.order_confirmation);
    add('order_confirmation', lengthProblem ?? (orderConfirmationKind(confirmation) === null ? ORDER_CONFIRMATION_FORMAT : null));
    const email = text(input.customer_email);
    add(
      'customer_email',
      email === '' ? FIELD_REQUIRED_MESSAGE : email.length > REVIEW_FIELD_LIMITS.customer_email.max || !EMAIL.test(email) ? CUSTOMER_EMAIL_INVALID : null,
    );
    add('privacy_consent', input.privacy_consent === PRIVACY_CONSENT_VALUE ? null : PRIVACY_CONSENT_REQUIRED);
  }
  return Object.keys(errors).length === 0 ? null : errors;
}

/** Validates and normalises in one step: the submission, or the errors. */
export function parseReviewForm(
  input: ReviewFormInput,
  options: ReviewFormOptions = {},
): { ok: true; value: ReviewSubmission } | { ok: false; errors: ReviewFormErrors } {
  const errors = validateReviewForm(input, options);
  if (errors !== null) return { ok: false, errors };
  const confirmation = text(input.order_confirmation);
  const variant = text(input.product_variant).slice(0, REVIEW_FIELD_LIMITS.product_variant.max);
  return {
    ok: true,
    value: {
      rating: readRating(input.rating)!,
      reviewer_name: text(input.reviewer_name),
      review_title: text(input.review_title),
      review_text: text(input.review_text),
      would_recommend: input.would_recommend as WouldRecommend,
      product_variant: variant === '' ? null : variant,
      verification:
        confirmation === ''
          ? null
          : {
              orderConfirmation: orderConfirmationKind(confirmation) === 'reference' ? confirmation.toUpperCase() : confirmation,
              customerEmail: text(input.customer_email).toLowerCase(),
            },
    },
  };
}
