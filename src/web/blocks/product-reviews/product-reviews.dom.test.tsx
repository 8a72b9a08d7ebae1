// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_SUCCESS_CLOSE_DELAY_MS } from '#core/reviews/constants.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  PRODUCT_ID_REQUIRED,
  RATING_REQUIRED,
  REVIEW_DATA_LOAD_FAILED,
  REVIEW_PENDING_APPROVAL,
  REVIEW_REPORT_CONFIRM,
  REVIEW_REPORT_FAILED,
  REVIEW_REPORT_SUCCESS,
  REVIEW_SUBMIT_NETWORK_ERROR,
  REVIEWS_LOAD_ERROR_TITLE,
  WOULD_RECOMMEND_REQUIRED,
  WRITE_A_REVIEW,
  minCharactersMessage,
} from '#core/reviews/messages.ts';
import { computeReviewStats, type ReviewView } from '#core/reviews/review.ts';
import { CONFIRM_CANCEL_LABEL, CONFIRM_OK_LABEL } from '#web/ui/confirm-dialog.tsx';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ProductReviews } from './product-reviews.tsx';
import { PRODUCT_REVIEWS_DEFAULT_PROPS, type ProductReviewsProps } from './product-reviews.types.ts';

const dom = setUpDomRoot();

const review = (n: number, rating: number, helpful = 0): ReviewView => ({
  _id: `r${n}`,
  rating,
  reviewer_name: `Reviewer ${n}`,
  review_title: `Title number ${n}`,
  review_text: `Review text number ${n}, long enough to be valid.`,
  review_date: `2026-11-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
  is_verified_purchase: n === 1,
  product_variant: n === 1 ? 'Sage / M' : null,
  would_recommend: 'yes',
  helpful_votes: helpful,
  product_id: 'p1',
});

/** The approved reviews of the fake API; `failGets` makes the list call fail. */
let approved: ReviewView[] = [];
let failGets = false;
let submitAnswer: () => Promise<Response>;
let actionAnswer: (body: { reviewId: string; action: string }) => Response;
const calls: { url: string; body: Record<string, unknown> | null }[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A small stand-in for the reviews API of the brief (GET list, POST submit, POST actions). */
async function fakeApi(input: string, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  calls.push({ url, body });
  if (url.startsWith('/api/reviews/submit')) return submitAnswer();
  if (url.startsWith('/api/reviews/actions')) return actionAnswer(body as { reviewId: string; action: string });
  if (failGets) return json({ success: false, error: 'Boom' }, 500);
  const query = new URL(url, 'http://test').searchParams;
  const limit = Number(query.get('limit'));
  const key = query.get('sortBy') as 'review_date' | 'helpful_votes' | 'rating';
  const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
  const sorted = [...approved].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * direction);
  return json({ success: true, reviews: sorted.slice(0, limit), stats: computeReviewStats(approved.map((r) => r.rating)), hasMore: sorted.length > limit });
}

const gets = () => calls.filter((call) => call.url.startsWith('/api/reviews/p1'));

beforeEach(() => {
  approved = [review(1, 5, 2), review(2, 4), review(3, 4), review(4, 2), review(5, 5)];
  failGets = false;
  calls.length = 0;
  submitAnswer = async () => json({ success: true, message: REVIEW_PENDING_APPROVAL }, 201);
  actionAnswer = ({ reviewId, action }) => {
    const target = approved.find((r) => r._id === reviewId)!;
    if (action === 'helpful') target.helpful_votes += 1;
    return json({ success: true, message: action === 'report' ? REVIEW_REPORT_SUCCESS : 'Thanks', helpful_votes: target.helpful_votes });
  };
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  // The modal focuses after a frame; happy-dom's frames are timers.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The console errors a test expects (logged failures), kept from the setup's fail-on-console-error check. */
function expectedConsoleErrors() {
  return vi.mocked(console.error).mockImplementation(() => {});
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function render(props: Partial<ProductReviewsProps> = {}): Promise<void> {
  await act(async () => dom.root.render(<ProductReviews {...PRODUCT_REVIEWS_DEFAULT_PROPS} productId="p1" siteSlug="site-demo" {...props} />));
  await flush();
}

const q = <E extends Element = HTMLElement>(selector: string, from: ParentNode = dom.container) => from.querySelector<E>(selector);
const titles = () => [...dom.container.querySelectorAll('[data-review-list] h3')].map((h) => h.textContent);
const buttonNamed = (name: string, from: ParentNode = document.body) =>
  [...from.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name)!;
const dialog = () => q('[role="dialog"]', document.body);

async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
  await flush();
}

async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

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
    approved = [review(1, 5, 2)];
    approved[0]!.review_text = '<img src=x onerror=alert(1)> fine product';
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
    failGets = true;
    await click(q('[data-review-load-more]')!);
    expect(titles()).toHaveLength(2);
    expect(q('[data-review-load-error]')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('a failed stats load shows zero stats, and "Unable to Load Reviews" only with showErrors', async () => {
    const log = expectedConsoleErrors();
    failGets = true;
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
    approved = [review(1, 5, 2)];
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
    approved = [review(1, 5)];
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
    approved = [review(1, 5)];
    actionAnswer = () => json({ success: false, error: 'Nope' }, 500);
    await render();
    const reportButton = q<HTMLButtonElement>('[data-review-report]')!;
    await click(reportButton);
    await click(buttonNamed(CONFIRM_OK_LABEL));
    expect(q('[data-review-notice]')!.textContent).toBe(REVIEW_REPORT_FAILED);
    expect(q('[data-review-notice]')!.getAttribute('role')).toBe('alert');
    expect(reportButton.disabled).toBe(false);
  });
});

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
    submitAnswer = async () => json({ success: false, error: 'Validation failed', message: 'Please correct the highlighted fields.', validationErrors: { review_title: ['Looks like spam'] } }, 400);
    await click(buttonNamed('Submit Review', modal));
    expect(q('[role="alert"]', modal)!.textContent).toBe('Please correct the highlighted fields.');
    expect(document.getElementById(field(modal, 'review_title').getAttribute('aria-describedby') ?? '')?.textContent).toBe('Looks like spam');
    submitAnswer = async () => {
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
