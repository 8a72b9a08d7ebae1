// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext } from '#web/islands/island-context.tsx';
import { ProductCard } from './product-card.tsx';
import { PRODUCT_CARD_DEFAULT_PROPS, type ProductCardProps } from './product-card.types.ts';

function render(props: Partial<ProductCardProps>, page = { currency: 'USD', language: 'en' }): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <PageContext value={{ siteSlug: null, ...page }}>
      <ProductCard {...PRODUCT_CARD_DEFAULT_PROPS} {...props} />
    </PageContext>,
  );
  return host;
}
const colour = (n: number) => ({ value: `c${n}`, label: `Colour ${n}`, hex: '#112233' });

describe('ProductCard', () => {
  it("links its name to the product's data page inside the site", () => {
    const host = render({ productId: 'p1', name: 'Linen shirt', collection: 'products', siteSlug: 'site-demo' });
    const link = host.querySelector('h3 a');
    expect(link?.textContent).toBe('Linen shirt');
    expect(link?.getAttribute('href')).toBe('/data/site-demo/products/p1');
  });

  it('shows the discount price, the list price struck through and the rounded percent off', () => {
    const host = render({ price: 60, discount_price: 45 }, { currency: 'EUR', language: 'en' });
    const price = host.querySelector('[data-product-price]')!;
    expect([...price.children].map((child) => child.textContent)).toEqual(['€45.00', 'Original price: €60.00', '25% off']);
    expect(price.querySelector('del')?.textContent).toBe('Original price: €60.00');
  });

  it('shows the site’s currency for the page’s language, not the product’s own price prefix (decision 060)', () => {
    const text = (props: Partial<ProductCardProps>, page: { currency: string; language: string }) => render(props, page).querySelector('[data-product-price]')?.textContent?.replace(/\u00a0/g, ' ');
    expect(text({ price: 49.9, price_prefix: '$' }, { currency: 'EUR', language: 'de' })).toBe('49,90 €');
    expect(text({ price: 1200, price_prefix: '$' }, { currency: 'JPY', language: 'en' })).toBe('¥1,200');
    expect(text({ price: 12.5, price_prefix: '€' }, { currency: 'USD', language: 'en' })).toBe('$12.50');
  });

  it('shows only the price when the discount is not lower, or not positive', () => {
    expect(render({ price: 30, discount_price: 35 }).querySelector('[data-product-price]')?.textContent).toBe('$30.00');
    expect(render({ price: 19.5, discount_price: 0 }).querySelector('[data-product-price]')?.textContent).toBe('$19.50');
  });

  it('draws up to 5 colour dots, then +N', () => {
    const host = render({ colors: Array.from({ length: 7 }, (_, i) => colour(i + 1)) });
    const items = host.querySelectorAll('ul[aria-label="Colours"] li');
    expect(items).toHaveLength(6);
    expect([...items[5]!.children].map((child) => child.textContent)).toEqual(['+2', '2 more colours']);
    expect(render({ colors: [colour(1), colour(2)] }).querySelectorAll('ul[aria-label="Colours"] li')).toHaveLength(2);
    expect(render({ colors: [] }).querySelector('ul[aria-label="Colours"]')).toBeNull();
  });

  it("shows 'No Image' without a picture, and under one (for when it fails to load)", () => {
    const none = render({ image: null });
    expect(none.querySelector('img')).toBeNull();
    expect(none.textContent).toContain('No Image');
    const some = render({ image: '/p.webp' });
    expect(some.querySelector('img')?.getAttribute('src')).toBe('/p.webp');
    expect(some.querySelector('[aria-hidden="true"]')?.textContent).toBe('No Image');
  });
});
