import type { ReactElement } from 'react';
import { cartItemHref, cartItemKey, choiceLabel, type CartItem } from '#core/cart/cart-item.ts';
import { canDecreaseQuantity, canIncreaseQuantity, unitPrice } from '#core/cart/cart.ts';
import { REMOVE_LABEL, UPDATED_LABEL } from '#core/cart/messages.ts';
import { isOutOfStock } from '#core/cart/refresh.ts';
import { decreaseQuantityLabel, increaseQuantityLabel, removeItemLabel, wasPriceLabel } from '#core/cart-drawer/messages.ts';
import { OUT_OF_STOCK_LABEL } from '#core/products/messages.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { removeFromCart, updateCartQuantity } from '#web/storefront/cart-store.ts';

/** aria-disabled, not disabled: reaching a limit must not drop the keyboard focus that pressed it. */
function QuantityControls({ item }: { item: CartItem }): ReactElement {
  const key = cartItemKey(item);
  const canDecrease = canDecreaseQuantity(item);
  const canIncrease = canIncreaseQuantity(item);
  return (
    <div className="inline-flex items-center rounded-md border border-border">
      <button
        type="button"
        aria-label={decreaseQuantityLabel(item.name)}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && updateCartQuantity(key, item.quantity - 1)}
        className="inline-flex size-8 items-center justify-center rounded-l-md hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      >
        −
      </button>
      <span className="min-w-8 text-center text-sm tabular-nums" data-cart-quantity="">
        {item.quantity}
      </span>
      <button
        type="button"
        aria-label={increaseQuantityLabel(item.name)}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && updateCartQuantity(key, item.quantity + 1)}
        className="inline-flex size-8 items-center justify-center rounded-r-md hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      >
        +
      </button>
    </div>
  );
}

export function CartLine({ item, siteSlug, updated }: { item: CartItem; siteSlug: string | null; updated: boolean }): ReactElement {
  const key = cartItemKey(item);
  const price = unitPrice(item);
  const variant = [choiceLabel(item.color), choiceLabel(item.size)].filter(Boolean).join(' / ');
  const unavailable = isOutOfStock(item);
  // The site's currency for the page's language (decision 060), whatever prefix the line was added with.
  const { currency, language } = usePageContext();
  return (
    <li className="flex gap-3 py-3" data-cart-item={key}>
      {item.image ? (
        <img src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md object-cover" loading="lazy" decoding="async" />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-md bg-surface-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a href={buildLink(cartItemHref(item), siteSlug ?? undefined)} className="truncate font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
          {item.name}
        </a>
        {variant !== '' && <span className="text-xs text-fg-muted">{variant}</span>}
        <span className="text-sm">
          {formatDecimalMoney(price, currency, language)}
          {item.priceChanged === true && <span className="ml-2 text-xs text-fg-muted line-through">{wasPriceLabel(formatDecimalMoney(item.price, currency, language))}</span>}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          {unavailable ? <span className="text-sm font-medium text-danger">{OUT_OF_STOCK_LABEL}</span> : <QuantityControls item={item} />}
          <button type="button" aria-label={removeItemLabel(item.name)} onClick={() => removeFromCart(key)} className="text-sm text-fg-muted underline hover:text-fg focus-visible:outline-2 focus-visible:outline-ring">
            {REMOVE_LABEL}
          </button>
          {updated && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900" data-cart-updated="">
              {UPDATED_LABEL}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
