import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating, normalizeRating } from './star-rating.tsx';
import { STAR_RATING_DEFAULT_PROPS } from './star-rating.types.ts';

describe('StarRating (server render)', () => {
  it("says 'Rated X out of 5' and hides the drawn stars from screen readers", () => {
    const html = renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} value={3.5} />);
    expect(html).toContain('<span class="sr-only">Rated 3.5 out of 5</span>');
    expect(html).toContain('aria-hidden="true"');
    expect(html.match(/<svg/g)).toHaveLength(5 + 4);
    expect(html).toContain('width:50%');
  });

  it('uses the spec defaults: 5 stars, #ffb400 and #cccccc, medium 24px', () => {
    expect(STAR_RATING_DEFAULT_PROPS).toMatchObject({ count: 5, size: 'medium', activeColor: '#ffb400', inactiveColor: '#cccccc' });
    const html = renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} value={5} />);
    expect(html).toContain('color:#ffb400');
    expect(html).toContain('color:#cccccc');
    expect(html).toContain('width:24px;height:24px');
  });

  it('sizes and spaces stars by the option scales', () => {
    const html = renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} size="xlarge" gap={8} />);
    expect(html).toContain('width:40px;height:40px');
    expect(html).toContain('gap:8px');
    expect(renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} size="small" gap={0} />)).toContain('width:20px;height:20px');
  });

  it('rounds to half stars and keeps the value on the scale', () => {
    expect(normalizeRating(3.74, 5)).toBe(3.5);
    expect(normalizeRating(3.76, 5)).toBe(4);
    expect(normalizeRating(9, 5)).toBe(5);
    expect(normalizeRating(-1, 5)).toBe(0);
    expect(normalizeRating('x', 5)).toBe(0);
    expect(renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} value={7} count={10} />)).toContain('Rated 7 out of 10');
  });

  it('falls back to the default colours when a colour is unsafe', () => {
    const html = renderToString(<StarRating {...STAR_RATING_DEFAULT_PROPS} activeColor="red;background:url(x)" />);
    expect(html).not.toContain('background');
    expect(html).toContain('color:#ffb400');
  });
});
