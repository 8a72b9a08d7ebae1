import { describe, expect, it } from 'vitest';
import { orderConfirmationKind, parseReviewForm, readRating, validateReviewForm } from './review-form.ts';

const valid = {
  rating: 4,
  reviewer_name: 'Ada',
  review_title: 'Warm and soft',
  review_text: 'I wear it every day and it still looks new.',
  would_recommend: 'yes',
};

describe('validateReviewForm', () => {
  it('accepts a complete review', () => {
    expect(validateReviewForm(valid)).toBeNull();
  });
  it('names every missing field', () => {
    expect(validateReviewForm({})).toEqual({
      rating: ['Please select a rating'],
      reviewer_name: ['This field is required'],
      review_title: ['This field is required'],
      review_text: ['This field is required'],
      would_recommend: ['Please choose yes, maybe or no'],
    });
  });
  it('checks lengths after trimming, in characters', () => {
    expect(validateReviewForm({ ...valid, review_text: '  too short    ' })).toEqual({ review_text: ['Minimum 20 characters required'] });
    expect(validateReviewForm({ ...valid, reviewer_name: 'A' })).toEqual({ reviewer_name: ['Minimum 2 characters required'] });
    expect(validateReviewForm({ ...valid, reviewer_name: 'x'.repeat(51) })).toEqual({ reviewer_name: ['Maximum 50 characters allowed'] });
    expect(validateReviewForm({ ...valid, review_title: 'Nice' })).toEqual({ review_title: ['Minimum 5 characters required'] });
    expect(validateReviewForm({ ...valid, review_text: 'é'.repeat(1000) })).toBeNull();
    expect(validateReviewForm({ ...valid, review_text: 'a'.repeat(1001) })).toEqual({ review_text: ['Maximum 1000 characters allowed'] });
  });
  it('takes a rating of 1..5 as a number or text', () => {
    expect(validateReviewForm({ ...valid, rating: '5' })).toBeNull();
    for (const rating of [0, 6, 3.5, 'x', null]) expect(validateReviewForm({ ...valid, rating })).toEqual({ rating: ['Please select a rating'] });
    expect(readRating(' 2 ')).toBe(2);
  });
  it('takes would_recommend as yes, maybe or no only', () => {
    expect(validateReviewForm({ ...valid, would_recommend: 'maybe' })).toBeNull();
    expect(validateReviewForm({ ...valid, would_recommend: 'sure' })).toEqual({ would_recommend: ['Please choose yes, maybe or no'] });
  });
  it('requires the verification fields when the block asks for them', () => {
    expect(validateReviewForm(valid, { requireOrderVerification: true })).toEqual({
      order_confirmation: ['This field is required'],
      customer_email: ['This field is required'],
      privacy_consent: ['Please agree so we can verify your purchase'],
    });
  });
  it('checks the verification fields once an order number is typed', () => {
    expect(validateReviewForm({ ...valid, order_confirmation: 'SW-ABCDEFGHJK', customer_email: 'nope', privacy_consent: 'yes' })).toEqual({
      customer_email: ['Please enter a valid email address'],
      privacy_consent: ['Please agree so we can verify your purchase'],
    });
    expect(validateReviewForm({ ...valid, order_confirmation: 'SW-1', customer_email: 'a@b.co', privacy_consent: 'consent_given' })).toEqual({
      order_confirmation: ['Minimum 10 characters required'],
    });
    expect(
      validateReviewForm({ ...valid, order_confirmation: 'order 123456789', customer_email: 'a@b.co', privacy_consent: 'consent_given' }),
    ).toEqual({ order_confirmation: ['Enter your order number (SW-…) or the payment confirmation id (cs_…)'] });
    expect(
      validateReviewForm({ ...valid, order_confirmation: `cs_${'a'.repeat(98)}`, customer_email: 'a@b.co', privacy_consent: 'consent_given' }),
    ).toEqual({ order_confirmation: ['Maximum 100 characters allowed'] });
    expect(
      validateReviewForm({ ...valid, order_confirmation: 'cs_test_a1B2c3D4', customer_email: `${'a'.repeat(250)}@b.co`, privacy_consent: 'consent_given' }),
    ).toEqual({ customer_email: ['Please enter a valid email address'] });
  });
});

describe('orderConfirmationKind', () => {
  it('tells our reference from a checkout session id', () => {
    expect(orderConfirmationKind('SW-ABCDEFGHJK')).toBe('reference');
    expect(orderConfirmationKind(' sw-abcdefghjk ')).toBe('reference');
    expect(orderConfirmationKind('cs_test_a1B2c3D4e5')).toBe('checkout_session');
    expect(orderConfirmationKind('SW-ABCDEFGHJ1')).toBeNull();
    expect(orderConfirmationKind('cs_short')).toBeNull();
    expect(orderConfirmationKind('cs_bad!chars')).toBeNull();
  });
});

describe('parseReviewForm', () => {
  it('normalises a valid review', () => {
    expect(parseReviewForm({ ...valid, rating: '4', reviewer_name: '  Ada ', product_variant: ' Red / M ' })).toEqual({
      ok: true,
      value: {
        rating: 4,
        reviewer_name: 'Ada',
        review_title: 'Warm and soft',
        review_text: 'I wear it every day and it still looks new.',
        would_recommend: 'yes',
        product_variant: 'Red / M',
        verification: null,
      },
    });
  });
  it('upper-cases our reference and lower-cases the email', () => {
    const parsed = parseReviewForm({ ...valid, order_confirmation: 'sw-abcdefghjk', customer_email: 'Ada@Example.COM', privacy_consent: 'consent_given' });
    expect(parsed.ok && parsed.value.verification).toEqual({ orderConfirmation: 'SW-ABCDEFGHJK', customerEmail: 'ada@example.com' });
    const session = parseReviewForm({ ...valid, order_confirmation: 'cs_test_a1B2c3D4', customer_email: 'a@b.co', privacy_consent: 'consent_given' });
    expect(session.ok && session.value.verification).toEqual({ orderConfirmation: 'cs_test_a1B2c3D4', customerEmail: 'a@b.co' });
  });
  it('keeps markup as plain text', () => {
    const parsed = parseReviewForm({ ...valid, review_title: '<b>bold</b> title', product_variant: 42 });
    expect(parsed.ok && parsed.value.review_title).toBe('<b>bold</b> title');
    expect(parsed.ok && parsed.value.product_variant).toBe('42');
  });
  it('returns the errors of an invalid review', () => {
    expect(parseReviewForm({ ...valid, rating: 9 })).toEqual({ ok: false, errors: { rating: ['Please select a rating'] } });
  });
});
