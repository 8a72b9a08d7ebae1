// Products and cart lines for the cart's tests.

import type { Product } from '#core/products/product.ts';
import type { CartItem } from './cart-item.ts';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Shirt',
    subtitle: '',
    description: '',
    price: 20,
    discount_price: null,
    price_prefix: '$',
    stock: 10,
    image: '/shirt.jpg',
    images_other: [],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: null,
    shippingInfo: null,
    size_guide_url: null,
    paymentOptions: [],
    isActive: true,
    category: null,
    tags: [],
    rating: null,
    review_count: 0,
    collection: 'products',
    site: null,
    updated_at: null,
    ...overrides,
  };
}

export function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'p1',
    product_id: 'p1',
    collection: 'products',
    name: 'Shirt',
    image: '/shirt.jpg',
    price: 20,
    quantity: 1,
    addedAt: 1_000,
    stock: 10,
    variantStock: null,
    ...overrides,
  };
}
