import { useEffect, useId, useState, type ReactElement } from 'react';
import {
  ADD_TO_CART_LABEL,
  ADD_TO_WISHLIST,
  COLOUR_LABEL,
  DECREASE_QUANTITY,
  INCREASE_QUANTITY,
  QUANTITY_LABEL,
  REMOVE_FROM_WISHLIST,
  SIZE_LABEL,
} from '#core/product-details/messages.ts';
import { MIN_QUANTITY, clampQuantity, defaultSelection, maxQuantity, selectionStock, type PurchaseSelection } from '#core/product-details/purchase-rules.ts';
import { OUT_OF_STOCK_LABEL, lowStockMessage } from '#core/products/messages.ts';
import { stockLevel } from '#core/products/product.ts';
import { addToCart } from '#web/storefront/cart-store.ts';
import { toggleWishlist, useIsInWishlist } from '#web/storefront/wishlist-store.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { safeCssColor } from '../icon/safe-css-color.ts';
import type { ProductPurchaseProps } from './product-details.types.ts';

/**
 * The interactive part of a product page (spec 3 §4–5): colour and size (the first of each by
 * default), the stock of that choice, the quantity (1 to that stock; 10 without a choice), Add to
 * cart through the shared cart store, and the wishlist toggle.
 */
export function ProductPurchase({ product }: ProductPurchaseProps): ReactElement {
  const { styles } = useTheme();
  const id = useId();
  const [selection, setSelection] = useState<PurchaseSelection>(() => defaultSelection(product));
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [typed, setTyped] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const color = product.colors.find((c) => c.value === selection.color) ?? null;
  const size = product.sizes.find((s) => s.value === selection.size) ?? null;
  const inWishlist = useIsInWishlist(product.id, { color, size });
  const stock = selectionStock(product, selection);
  const level = stockLevel(stock);
  const max = maxQuantity(product, selection);

  // A new colour or size may have less in stock: the quantity follows.
  useEffect(() => setQuantity((current) => clampQuantity(current, max)), [max]);

  const choose = (next: Partial<PurchaseSelection>) => {
    setSelection((current) => ({ ...current, ...next }));
    setResult(null);
  };
  const commitTyped = (value: string) => {
    setQuantity(clampQuantity(value, max));
    setTyped(null);
  };
  const add = () => {
    const outcome = addToCart(product, { color, size, quantity });
    setResult({ ok: outcome.ok, message: outcome.message });
  };
  const stockText = level === 'out' ? OUT_OF_STOCK_LABEL : level === 'low' && stock !== null ? lowStockMessage(stock) : '';
  const stepper = cx('flex size-10 items-center justify-center text-lg disabled:opacity-40', styles.input);

  return (
    <div className="flex flex-col gap-4" data-product-purchase="">
      {product.colors.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={cx('mb-1', styles.label)}>
            {COLOUR_LABEL}: <span className="font-normal">{color?.label ?? ''}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {product.colors.map((option) => (
              <label key={option.value} className="relative cursor-pointer" title={option.label}>
                <input type="radio" name={`${id}-color`} value={option.value} checked={selection.color === option.value} onChange={() => choose({ color: option.value })} className="peer sr-only" />
                <span
                  className="block size-9 rounded-full border border-black/20 ring-offset-2 peer-checked:ring-2 peer-checked:ring-current peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-current"
                  style={{ backgroundColor: safeCssColor(option.hex) ?? 'transparent' }}
                  aria-hidden="true"
                />
                <span className="sr-only">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {product.sizes.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={cx('mb-1', styles.label)}>{SIZE_LABEL}</legend>
          <div className="flex flex-wrap gap-2">
            {product.sizes.map((option) => (
              <label key={option.value} className="cursor-pointer">
                <input type="radio" name={`${id}-size`} value={option.value} checked={selection.size === option.value} onChange={() => choose({ size: option.value })} className="peer sr-only" />
                <span className="flex min-w-11 items-center justify-center rounded-md border border-current/30 px-3 py-2 text-sm peer-checked:border-current peer-checked:font-semibold peer-checked:ring-1 peer-checked:ring-current peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-current">
                  {option.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className={'min-h-5 text-sm font-medium'} aria-live="polite" data-stock-message="">
        {stockText}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-quantity`} className={styles.label}>
          {QUANTITY_LABEL}
        </label>
        <div className="flex items-center gap-2">
          <button type="button" className={stepper} aria-label={DECREASE_QUANTITY} disabled={quantity <= MIN_QUANTITY || level === 'out'} onClick={() => setQuantity((q) => clampQuantity(q - 1, max))}>
            −
          </button>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={max}
            step={1}
            value={typed ?? String(quantity)}
            disabled={level === 'out'}
            onChange={(event) => {
              const value = event.target.value;
              // While typing, an empty box is allowed; a number is clamped at once.
              if (value.trim() === '') setTyped(value);
              else commitTyped(value);
            }}
            onBlur={(event) => commitTyped(event.target.value)}
            className={cx('h-10 w-20 px-2 text-center', styles.input)}
          />
          <button type="button" className={stepper} aria-label={INCREASE_QUANTITY} disabled={quantity >= max || level === 'out'} onClick={() => setQuantity((q) => clampQuantity(q + 1, max))}>
            +
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={add} disabled={level === 'out'} className={cx('px-6 py-3 disabled:cursor-not-allowed disabled:opacity-50', styles.callToAction)}>
          {ADD_TO_CART_LABEL}
        </button>
        <button
          type="button"
          onClick={() => void toggleWishlist(product, { color, size })}
          className="inline-flex items-center gap-2 rounded-md border border-current/30 px-4 py-3 text-sm font-medium"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
            <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
          </svg>
          {inWishlist ? REMOVE_FROM_WISHLIST : ADD_TO_WISHLIST}
        </button>
      </div>
      <p role={result && !result.ok ? 'alert' : 'status'} className={cx('min-h-5 text-sm', result && !result.ok && 'font-medium')} data-purchase-message="">
        {result?.message ?? ''}
      </p>
    </div>
  );
}
