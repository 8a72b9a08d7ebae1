// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ID_REQUIRED, REVIEW_DATA_LOAD_FAILED, REVIEW_REPORT_CONFIRM, REVIEW_REPORT_FAILED, REVIEW_REPORT_SUCCESS, REVIEWS_LOAD_ERROR_TITLE } from '#core/reviews/messages.ts';
import { CONFIRM_CANCEL_LABEL, CONFIRM_OK_LABEL } from '#web/ui/confirm-dialog.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { PRODUCT_REVIEWS_DEFAULT_PROPS } from './product-reviews.types.ts';
import { api, buttonNamed, calls, click, dialog, expectedConsoleErrors, flush, gets, json, q, render, review, setUpProductReviews, titles } from './product-reviews-kit.tsx';

const dom = setUpProductReviews();

describe('ProductReviews: stats and list', () => {
  it('shows the stats (1-decimal average, total, distribution 5 to 1) and the first two reviews, newest first', async () => {
    await render();
    expect(q('[data-review-average]')!.textContent).toBe('4.0');
    expect(q('[data-review-total]')!.textContent).toBe('Based on 5 reviews');
    const bars = [...dom.container.querySelectorAll('[data-review-distribution]')].map((row) => [row.getAttribute('data-review-distribution'), row.lastElementChild!.textContent]);
    expect(bars).toEqual([['5', '2'], ['4', '2'], ['3', '0'], ['2', '1'], ['1', '0']]);
    expect(titles()).toEqual(['Title number 5', 'Title number 4']);
    expect(gets()[0]!.url).toBe('/api/reviews/p1?limit=2&sortBy=review_date&sortOrder=desc&siteId=demo');
  });

  it('shows a review as plain text with its name, date, verified badge, variant and recommendation', async () => {
    api.approved = [review(1, 5, 2)];
    api.approved[0]!.review_text = '<img src=x onerror=alert(1)> fine product';
    await render();
    const item = q('[data-review-id="r1"]')!;
    expect(item.querySelector('img')).toBeNull();
    expect(item.textContent).toContain('<img src=x onerror=alert(1)> fine product');
    expect(item.textContent).toContain('Reviewer 1');
    expect(item.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-11T12:00:00.000Z');
    expect(item.textContent).toContain('Verified Purchase');
    expect(item.querySelector('[data-review-variant]')!.textContent).toBe('Sage / M');
    expect(item.textContent).toContain('Rated 5 out of 5');
  });

  it('Load More asks for the count shown plus two, until there are no more', async () => {
    await render();
    await click(q('[data-review-load-more]')!);
    expect(gets().at(-1)!.url).toContain('limit=4');
    expect(titles()).toHaveLength(4);
    await click(q('[data-review-load-more]')!);
    expect(gets().at(-1)!.url).toContain('limit=6');
    expect(titles()).toHaveLength(5);
    expect(q('[data-review-load-more]')).toBeNull();
  });

  it('changing the sort refetches with its sortBy and sortOrder, from two reviews again', async () => {
    await render();
    await click(q('[data-review-load-more]')!);
    const select = q<HTMLSelectElement>('[data-review-sort]')!;
    await act(async () => {
      select.value = 'rating_low';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    expect(gets().at(-1)!.url).toBe('/api/reviews/p1?limit=2&sortBy=rating&sortOrder=asc&siteId=demo');
    expect(titles()).toEqual(['Title number 4', 'Title number 2']);
  });

  it('keeps the list when a later load fails, and only logs it', async () => {
    const log = expectedConsoleErrors();
    await render({ showErrors: true });
    api.failGets = true;
    await click(q('[data-review-load-more]')!);
    expect(titles()).toHaveLength(2);
    expect(q('[data-review-load-error]')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('a failed stats load shows zero stats, and "Unable to Load Reviews" only with showErrors', async () => {
    const log = expectedConsoleErrors();
    api.failGets = true;
    await render();
    expect(q('[data-review-average]')!.textContent).toBe('0.0');
    expect(q('[data-review-load-error]')).toBeNull();
    expect(log).toHaveBeenCalledWith(REVIEW_DATA_LOAD_FAILED, expect.anything());
    // A fresh block (a new key) with showErrors: the same failure is shown.
    await act(async () => dom.root.render(<ProductReviews key="again" {...PRODUCT_REVIEWS_DEFAULT_PROPS} productId="p1" showErrors />));
    await flush();
    expect(q('[data-review-load-error]')!.textContent).toContain(REVIEWS_LOAD_ERROR_TITLE);
    expect(q('[data-review-load-error]')!.getAttribute('role')).toBe('alert');
    expect(q('[data-review-average]')!.textContent).toBe('0.0');
  });

  it('without a product id says so and calls nothing; the bound record wins over the setting', async () => {
    await render({ productId: '' });
    expect(dom.container.textContent).toBe(PRODUCT_ID_REQUIRED);
    expect(calls).toEqual([]);
    await render({ productId: 'other', _productId: 'p1' });
    expect(gets()).toHaveLength(1);
  });
});

describe('ProductReviews: helpful and report', () => {
  it('votes helpful once per review: the count comes from the server, the button is then disabled', async () => {
    api.approved = [review(1, 5, 2)];
    await render();
    const helpful = q<HTMLButtonElement>('[data-review-id="r1"] [data-review-helpful]')!;
    expect(helpful.textContent).toBe('Helpful (2)');
    await click(helpful);
    expect(helpful.textContent).toBe('Helpful (3)');
    expect(helpful.disabled).toBe(true);
    await click(helpful);
    expect(calls.filter((call) => call.url === '/api/reviews/actions')).toEqual([{ url: '/api/reviews/actions', body: { reviewId: 'r1', action: 'helpful' } }]);
  });

  it('reports only after the confirmation, then reads Reported (disabled) with the server message', async () => {
    api.approved = [review(1, 5)];
    await render();
    const reportButton = q<HTMLButtonElement>('[data-review-id="r1"] [data-review-report]')!;
    await click(reportButton);
    expect(dialog()!.textContent).toContain(REVIEW_REPORT_CONFIRM);
    await click(buttonNamed(CONFIRM_CANCEL_LABEL));
    expect(dialog()).toBeNull();
    expect(calls.some((call) => call.url === '/api/reviews/actions')).toBe(false);

    await click(reportButton);
    await click(buttonNamed(CONFIRM_OK_LABEL));
    expect(reportButton.textContent).toBe('Reported');
    expect(reportButton.disabled).toBe(true);
    expect(q('[data-review-notice]')!.textContent).toBe(REVIEW_REPORT_SUCCESS);
    expect(calls.filter((call) => call.url === '/api/reviews/actions').map((call) => call.body)).toEqual([{ reviewId: 'r1', action: 'report' }]);
  });

  it('a failed report says so and leaves Report enabled', async () => {
    expectedConsoleErrors();
    api.approved = [review(1, 5)];
    api.actionAnswer = () => json({ success: false, error: 'Nope' }, 500);
    await render();
    const reportButton = q<HTMLButtonElement>('[data-review-report]')!;
    await click(reportButton);
    await click(buttonNamed(CONFIRM_OK_LABEL));
    expect(q('[data-review-notice]')!.textContent).toBe(REVIEW_REPORT_FAILED);
    expect(q('[data-review-notice]')!.getAttribute('role')).toBe('alert');
    expect(reportButton.disabled).toBe(false);
  });
});
