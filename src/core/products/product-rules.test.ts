import { describe, expect, it } from 'vitest';
import { DUPLICATE_COLOR_IDS } from '../product-variants/variant-editing.ts';
import {
  MAX_PRICE,
  PRICE_NOT_A_NUMBER,
  PRICE_TOO_PRECISE,
  PRODUCT_CATEGORIES,
  PRODUCT_LIMITS,
  PRODUCT_RULE_MESSAGES,
  maxPerOrderInvalid,
  maxPerOrderOf,
  priceOutOfRange,
  priceProblem,
  productFieldErrors,
  withoutDerivedFields,
} from './product-rules.ts';

describe('the money rule of a product', () => {
  it('takes whole cents from 0 to 1,000,000, as numbers or decimal text, and empty as no price', () => {
    for (const ok of [0, 12, 12.5, 12.99, '12.50', ' 7 ', MAX_PRICE, 0.1 + 0.2, 19.99 * 3, '', null, undefined]) expect(priceProblem(ok), String(ok)).toBeNull();
  });

  it('refuses negatives, huge numbers, fractions of a cent and what is no number', () => {
    const range = priceOutOfRange(MAX_PRICE);
    expect(range).toBe('A price must be between 0 and 1,000,000.');
    expect(priceProblem(-0.01)).toBe(range);
    expect(priceProblem(1e300)).toBe(range);
    expect(priceProblem('1000000.01')).toBe(range);
    expect(priceProblem(12.345)).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem(1.005)).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem('0.001')).toBe(PRICE_TOO_PRECISE);
    expect(priceProblem('abc')).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(Number.NaN)).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(Infinity)).toBe(PRICE_NOT_A_NUMBER);
    expect(priceProblem(true)).toBe(PRICE_NOT_A_NUMBER);
  });

  it('checks the products collection only, and only the fields a write carries', () => {
    expect(productFieldErrors('products', { name: 'x' })).toBeNull();
    expect(productFieldErrors('notes', { price: -1 })).toBeNull();
    expect(productFieldErrors('products', { price: -1, discount_price: 1.234, max_per_order: 0 })).toEqual({
      price: [priceOutOfRange(MAX_PRICE)],
      discount_price: [PRICE_TOO_PRECISE],
      max_per_order: [maxPerOrderInvalid(9999)],
    });
  });

  it('reads a product’s own most-per-order, none when empty or broken', () => {
    expect(maxPerOrderOf({ max_per_order: 3 })).toBe(3);
    expect(maxPerOrderOf({ max_per_order: '5' })).toBe(5);
    expect(maxPerOrderOf({ max_per_order: '' })).toBeNull();
    expect(maxPerOrderOf({ max_per_order: 2.5 })).toBeNull();
    expect(maxPerOrderOf({})).toBeNull();
  });
});

describe('the product editor’s rules (one set for the form and the server)', () => {
  const valid = {
    name: 'Linen shirt',
    subtitle: 'Cool in summer',
    description: '# Soft\n\nLinen.',
    price: 49.9,
    discount_price: 39.9,
    price_prefix: '€',
    status: 'inactive',
    category: 'clothing',
    tags: ['summer', 'linen'],
    stock: 12,
    low_stock_threshold: 3,
    size_guide_url: '/size-guide',
    shipping_weight: 0.35,
    seo_title: 'Linen shirt',
    seo_description: 'A linen shirt.',
    seo_image: 'https://cdn.example.org/shirt.webp',
    slug: 'linen-shirt',
    colors: [{ value: 'sand', label: 'Sand', hex: '#ccbb99' }],
    sizes: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }],
    variant_stock: [{ color_value: 'sand', size_value: 's', stock: 2 }, { color_value: 'sand', size_value: 'm', stock: 0 }],
  };

  it('passes a complete, well-formed product and ignores other collections', () => {
    expect(productFieldErrors('products', valid, { complete: true })).toBeNull();
    expect(productFieldErrors('notes', { name: '', status: 'gone' }, { complete: true })).toBeNull();
  });

  it('asks a new product for a name and a price; a partial update only for what it sends', () => {
    expect(productFieldErrors('products', { subtitle: 'x' }, { complete: true })).toEqual({ name: [PRODUCT_RULE_MESSAGES.nameRequired], price: [PRODUCT_RULE_MESSAGES.priceRequired] });
    expect(productFieldErrors('products', { subtitle: 'x' })).toBeNull();
    expect(productFieldErrors('products', { name: '  ' })).toEqual({ name: [PRODUCT_RULE_MESSAGES.nameRequired] });
  });

  it('names each broken field', () => {
    const errors = productFieldErrors('products', {
      ...valid,
      name: 'x'.repeat(PRODUCT_LIMITS.name + 1),
      discount_price: 60,
      status: 'draft',
      category: 'hats',
      price_prefix: 'USD',
      tags: Array.from({ length: PRODUCT_LIMITS.tags + 1 }, (_, i) => `t${i}`),
      stock: 1.5,
      low_stock_threshold: -1,
      size_guide_url: 'javascript:alert(1)',
      shipping_weight: 0.0001,
      seo_title: 'x'.repeat(PRODUCT_LIMITS.seoTitle + 1),
      seo_description: 'x'.repeat(PRODUCT_LIMITS.seoDescription + 1),
      seo_image: 'not a link',
      slug: 'Linen Shirt',
    });
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['category', 'discount_price', 'low_stock_threshold', 'name', 'price_prefix', 'seo_description', 'seo_image', 'seo_title', 'shipping_weight', 'size_guide_url', 'slug', 'status', 'stock', 'tags'].sort(),
    );
    expect(errors?.discount_price).toEqual([PRODUCT_RULE_MESSAGES.discountNotLower]);
    expect(errors?.slug).toEqual([PRODUCT_RULE_MESSAGES.slug]);
  });

  it('takes an empty discount as no discount, and the spec’s categories but not the filter’s all', () => {
    expect(productFieldErrors('products', { price: 10, discount_price: null })).toBeNull();
    expect(productFieldErrors('products', { price: 10, discount_price: 0 })).toBeNull();
    for (const { value } of PRODUCT_CATEGORIES) expect(productFieldErrors('products', { category: value })).toBeNull();
    expect(productFieldErrors('products', { category: 'all' })).toEqual({ category: [PRODUCT_RULE_MESSAGES.category] });
  });

  it('refuses repeated colour ids and more than 10 colours, as the variant editor does', () => {
    const twice = productFieldErrors('products', { colors: [{ value: 'red', label: 'Red' }, { value: 'red', label: 'Also red' }], sizes: [] });
    expect(twice?.variant_stock?.[0]).toContain(DUPLICATE_COLOR_IDS);
    const many = productFieldErrors('products', { colors: Array.from({ length: 11 }, (_, i) => ({ value: `c${i}`, label: `C${i}` })), sizes: [] });
    expect(many?.variant_stock?.[0]).toContain(PRODUCT_RULE_MESSAGES.colorLimit(10));
  });

  it('drops the derived rating and review count from a products write only', () => {
    expect(withoutDerivedFields('products', { name: 'A', rating: 5, review_count: 99 })).toEqual({ name: 'A' });
    expect(withoutDerivedFields('reviews-ish', { rating: 5 })).toEqual({ rating: 5 });
  });
});

describe('shop rule fields (decision 065)', () => {
  it('checks tax_class and is_digital on products records', () => {
    expect(productFieldErrors('products', { tax_class: 'reduced', is_digital: true })).toBeNull();
    expect(productFieldErrors('products', { tax_class: 'luxury', is_digital: 'maybe' })).toEqual({ tax_class: [expect.any(String)], is_digital: [expect.any(String)] });
  });
});
