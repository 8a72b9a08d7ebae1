// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_SUCCESS_CLOSE_DELAY_MS } from '#core/reviews/constants.ts';
import { FIELD_REQUIRED_MESSAGE, minCharactersMessage, RATING_REQUIRED, REVIEW_PENDING_APPROVAL, REVIEW_SUBMIT_NETWORK_ERROR, WOULD_RECOMMEND_REQUIRED, WRITE_A_REVIEW } from '#core/reviews/messages.ts';
import { api, buttonNamed, calls, click, dialog, json, q, render, setUpProductReviews, type } from './product-reviews-kit.tsx';

const dom = setUpProductReviews();

describe('ProductReviews: the Write a Review modal', () => {
  async function openWith(stars: number): Promise<HTMLElement> {
    await click(buttonNamed(`${stars} stars: ${['', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'][stars]}`, dom.container));
    return dialog()!;
  }
  const field = <E extends HTMLInputElement | HTMLTextAreaElement>(form: HTMLElement, name: string) => form.querySelector<E>(`[name="${name}"]`)!;

  it('a star opens the dialog with its rating chosen; its feedback label shows on hover', async () => {
    await render();
    const star = buttonNamed('4 stars: Very Good', dom.container);
    await act(async () => star.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    expect(q('[data-review-feedback]')!.textContent).toBe('Very Good');
    const modal = await openWith(4);
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.querySelector('h2')!.textContent).toBe(WRITE_A_REVIEW);
    expect(q<HTMLInputElement>('input[name="rating"]:checked', modal)!.value).toBe('4');
  });

  it('validates with the core rules before sending: each message under its field, nothing sent', async () => {
    await render();
    const modal = await openWith(3);
    await act(async () => q<HTMLInputElement>('input[name="rating"][value="3"]', modal)!.click());
    await type(field(modal, 'review_text'), 'too short');
    await click(buttonNamed('Submit Review', modal));
    const errorOf = (name: string) => document.getElementById(field(modal, name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(errorOf('reviewer_name')).toBe(FIELD_REQUIRED_MESSAGE);
    expect(errorOf('review_text')).toBe(minCharactersMessage(20));
    expect(modal.textContent).toContain(WOULD_RECOMMEND_REQUIRED);
    expect(modal.textContent).not.toContain(RATING_REQUIRED);
    expect(calls.some((call) => call.url === '/api/reviews/submit')).toBe(false);
  });

  async function fillValid(modal: HTMLElement): Promise<void> {
    await type(field(modal, 'reviewer_name'), 'Ada');
    await type(field(modal, 'review_title'), 'Great pack');
    await type(field(modal, 'review_text'), 'It carried everything I needed for a weekend.');
    await act(async () => q<HTMLInputElement>('input[name="would_recommend"][value="yes"]', modal)!.click());
  }

  it('sends the fields with product_id and submission_date, shows the server message and closes 1.5 s later', async () => {
    await render();
    const modal = await openWith(5);
    await fillValid(modal);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => buttonNamed('Submit Review', modal).click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const sent = calls.find((call) => call.url === '/api/reviews/submit')!.body!;
    expect(sent).toMatchObject({ rating: 5, reviewer_name: 'Ada', review_title: 'Great pack', would_recommend: 'yes', product_id: 'p1' });
    expect(Number.isNaN(Date.parse(String(sent.submission_date)))).toBe(false);
    expect(q('[data-review-form-status]', modal)!.textContent).toBe(REVIEW_PENDING_APPROVAL);
    await act(async () => vi.advanceTimersByTimeAsync(REVIEW_SUCCESS_CLOSE_DELAY_MS - 10));
    expect(dialog()).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(dialog()).toBeNull();
    vi.useRealTimers();
    // Closing reset the rating: a new pick starts from that star, with an empty form.
    const again = await openWith(2);
    expect(q<HTMLInputElement>('input[name="rating"]:checked', again)!.value).toBe('2');
    expect(field(again, 'reviewer_name').value).toBe('');
  });

  it('shows the server refusal with its field errors, and the network message on a network fault', async () => {
    await render();
    const modal = await openWith(5);
    await fillValid(modal);
    api.submitAnswer = async () => json({ success: false, error: 'Validation failed', message: 'Please correct the highlighted fields.', validationErrors: { review_title: ['Looks like spam'] } }, 400);
    await click(buttonNamed('Submit Review', modal));
    expect(q('[role="alert"]', modal)!.textContent).toBe('Please correct the highlighted fields.');
    expect(document.getElementById(field(modal, 'review_title').getAttribute('aria-describedby') ?? '')?.textContent).toBe('Looks like spam');
    api.submitAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await click(buttonNamed('Submit Review', modal));
    expect(q('[role="alert"]', modal)!.textContent).toBe(REVIEW_SUBMIT_NETWORK_ERROR);
    expect(dialog()).not.toBeNull();
  });

  it('asks for the order number, email and consent when order verification is required', async () => {
    await render({ requireOrderVerification: true });
    const modal = await openWith(5);
    await fillValid(modal);
    await click(buttonNamed('Submit Review', modal));
    expect(field(modal, 'order_confirmation').getAttribute('aria-invalid')).toBe('true');
    expect(field(modal, 'customer_email').getAttribute('aria-invalid')).toBe('true');
    expect(field(modal, 'privacy_consent').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.url === '/api/reviews/submit')).toBe(false);
  });
});
