import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ITEM_EXPIRY_MS } from '#core/constants.ts';
import { badgeLabel, DEFAULT_MAX_QUANTITY } from './cart-constants.ts';
import { cartItemKey } from './cart-item.ts';
import {
  addToCartItems,
  canDecreaseQuantity,
  canIncreaseQuantity,
  capQuantityByStock,
  cartCount,
  cartTotal,
  checkAddToCart,
  clampProductQuantity,
  isCartItemExpired,
  itemStockLimit,
  productQuantityMax,
  removeCartItem,
  removeExpiredCartItems,
  requestedQuantity,
  unitPrice,
  updateCartItemQuantity,
} from './cart.ts';
import { PRODUCT_UNAVAILABLE_TITLE } from '#core/products/messages.ts';
import { ADDED_TO_CART, PRODUCT_OUT_OF_STOCK, PRODUCT_WITHOUT_ID, VARIANT_OUT_OF_STOCK } from './messages.ts';
import { line, product } from './test-fixtures.ts';

const variants = product({
  colors: [{ value: 'red', label: 'Red', hex: '#f00' }],
  sizes: [
    { value: 's', label: 'S' },
    { value: 'm', label: 'M' },
  ],
  stock: 5,
  variant_stock: [
    { color_value: 'red', size_value: 's', stock: 0 },
    { color_value: 'red', size_value: 'm', stock: 3 },
  ],
});

describe('add to cart checks (spec 3 §5)', () => {
  it('blocks a product without an id', () => {
    expect(checkAddToCart([], product({ id: '' }))).toEqual({ ok: false, reason: 'no_id', message: PRODUCT_WITHOUT_ID });
  });

  it('blocks an inactive product', () => {
    expect(checkAddToCart([], product({ isActive: false }))).toMatchObject({ reason: 'inactive', message: PRODUCT_UNAVAILABLE_TITLE });
  });

  it('says variant out of stock when the product has variant stock, else product out of stock', () => {
    expect(checkAddToCart([], variants, { color: 'red', size: 's' })).toMatchObject({ reason: 'out_of_stock', message: 'This variant is currently out of stock.' });
    expect(checkAddToCart([], variants, { color: 'red', size: 'xl' })).toMatchObject({ message: VARIANT_OUT_OF_STOCK });
    expect(checkAddToCart([], product({ stock: 0 }))).toMatchObject({ reason: 'out_of_stock', message: PRODUCT_OUT_OF_STOCK });
  });

  it('blocks when cart quantity plus requested exceeds stock, naming what is left', () => {
    const items = [line({ color: { value: 'red', label: 'Red' }, size: { value: 'm', label: 'M' }, quantity: 2 })];
    expect(checkAddToCart(items, variants, { color: 'red', size: 'm', quantity: 2 })).toEqual({
      ok: false,
      reason: 'not_enough_stock',
      message: "Only 1 left in stock. You can't add 2 more.",
    });
    expect(checkAddToCart(items, variants, { color: 'red', size: 'm', quantity: 1 })).toEqual({ ok: true });
    expect(checkAddToCart([], product({ stock: 3 }), { quantity: 4 })).toMatchObject({ message: "Only 3 left in stock. You can't add 4 more." });
  });

  it('lets unlimited stock through', () => {
    expect(checkAddToCart([], product({ stock: null }), { quantity: 999 })).toEqual({ ok: true });
  });
});

describe('addToCartItems', () => {
  it('adds a line with the discount price, choices as { value, label } and the current stock', () => {
    const { items, result } = addToCartItems([], { ...variants, discount_price: 15 }, { color: { value: 'red', label: 'Red', hex: '#f00' }, size: 'm', quantity: 2 }, 500);
    expect(result).toMatchObject({ ok: true, message: ADDED_TO_CART, quantity: 2 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'p1',
      product_id: 'p1',
      price: 15,
      originalPrice: 20,
      discountPrice: 15,
      color: { value: 'red', label: 'Red' },
      size: { value: 'm', label: 'm' },
      quantity: 2,
      addedAt: 500,
      stock: 5,
      variantStock: 3,
      currentStock: 3,
    });
  });

  it('adds to the existing line of the same identity and keeps other lines', () => {
    const first = addToCartItems([line({ id: 'other', product_id: 'other' })], product(), { quantity: 1 }, 1).items;
    const second = addToCartItems(first, product(), { quantity: 2 }, 2);
    expect(second.items).toHaveLength(2);
    expect(second.items[1]).toMatchObject({ id: 'p1', quantity: 3, addedAt: 2 });
    expect(second.items[1]?.discountPrice).toBeNull();
  });

  it('adds a product with options in its first colour and size when none is chosen', () => {
    const { items, result } = addToCartItems([], variants, { size: 'm' }, 1);
    expect(result.ok).toBe(true);
    expect(items[0]).toMatchObject({ color: { value: 'red', label: 'Red' }, size: { value: 'm', label: 'm' }, variantStock: 3 });
    expect(checkAddToCart([], variants, {})).toMatchObject({ message: VARIANT_OUT_OF_STOCK });
    expect(addToCartItems([], product(), {}, 1).items[0]).toMatchObject({ color: null, size: null });
  });

  it('leaves the items unchanged when blocked', () => {
    const before = [line()];
    const { items, result } = addToCartItems(before, product({ stock: 0 }), {}, 1);
    expect(result.ok).toBe(false);
    expect(items).toEqual(before);
  });

  it('takes anything but a positive integer quantity as 1 or its floor', () => {
    expect(requestedQuantity(undefined)).toBe(1);
    expect(requestedQuantity(-3)).toBe(1);
    expect(requestedQuantity(2.7)).toBe(2);
    expect(requestedQuantity(Number.NaN)).toBe(1);
  });
});

describe('drawer quantity rules (spec 3 §5)', () => {
  it('never decreases below 1', () => {
    const items = [line({ quantity: 2 })];
    const key = cartItemKey(items[0]!);
    expect(updateCartItemQuantity(items, key, 0)[0]?.quantity).toBe(1);
    expect(updateCartItemQuantity(items, key, -5)[0]?.quantity).toBe(1);
    expect(canDecreaseQuantity(line({ quantity: 1 }))).toBe(false);
    expect(canDecreaseQuantity(line({ quantity: 2 }))).toBe(true);
  });

  it('with colour or size: limited by the current stock, blocked while it is unknown', () => {
    const withChoice = line({ color: 'red', quantity: 2, currentStock: 3 });
    expect(itemStockLimit(withChoice)).toBe(3);
    expect(canIncreaseQuantity(withChoice)).toBe(true);
    expect(canIncreaseQuantity({ ...withChoice, quantity: 3 })).toBe(false);
    const unknown = line({ color: 'red', quantity: 2, currentStock: undefined });
    expect(canIncreaseQuantity(unknown)).toBe(false);
    expect(updateCartItemQuantity([unknown], cartItemKey(unknown), 5)[0]?.quantity).toBe(2);
  });

  it('without choices: variant stock, else stock, else unlimited', () => {
    expect(itemStockLimit(line({ variantStock: 4, stock: 10 }))).toBe(4);
    expect(itemStockLimit(line({ variantStock: null, stock: 10 }))).toBe(10);
    expect(itemStockLimit(line({ variantStock: null, stock: null }))).toBeNull();
    expect(canIncreaseQuantity(line({ stock: null, quantity: 1000 }))).toBe(true);
  });

  it('clamps increases to the limit and leaves a quantity already above it', () => {
    const item = line({ quantity: 2, stock: 3 });
    const key = cartItemKey(item);
    expect(updateCartItemQuantity([item], key, 9)[0]?.quantity).toBe(3);
    const over = line({ quantity: 5, stock: 3 });
    expect(updateCartItemQuantity([over], key, 6)[0]?.quantity).toBe(5);
    expect(updateCartItemQuantity([over], key, 4)[0]?.quantity).toBe(4);
    expect(updateCartItemQuantity([item], key, Number.NaN)[0]).toBe(item);
    expect(updateCartItemQuantity([item], 'other', 1)[0]).toBe(item);
  });

  it('keeps every quantity in 1..max(limit, previous) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.option(fc.integer({ min: 0, max: 50 })), fc.integer({ min: -100, max: 100 }), (quantity, stock, requested) => {
        const item = line({ quantity, stock });
        const [next] = updateCartItemQuantity([item], cartItemKey(item), requested);
        expect(next!.quantity).toBeGreaterThanOrEqual(1);
        if (stock !== null) expect(next!.quantity).toBeLessThanOrEqual(Math.max(stock, quantity, 1));
      }),
    );
  });
});

describe('stock cap (spec 1 §5)', () => {
  it('caps by variant stock first, then product stock', () => {
    expect(capQuantityByStock(8, 3, 10)).toBe(3);
    expect(capQuantityByStock(8, null, 5)).toBe(5);
    expect(capQuantityByStock(8, undefined, null)).toBe(8);
    expect(capQuantityByStock(8, -2, 5)).toBe(0);
  });
});

describe('product page quantity (spec 3 §5)', () => {
  it('is at least 1, at most the stock, at most 10 without a colour or size', () => {
    expect(clampProductQuantity(0, 5, true)).toBe(1);
    expect(clampProductQuantity('7', 5, true)).toBe(5);
    expect(clampProductQuantity(30, null, false)).toBe(DEFAULT_MAX_QUANTITY);
    expect(clampProductQuantity(30, 4, false)).toBe(4);
    expect(clampProductQuantity(30, 50, false)).toBe(10);
    expect(clampProductQuantity('abc', 5, true)).toBe(1);
    expect(clampProductQuantity(undefined, 5, true)).toBe(1);
    expect(clampProductQuantity(2.9, 5, true)).toBe(2);
    expect(productQuantityMax(null, true)).toBe(Number.MAX_SAFE_INTEGER);
    expect(productQuantityMax(0, true)).toBe(1);
  });

  it('always lands in [1, max] (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(undefined)), fc.option(fc.integer({ min: 0, max: 100 })), fc.boolean(), (value, stock, hasChoice) => {
        const q = clampProductQuantity(value, stock, hasChoice);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(productQuantityMax(stock, hasChoice));
        if (!hasChoice) expect(q).toBeLessThanOrEqual(DEFAULT_MAX_QUANTITY);
      }),
    );
  });
});

describe('count, total, remove, expiry', () => {
  it('totals with the current price when known, skipping unavailable lines, in cents', () => {
    const items = [line({ price: 10, quantity: 2 }), line({ id: 'b', price: 5, currentPrice: 4.336, quantity: 3 }), line({ id: 'c', price: 99, quantity: 1, isAvailable: false })];
    expect(cartTotal(items)).toBe(33.01);
    expect(cartCount(items)).toBe(6);
    expect(unitPrice(items[1]!)).toBe(4.336);
  });

  it('removes by identity', () => {
    const items = [line({ color: 'red' }), line({ color: 'blue' })];
    expect(removeCartItem(items, cartItemKey(items[0]!))).toEqual([items[1]]);
  });

  it('expires lines after 7 days', () => {
    const now = 10 * CART_ITEM_EXPIRY_MS;
    const fresh = line({ addedAt: now - CART_ITEM_EXPIRY_MS });
    const old = line({ id: 'old', addedAt: now - CART_ITEM_EXPIRY_MS - 1 });
    expect(removeExpiredCartItems([fresh, old], now)).toEqual([fresh]);
    expect(isCartItemExpired({ addedAt: Number.NaN }, now)).toBe(true);
  });

  it('caps the badge at 99+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(-1)).toBe('0');
  });
});
