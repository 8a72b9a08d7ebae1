// The checkout gate of spec 1 §4: the first failing condition, in priority order, says why the
// shopper cannot pay yet (spec 3 §3: canProceed, reason, message, priority, conditions).

import type { CartItem } from './cart-item.ts';
import {
  CART_EMPTY_MESSAGE,
  outOfStockGateMessage,
  priceChangesGateMessage,
  productChangesGateMessage,
  READY_TO_CHECKOUT,
} from './messages.ts';
import { hasProductChange, isOutOfStock } from './refresh.ts';

export type CheckoutReason = 'cart_empty' | 'out_of_stock' | 'unaccepted_price_changes' | 'unaccepted_product_changes' | 'ready';

export interface CheckoutConditions {
  isEmpty: boolean;
  outOfStockCount: number;
  priceChangeCount: number;
  productChangeCount: number;
}

export interface CheckoutValidation {
  canProceed: boolean;
  reason: CheckoutReason;
  message: string;
  /** 1 (cart_empty) to 5 (ready): the position of `reason` in the gate's order. */
  priority: 1 | 2 | 3 | 4 | 5;
  conditions: CheckoutConditions;
}

export function validateCheckout(items: readonly CartItem[]): CheckoutValidation {
  const conditions: CheckoutConditions = {
    isEmpty: items.length === 0,
    outOfStockCount: items.filter(isOutOfStock).length,
    priceChangeCount: items.filter((i) => i.priceChanged === true).length,
    productChangeCount: items.filter(hasProductChange).length,
  };
  const blocked = (reason: CheckoutReason, message: string, priority: CheckoutValidation['priority']): CheckoutValidation => ({ canProceed: false, reason, message, priority, conditions });
  if (conditions.isEmpty) return blocked('cart_empty', CART_EMPTY_MESSAGE, 1);
  if (conditions.outOfStockCount > 0) return blocked('out_of_stock', outOfStockGateMessage(conditions.outOfStockCount), 2);
  if (conditions.priceChangeCount > 0) return blocked('unaccepted_price_changes', priceChangesGateMessage(conditions.priceChangeCount), 3);
  if (conditions.productChangeCount > 0) return blocked('unaccepted_product_changes', productChangesGateMessage(conditions.productChangeCount), 4);
  return { canProceed: true, reason: 'ready', message: READY_TO_CHECKOUT, priority: 5, conditions };
}
