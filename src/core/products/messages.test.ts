import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';

describe('product messages', () => {
  it('are the spec’s exact texts', () => {
    expect(m.PRODUCT_UNAVAILABLE_TITLE).toBe('This product is currently unavailable');
    expect(m.PRODUCT_UNAVAILABLE_TEXT).toBe('Please check back later or contact us for more information.');
    expect(m.OUT_OF_STOCK_LABEL).toBe('Out of stock');
    expect(m.lowStockMessage(3)).toBe('Only 3 left in stock.');
    expect(m.NO_IMAGE_LABEL).toBe('No Image');
    expect([m.NO_PRODUCTS_TITLE, m.BROWSE_ALL_PRODUCTS, m.BROWSE_ALL_PRODUCTS_HREF, m.PRODUCTS_LOAD_ERROR_TITLE, m.RETRY_LABEL]).toEqual([
      'No Products Found',
      'Browse All Products',
      '/products',
      'Unable to Load Products',
      'Retry',
    ]);
  });
});
