import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { REVIEW_PENDING_APPROVAL, REVIEW_REPORT_SUCCESS } from '#core/reviews/messages.ts';
import { computeReviewStats, type ReviewView } from '#core/reviews/review.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ProductReviews } from './product-reviews.tsx';
import { PRODUCT_REVIEWS_DEFAULT_PROPS, type ProductReviewsProps } from './product-reviews.types.ts';

/*
 * Shared setup of the product reviews dom tests (product-reviews*.dom.test.tsx): a fake reviews API
 * on fetch, a fresh React root per test, and the helpers that drive the block. Each test file calls
 * setUpProductReviews() once at its top level, which returns the React root.
 */

/** The React root of the current test, set by the file's setup call (read inside tests only). */
let dom: ReturnType<typeof setUpDomRoot>;

export const review = (n: number, rating: number, helpful = 0): ReviewView => ({
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

/** The fake API's state, reset before every test: its approved reviews; `failGets` makes the list call fail. */
export const api = {
  approved: [] as ReviewView[],
  failGets: false,
  submitAnswer: (async () => json({})) as () => Promise<Response>,
  actionAnswer: ((() => json({})) as (body: { reviewId: string; action: string }) => Response),
};
export const calls: { url: string; body: Record<string, unknown> | null }[] = [];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A small stand-in for the reviews API of the brief (GET list, POST submit, POST actions). */
async function fakeApi(input: string, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  calls.push({ url, body });
  if (url.startsWith('/api/reviews/submit')) return api.submitAnswer();
  if (url.startsWith('/api/reviews/actions')) return api.actionAnswer(body as { reviewId: string; action: string });
  if (api.failGets) return json({ success: false, error: 'Boom' }, 500);
  const query = new URL(url, 'http://test').searchParams;
  const limit = Number(query.get('limit'));
  const key = query.get('sortBy') as 'review_date' | 'helpful_votes' | 'rating';
  const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
  const sorted = [...api.approved].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * direction);
  return json({ success: true, reviews: sorted.slice(0, limit), stats: computeReviewStats(api.approved.map((r) => r.rating)), hasMore: sorted.length > limit });
}

export const gets = () => calls.filter((call) => call.url.startsWith('/api/reviews/p1'));

/** Registers the React root and the fake API for every test of the calling file. */
export function setUpProductReviews(): ReturnType<typeof setUpDomRoot> {
  dom = setUpDomRoot();
  beforeEach(() => {
    api.approved = [review(1, 5, 2), review(2, 4), review(3, 4), review(4, 2), review(5, 5)];
    api.failGets = false;
    calls.length = 0;
    api.submitAnswer = async () => json({ success: true, message: REVIEW_PENDING_APPROVAL }, 201);
    api.actionAnswer = ({ reviewId, action }) => {
      const target = api.approved.find((r) => r._id === reviewId)!;
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
  return dom;
}

/** The console errors a test expects (logged failures), kept from the setup's fail-on-console-error check. */
export function expectedConsoleErrors() {
  return vi.mocked(console.error).mockImplementation(() => {});
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

export async function render(props: Partial<ProductReviewsProps> = {}): Promise<void> {
  await act(async () => dom.root.render(<ProductReviews {...PRODUCT_REVIEWS_DEFAULT_PROPS} productId="p1" siteSlug="site-demo" {...props} />));
  await flush();
}

export const q = <E extends Element = HTMLElement>(selector: string, from: ParentNode = dom.container) => from.querySelector<E>(selector);
export const titles = () => [...dom.container.querySelectorAll('[data-review-list] h3')].map((h) => h.textContent);
export const buttonNamed = (name: string, from: ParentNode = document.body) =>
  [...from.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name)!;
export const dialog = () => q('[role="dialog"]', document.body);

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
  await flush();
}

export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
