import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID_REQUIRED, WRITE_A_REVIEW } from '#core/reviews/messages.ts';
import { prepareProductReviews } from './prepare-product-reviews.server.ts';
import { island } from './product-reviews.island.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { PRODUCT_REVIEWS_DEFAULT_PROPS } from './product-reviews.types.ts';

const challenge = { kind: 'altcha', challengeUrl: '/api/altcha/challenge' } as const;

describe('ProductReviews on the server', () => {
  it('renders the frame visitors see before hydration: title, zero stats, the five-star picker', () => {
    const html = renderToString(<ProductReviews {...PRODUCT_REVIEWS_DEFAULT_PROPS} productId="p1" />);
    expect(html).toContain('>Customer Reviews</h2>');
    expect(html).toContain(`>${WRITE_A_REVIEW}</h3>`);
    expect(html).toContain('data-review-average="">0.0<');
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="5 stars: Excellent"');
  });

  it('says a product id is needed when it has none', () => {
    expect(renderToString(<ProductReviews {...PRODUCT_REVIEWS_DEFAULT_PROPS} />)).toContain(PRODUCT_ID_REQUIRED);
  });
});

describe('the ProductReviews island and its preparer', () => {
  it('sends the browser the resolved product id, the settings, the site slug and the challenge; not the bound id itself', () => {
    const props = { ...PRODUCT_REVIEWS_DEFAULT_PROPS, id: 'ProductReviews-1', productId: 'typed', _productId: 'record-1', _challenge: challenge, puck: { metadata: { siteSlug: 'site-demo' } } };
    const sent = island.props(props);
    expect(sent).toMatchObject({ productId: 'record-1', siteSlug: 'site-demo', _challenge: challenge, title: 'Customer Reviews', showErrors: false });
    expect(sent).not.toHaveProperty('_productId');
    expect(sent).not.toHaveProperty('puck');
    expect(island.props({ ...PRODUCT_REVIEWS_DEFAULT_PROPS, productId: ' typed ' })).toMatchObject({ productId: 'typed', _challenge: null });
  });

  it('fills the product id from the record a page shows, its approved stats, and the challenge when the page has one', async () => {
    expect(await prepareProductReviews({ bound: { collection: 'products', record: { _id: 'abc', name: 'Pack' } }, challenge: () => challenge })).toEqual({ _productId: 'abc', _challenge: challenge });
    const stats = { averageRating: 4, totalReviews: 3, ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } };
    const reviewStats = vi.fn(async () => stats);
    expect(await prepareProductReviews({ bound: { collection: 'products', record: { _id: 'abc' } }, reviewStats })).toEqual({ _productId: 'abc', _stats: stats, _challenge: null });
    expect(reviewStats).toHaveBeenCalledWith('abc');
    expect(await prepareProductReviews({ reviewStats })).toEqual({ _challenge: null });
  });

  it('renders the server\'s stats before hydration, the same figures the product header shows', () => {
    const stats = { averageRating: 4, totalReviews: 3, ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } };
    const html = renderToString(<ProductReviews {...PRODUCT_REVIEWS_DEFAULT_PROPS} _productId="abc" _stats={stats} />).replace(/<!-- -->/g, '');
    expect(html).toContain('4.0');
    expect(html).toMatch(/3 reviews?/);
    expect(html).not.toContain('0.0');
  });
});
