import { describe, expect, it } from 'vitest';
import { cartItemKey } from './cart-item.ts';
import {
  acceptPriceChange,
  acceptProductChange,
  acknowledgeQuantityAdjustment,
  hasProductChange,
  isOutOfStock,
  recordedStock,
  refreshItem,
  refreshItemFailed,
  removeUnavailable,
  updateItem,
} from './refresh.ts';
import { line, product } from './test-fixtures.ts';

const NOW = 5_000;

describe('refreshItem (spec 1 §4)', () => {
  it('marks a product that is not found unavailable and keeps the rest', () => {
    const item = line({ quantity: 2 });
    expect(refreshItem(item, null, NOW)).toMatchObject({ isAvailable: false, quantity: 2, lastRefreshed: NOW, refreshError: null, currentStock: 0 });
  });

  it('treats an inactive product as unavailable', () => {
    expect(refreshItem(line(), product({ isActive: false }), NOW).isAvailable).toBe(false);
  });

  it('is available with stock above zero, with a clean line when nothing changed', () => {
    const r = refreshItem(line(), product(), NOW);
    expect(r).toMatchObject({
      isAvailable: true,
      quantity: 1,
      currentPrice: 20,
      currentStock: 10,
      currentName: 'Shirt',
      currentImage: '/shirt.jpg',
      priceChanged: false,
      nameChanged: false,
      imageChanged: false,
      stockChanged: false,
      quantityAdjusted: false,
    });
    expect(r.originalQuantity).toBeUndefined();
  });

  it('takes a variant line’s stock from the matching colour and size entry; none matching is unavailable', () => {
    const p = product({ variant_stock: [{ color_value: 'red', size_value: 'm', stock: 4 }] });
    expect(refreshItem(line({ color: 'red', size: 'm', variantStock: 4 }), p, NOW)).toMatchObject({ isAvailable: true, currentStock: 4, stockChanged: false });
    expect(refreshItem(line({ color: 'blue', size: 'm', quantity: 2 }), p, NOW)).toMatchObject({ isAvailable: false, currentStock: 0, quantity: 0 });
  });

  it('uses the product stock for a line with choices when the product has no variant stock', () => {
    expect(refreshItem(line({ color: 'red' }), product({ stock: 3 }), NOW)).toMatchObject({ currentStock: 3, isAvailable: true });
  });

  it('treats no stock recorded as unlimited', () => {
    expect(refreshItem(line({ quantity: 50, stock: null }), product({ stock: null }), NOW)).toMatchObject({ isAvailable: true, quantity: 50, quantityAdjusted: false });
  });

  it('lowers a quantity above stock to the stock', () => {
    expect(refreshItem(line({ quantity: 8 }), product({ stock: 3 }), NOW)).toMatchObject({ quantity: 3, quantityAdjusted: true, originalQuantity: 8, stockChanged: true, originalStock: 10 });
  });

  it('sets the quantity to 0 when out of stock', () => {
    const r = refreshItem(line({ quantity: 2 }), product({ stock: 0 }), NOW);
    expect(r).toMatchObject({ quantity: 0, isAvailable: false, quantityAdjusted: true, originalQuantity: 2 });
    expect(isOutOfStock(r)).toBe(true);
  });

  it('restores 1 when a line at 0 is back in stock', () => {
    const out = refreshItem(line({ quantity: 2 }), product({ stock: 0 }), NOW);
    const back = refreshItem(out, product({ stock: 6 }), NOW + 1);
    expect(back).toMatchObject({ quantity: 1, isAvailable: true, quantityAdjusted: true, originalQuantity: 2 });
  });

  it('keeps an unacknowledged adjustment flagged on the next clean refresh, and clears it on OK', () => {
    const adjusted = refreshItem(line({ quantity: 8 }), product({ stock: 3 }), NOW);
    const again = refreshItem(adjusted, product({ stock: 3 }), NOW + 1);
    expect(again).toMatchObject({ quantityAdjusted: true, originalQuantity: 8, quantity: 3 });
    const ok = acknowledgeQuantityAdjustment(again);
    expect(ok.quantityAdjusted).toBe(false);
    expect(refreshItem(ok, product({ stock: 3 }), NOW + 2)).toMatchObject({ quantityAdjusted: false });
  });

  it('marks a price change only beyond 0.01, against the discount price when it counts', () => {
    expect(refreshItem(line({ price: 20 }), product({ price: 20.01 }), NOW).priceChanged).toBe(false);
    expect(refreshItem(line({ price: 20 }), product({ price: 20.02 }), NOW)).toMatchObject({ priceChanged: true, currentPrice: 20.02 });
    expect(refreshItem(line({ price: 15 }), product({ price: 20, discount_price: 15 }), NOW).priceChanged).toBe(false);
    expect(refreshItem(line({ price: 20 }), product({ price: 20, discount_price: 15 }), NOW)).toMatchObject({ priceChanged: true, currentPrice: 15 });
  });

  it('marks name and image changes as a product change', () => {
    const r = refreshItem(line(), product({ name: 'Tee', image: '/tee.jpg' }), NOW);
    expect(r).toMatchObject({ nameChanged: true, imageChanged: true, currentName: 'Tee', currentImage: '/tee.jpg' });
    expect(hasProductChange(r)).toBe(true);
    expect(hasProductChange(refreshItem(line(), product(), NOW))).toBe(false);
  });

  it('keeps the line as it was when the product could not be read', () => {
    const item = line({ isAvailable: true });
    expect(refreshItemFailed(item, 'HTTP 500')).toEqual({ ...item, refreshError: 'HTTP 500' });
  });
});

describe('refresh actions', () => {
  it('accepting a price change copies the current price into price', () => {
    const changed = refreshItem(line({ price: 20 }), product({ price: 25 }), NOW);
    expect(acceptPriceChange(changed)).toMatchObject({ price: 25, priceChanged: false });
    expect(acceptPriceChange(line({ priceChanged: true }))).toMatchObject({ price: 20, priceChanged: false });
  });

  it('accepting a product change copies name, image and stock', () => {
    const changed = refreshItem(line(), product({ name: 'Tee', image: null, stock: 4 }), NOW);
    expect(acceptProductChange(changed)).toMatchObject({ name: 'Tee', image: null, stock: 4, nameChanged: false, imageChanged: false, stockChanged: false });
    const variant = refreshItem(line({ color: 'red', variantStock: 5 }), product({ name: 'Tee', variant_stock: [{ color_value: 'red', size_value: '', stock: 2 }] }), NOW);
    expect(acceptProductChange(variant)).toMatchObject({ variantStock: 2, stock: 10 });
    expect(recordedStock(acceptProductChange(variant))).toBe(2);
    expect(acceptProductChange(line())).toMatchObject({ name: 'Shirt', stock: 10 });
  });

  it('removes an unavailable line, or all of them', () => {
    const gone = line({ id: 'a', isAvailable: false });
    const empty = line({ id: 'b', quantity: 0 });
    const fine = line({ id: 'c' });
    expect(removeUnavailable([gone, empty, fine])).toEqual([fine]);
    expect(removeUnavailable([gone, empty, fine], cartItemKey(gone))).toEqual([empty, fine]);
  });

  it('updates only the line with the key', () => {
    const a = line({ id: 'a' });
    const b = line({ id: 'b' });
    const [na, nb] = updateItem([a, b], cartItemKey(b), (i) => ({ ...i, quantity: 9 }));
    expect(na).toBe(a);
    expect(nb?.quantity).toBe(9);
  });
});
