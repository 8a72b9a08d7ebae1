// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationReview } from '#core/reviews/review.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { AppToaster } from '#web/ui/toaster.tsx';
import { button, click, renderServed, serveFetch, json, queryButton, settle, type Route } from '#web/testing/dialog-test-kit.ts';
import { ReviewsScreen } from './reviews-screen.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const review = (overrides: Partial<ModerationReview> = {}): ModerationReview => ({
  _id: 'r1',
  rating: 4,
  reviewer_name: 'Ada',
  review_title: 'Warm and soft',
  review_text: 'I wear it every day and it still looks new.',
  review_date: '2026-11-22T10:00:00.000Z',
  is_verified_purchase: false,
  product_variant: null,
  would_recommend: 'yes',
  helpful_votes: 0,
  product_id: 'p1',
  status: 'pending',
  report_count: 0,
  customer_email: null,
  product_name: 'Wool scarf',
  created_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const list = (status: string, page = 0) => `GET /api/reviews/moderation?siteId=acme&status=${status}&page=${page}&limit=20`;
const body = (reviews: ModerationReview[], total = reviews.length) => ({ reviews, total });

const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    routes,
    <>
      <AppToaster />
      <ReviewsScreen siteId="acme" heading="Acme: reviews" />
    </>,
  );

const calls = (fetcher: ReturnType<typeof serveFetch>) => fetcher.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const articles = () => [...dom.container.querySelectorAll('article')];
const filterButton = (name: string) => button(name, dom.container.querySelector('[role="group"]')!);

describe('ReviewsScreen', () => {
  it('shows a loading state, then the pending reviews with their details', async () => {
    let answer: (response: Response) => void = () => {};
    serveFetch({ [list('pending')]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      dom.root.render(
        <QueryClientProvider client={client}>
          <ReviewsScreen siteId="acme" heading="Acme: reviews" />
        </QueryClientProvider>,
      );
    });
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain('Loading reviews');
    await act(async () =>
      answer(json(200, body([review({ is_verified_purchase: true, report_count: 2, customer_email: 'ada@buyer.test', product_variant: 'Red / M', rating: 3 })]))),
    );
    await settle();
    const [card] = articles();
    expect(card!.querySelector('h2')?.textContent).toBe('Warm and soft');
    expect(card!.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 3 out of 5');
    const text = card!.textContent ?? '';
    for (const part of ['I wear it every day', 'by Ada', 'Wool scarf (Red / M)', 'Verified Purchase', 'Reported 2 times', 'ada@buyer.test', 'Pending', 'Yes']) expect(text).toContain(part);
    expect(card!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T10:00:00.000Z');
    expect(queryButton('Approve', card)).toBeDefined();
    expect(queryButton('Reject', card)).toBeDefined();
    expect(filterButton('Pending').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows markup typed by a visitor as text', async () => {
    await render({ [list('pending')]: () => json(200, body([review({ review_title: '<b>Bold</b>', review_text: '<img src=x onerror="alert(1)"> hello there friends' })])) });
    const [card] = articles();
    expect(card!.querySelector('h2')?.textContent).toBe('<b>Bold</b>');
    expect(card!.querySelector('b, img')).toBeNull();
  });

  it('approves a review: posts the action, toasts, and refetches the list', async () => {
    let approved = false;
    const fetcher = await render({
      [list('pending')]: () => json(200, body(approved ? [] : [review()])),
      'POST /api/reviews/moderation/r1': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ action: 'approve' });
        approved = true;
        return json(200, { review: review({ status: 'approved' }) });
      },
    });
    const approve = button('Approve', articles()[0]);
    expect(approve.getAttribute('aria-label')).toBe('Approve: Warm and soft');
    await click(approve);
    await settle();
    expect(calls(fetcher)).toEqual([list('pending'), 'POST /api/reviews/moderation/r1', list('pending')]);
    expect(document.body.textContent).toContain('Review approved');
    expect(dom.container.textContent).toContain('No pending reviews.');
  });

  it('rejects a review and toasts the server’s refusal', async () => {
    await render({
      [list('pending')]: () => json(200, body([review()])),
      'POST /api/reviews/moderation/r1': () => json(403, { error: 'You do not have permission to moderate this site’s reviews' }),
    });
    await click(button('Reject', articles()[0]));
    await settle();
    expect(document.body.textContent).toContain('You do not have permission to moderate this site’s reviews');
  });

  it('switches filters, offering only the decisions that change something', async () => {
    const fetcher = await render({
      [list('pending')]: () => json(200, body([])),
      [list('approved')]: () => json(200, body([review({ _id: 'r2', status: 'approved' })])),
      [list('rejected')]: () => json(200, body([review({ _id: 'r3', status: 'rejected' })])),
      [list('reported')]: () => json(200, body([])),
    });
    expect(dom.container.textContent).toContain('No pending reviews.');
    await click(filterButton('Approved'));
    await settle();
    expect(filterButton('Approved').getAttribute('aria-pressed')).toBe('true');
    expect(queryButton('Approve', articles()[0])).toBeUndefined();
    expect(queryButton('Reject', articles()[0])).toBeDefined();
    await click(filterButton('Rejected'));
    await settle();
    expect(queryButton('Approve', articles()[0])).toBeDefined();
    expect(queryButton('Reject', articles()[0])).toBeUndefined();
    await click(filterButton('Reported'));
    await settle();
    expect(dom.container.textContent).toContain('No reported reviews.');
    expect(calls(fetcher)).toEqual([list('pending'), list('approved'), list('rejected'), list('reported')]);
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 20 }, (_, i) => review({ _id: `a${i}`, review_title: `Review number ${i}` }));
    const fetcher = await render({
      [list('pending')]: () => json(200, body(many, 25)),
      [list('pending', 1)]: () => json(200, body([review({ _id: 'b1', review_title: 'Last page review' })], 25)),
    });
    const pager = dom.container.querySelector('nav[aria-label="Review pages"]')!;
    expect(pager.textContent).toContain('Page 1 of 2');
    expect(button('Previous', pager).disabled).toBe(true);
    await click(button('Next', pager));
    await settle();
    expect(articles().map((a) => a.querySelector('h2')?.textContent)).toEqual(['Last page review']);
    expect(calls(fetcher).at(-1)).toBe(list('pending', 1));
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    await render({ [list('pending')]: () => (fail ? json(500, { error: 'Internal server error' }) : json(200, body([review()]))) });
    const alert = dom.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Internal server error');
    fail = false;
    await click(button('Retry', alert));
    await settle();
    expect(articles()).toHaveLength(1);
  });
});
