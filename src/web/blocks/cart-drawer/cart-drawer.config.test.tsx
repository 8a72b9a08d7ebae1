import { describe, expect, it } from 'vitest';
import { cartDrawerConfig } from './cart-drawer.config.tsx';
import { CART_BUTTON_CORNER_OPTIONS } from './cart-drawer.types.ts';

const optionValues = (field: unknown): unknown[] => (field as { options: { value: unknown }[] }).options.map((option) => option.value);

describe('cartDrawerConfig', () => {
  it('CartDrawer: the floating button is on by default, in a corner its select offers', () => {
    expect(cartDrawerConfig.defaultProps).toEqual({ showButton: true, corner: 'bottom-right' });
    expect(optionValues(cartDrawerConfig.fields!.corner)).toEqual(CART_BUTTON_CORNER_OPTIONS.map((option) => option.value));
    expect(optionValues(cartDrawerConfig.fields!.showButton)).toEqual([true, false]);
  });
});
