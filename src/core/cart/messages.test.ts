import { describe, expect, it } from 'vitest';
import * as m from './messages.ts';

describe('cart messages', () => {
  it('are the spec’s exact texts', () => {
    expect(m.CART_EMPTY_TITLE).toBe('Your cart is empty');
    expect(m.CART_EMPTY_TEXT).toBe('Add items to your cart to see them here');
    expect(m.CLEAR_CART_CONFIRM).toBe('Are you sure you want to clear your cart ?');
    expect(m.CHECKING_FOR_UPDATES).toBe('Checking for updates...');
    expect(m.CART_LOAD_FAILED).toBe('Failed to load your cart. Your local cart will be used instead.');
    expect(m.notEnoughStockMessage(0, 1)).toBe("Only 0 left in stock. You can't add 1 more.");
  });

  it('notices use singular and plural forms', () => {
    expect(m.priceChangeNotice(1)).toBe('The price of 1 item has changed.');
    expect(m.priceChangeNotice(2)).toBe('The prices of 2 items have changed.');
    expect(m.quantityAdjustedNotice(1)).toContain('1 item was');
    expect(m.quantityAdjustedNotice(3)).toContain('3 items were');
    expect(m.outOfStockNotice(1)).toBe('1 item is no longer available.');
    expect(m.outOfStockNotice(2)).toBe('2 items are no longer available.');
    expect(m.productUpdateNotice(1)).toBe('The details of 1 item have changed.');
    expect(m.productUpdateNotice(2)).toContain('2 items have');
    expect(m.listTooLongMessage(200)).toBe('A list may hold at most 200 items.');
  });
});
