import { useEffect, useRef, useState } from 'react';
import { UPDATED_FLAG_MS } from '#core/cart/cart-constants.ts';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { hasProductChange, isOutOfStock } from '#core/cart/refresh.ts';

/** A refresh that left nothing to say about the line: it shows 'Updated' for a moment. */
const isClean = (item: CartItem): boolean =>
  item.priceChanged !== true && item.quantityAdjusted !== true && !isOutOfStock(item) && !hasProductChange(item) && !item.refreshError;

/** Keys of lines whose latest refresh was clean, each kept for UPDATED_FLAG_MS after that refresh. */
export function useUpdatedFlags(items: readonly CartItem[]): ReadonlySet<string> {
  const seen = useRef(new Map<string, number>());
  const timers = useRef(new Set<number>());
  const [flags, setFlags] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  useEffect(() => {
    const fresh: string[] = [];
    for (const item of items) {
      const key = cartItemKey(item);
      const at = item.lastRefreshed;
      if (typeof at !== 'number' || seen.current.get(key) === at) continue;
      const known = seen.current.has(key);
      seen.current.set(key, at);
      // A line's first sighting is its stored state, not a refresh that just happened here.
      if (known && isClean(item)) fresh.push(key);
    }
    if (fresh.length === 0) return;
    setFlags((previous) => new Set([...previous, ...fresh]));
    // Not cleared when the items change again (a quantity click): each flag lasts its 3 s.
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFlags((previous) => new Set([...previous].filter((key) => !fresh.includes(key))));
    }, UPDATED_FLAG_MS);
    timers.current.add(timer);
  }, [items]);
  return flags;
}
