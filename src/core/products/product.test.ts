import { describe, expect, it } from 'vitest';
import { availableStock, DEFAULT_PAYMENT_OPTIONS, findVariantStock, LOW_STOCK_THRESHOLD, lowStockThresholdOf, normalizeProduct, productImages, stockLevel } from './product.ts';

describe('normalizeProduct', () => {
  it('reads a data API record with JSON-text images_other and variant_stock', () => {
    const p = normalizeProduct({
      _id: 'p1',
      id: 'p1',
      name: 'Shirt',
      price: '20',
      discount_price: 15,
      stock: '7',
      image: '/a.jpg',
      images_other: JSON.stringify([{ image: '/b.jpg' }, { url: '/c.jpg' }, '/d.jpg', { nope: 1 }, 3]),
      colors: [{ value: 'red', label: 'Red', hex: '#ff0000' }, 'blue', { label: 'Green' }, {}, 5],
      sizes: [{ value: 'm' }, 'l', null],
      variant_stock: JSON.stringify([{ color_value: 'red', size_value: 'm', stock: 3 }, { color_value: 'blue', stock: '2.7' }, 'x']),
      status: 'active',
      tags: ['a', '', 3],
      rating: 4.5,
      review_count: '12',
      site_id: 'site-1',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(p).toMatchObject({
      id: 'p1',
      name: 'Shirt',
      price: 20,
      discount_price: 15,
      stock: 7,
      image: '/a.jpg',
      images_other: ['/b.jpg', '/c.jpg', '/d.jpg'],
      colors: [
        { value: 'red', label: 'Red', hex: '#ff0000' },
        { value: 'blue', label: 'blue', hex: '' },
        { value: 'Green', label: 'Green', hex: '' },
      ],
      sizes: [
        { value: 'm', label: 'm' },
        { value: 'l', label: 'l' },
      ],
      variant_stock: [
        { color_value: 'red', size_value: 'm', stock: 3 },
        { color_value: 'blue', size_value: '', stock: 2 },
      ],
      isActive: true,
      tags: ['a'],
      rating: 4.5,
      review_count: 12,
      collection: 'products',
      site: 'site-1',
      paymentOptions: [...DEFAULT_PAYMENT_OPTIONS],
      updated_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('takes title, main_image, product_id and the given collection as fallbacks', () => {
    const p = normalizeProduct({ product_id: 7, title: 'Lamp', main_image: '/m.jpg', price: 'abc', stock: null, paymentOptions: ['paypal'], status: 'INACTIVE' }, 'shop');
    expect(p).toMatchObject({ id: '7', name: 'Lamp', image: '/m.jpg', price: 0, stock: null, paymentOptions: ['paypal'], isActive: false, collection: 'shop', price_prefix: '$' });
  });

  it('is null for non-objects and records without an id', () => {
    expect(normalizeProduct(null)).toBeNull();
    expect(normalizeProduct([1])).toBeNull();
    expect(normalizeProduct({ name: 'x' })).toBeNull();
  });

  it('survives malformed JSON text and non-finite numbers', () => {
    const p = normalizeProduct({ id: 'x', images_other: '[not json', variant_stock: '{"a":1}', price: Number.NaN, stock: -4, discount_price: '' });
    expect(p).toMatchObject({ images_other: [], variant_stock: [], price: 0, stock: 0, discount_price: null });
  });
});

describe('stock', () => {
  const entries = [
    { color_value: 'red', size_value: 'm', stock: 3 },
    { color_value: 'red', size_value: '', stock: 9 },
  ];

  it('finds the entry of a colour and size, a missing axis matching empty', () => {
    expect(findVariantStock(entries, 'red', 'm')).toBe(3);
    expect(findVariantStock(entries, 'red', null)).toBe(9);
    expect(findVariantStock(entries, 'blue', 'm')).toBe(0);
    expect(findVariantStock([], 'red', 'm')).toBeNull();
  });

  it('prefers variant stock, then product stock, else unlimited', () => {
    expect(availableStock({ stock: 50, variant_stock: entries }, 'red', 'm')).toBe(3);
    expect(availableStock({ stock: 50, variant_stock: [] }, 'red', 'm')).toBe(50);
    expect(availableStock({ stock: null, variant_stock: [] })).toBeNull();
  });

  it('is out at 0, low at 5 or fewer, otherwise in', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-1)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
    expect(stockLevel(null)).toBe('in');
  });
});

describe('productImages', () => {
  it('puts the main image first without repeats', () => {
    expect(productImages({ image: '/a', images_other: ['/b', '/a'] })).toEqual(['/a', '/b']);
    expect(productImages({ image: null, images_other: ['/b'] })).toEqual(['/b']);
  });
});

describe('lowStockThresholdOf', () => {
  it('reads the owner’s threshold, else the spec’s 5', () => {
    expect(lowStockThresholdOf({ low_stock_threshold: 2 })).toBe(2);
    expect(lowStockThresholdOf({ low_stock_threshold: '0' })).toBe(0);
    for (const raw of [{}, { low_stock_threshold: null }, { low_stock_threshold: -1 }, { low_stock_threshold: 1.5 }, { low_stock_threshold: 'x' }]) expect(lowStockThresholdOf(raw)).toBe(LOW_STOCK_THRESHOLD);
  });
});
