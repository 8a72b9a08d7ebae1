// A finished checkout empties the cart it bought, once per order: the success page may be
// reloaded or revisited later, when the cart holds new things.

import { CHECKOUT_CLEARED_STORAGE_KEY } from '#core/constants.ts';
import { clearCart, flushCart, startCart } from './cart-store.ts';

/** How many orders' tokens are remembered (the latest ones). */
const REMEMBERED = 20;

function cleared(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(CHECKOUT_CLEARED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function remember(token: string): void {
  try {
    globalThis.localStorage?.setItem(CHECKOUT_CLEARED_STORAGE_KEY, JSON.stringify([...cleared(), token].slice(-REMEMBERED)));
  } catch (error) {
    console.warn('[checkout] could not remember the cleared order', error);
  }
}

/**
 * Empties the cart of `siteId` (stored, other tabs, and the server when signed in) for the order
 * `token`, unless that order already did. Resolves true when it cleared the cart now.
 */
export async function clearCartAfterCheckout(token: string, siteId: string | null): Promise<boolean> {
  if (cleared().includes(token)) return false;
  remember(token);
  await startCart(siteId);
  clearCart();
  await flushCart();
  return true;
}
