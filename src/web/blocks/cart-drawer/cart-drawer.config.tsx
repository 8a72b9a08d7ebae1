import type { ComponentConfig } from '@puckeditor/core';
import { YES_NO_OPTIONS } from '../shared/field-options.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { CART_BUTTON_CORNER_OPTIONS, CART_DRAWER_DEFAULT_PROPS, type CartDrawerProps } from './cart-drawer.types.ts';

export const cartDrawerConfig: ComponentConfig<CartDrawerProps> = {
  label: 'Cart drawer',
  fields: {
    showButton: { type: 'radio', label: 'Floating cart button', options: [...YES_NO_OPTIONS] },
    corner: { type: 'select', label: 'Button corner', options: [...CART_BUTTON_CORNER_OPTIONS] },
  },
  defaultProps: CART_DRAWER_DEFAULT_PROPS,
  render: ({ id: _id, editMode: _editMode, ...props }) => <CartDrawer {...props} />,
};
