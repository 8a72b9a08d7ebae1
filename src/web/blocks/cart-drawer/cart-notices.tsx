import type { ReactElement, ReactNode } from 'react';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { ACCEPT_LABEL, DISMISS_LABEL, OK_LABEL, REMOVE_LABEL, outOfStockNotice, priceChangeNotice, productUpdateNotice, quantityAdjustedNotice } from '#core/cart/messages.ts';
import { hasProductChange, isOutOfStock } from '#core/cart/refresh.ts';
import { acceptCartPriceChange, acceptCartProductChange, acknowledgeCartQuantityAdjustment, removeUnavailableFromCart } from '#web/storefront/cart-store.ts';
import { PRIMARY, SECONDARY } from './cart-buttons.ts';

export type NoticeKind = 'price' | 'quantity' | 'stock' | 'product';

function Notice({ text, children }: { text: string; children: ReactNode }): ReactElement {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-cart-notice="">
      <span>{text}</span>
      <span className="flex gap-2">{children}</span>
    </li>
  );
}

/** The refresh's notifications (spec 3 §4), each with its actions; the dismissed kinds stay hidden until the next refresh. */
export function cartNotices(items: readonly CartItem[], dismissed: ReadonlySet<NoticeKind>, dismiss: (kind: NoticeKind) => void): ReactElement[] {
  const priceChanged = items.filter((item) => item.priceChanged === true);
  const adjusted = items.filter((item) => item.quantityAdjusted === true);
  const outOfStock = items.filter(isOutOfStock);
  const productChanged = items.filter(hasProductChange);
  const eachKey = (list: CartItem[], action: (key: string) => void) => () => list.forEach((item) => action(cartItemKey(item)));

  const notices: ReactElement[] = [];
  if (priceChanged.length > 0 && !dismissed.has('price')) {
    notices.push(
      <Notice key="price" text={priceChangeNotice(priceChanged.length)}>
        <button type="button" className={PRIMARY} onClick={eachKey(priceChanged, acceptCartPriceChange)}>
          {ACCEPT_LABEL}
        </button>
        <button type="button" className={SECONDARY} onClick={() => dismiss('price')}>
          {DISMISS_LABEL}
        </button>
      </Notice>,
    );
  }
  if (adjusted.length > 0) {
    notices.push(
      <Notice key="quantity" text={quantityAdjustedNotice(adjusted.length)}>
        <button type="button" className={PRIMARY} onClick={eachKey(adjusted, acknowledgeCartQuantityAdjustment)}>
          {OK_LABEL}
        </button>
      </Notice>,
    );
  }
  if (outOfStock.length > 0 && !dismissed.has('stock')) {
    notices.push(
      <Notice key="stock" text={outOfStockNotice(outOfStock.length)}>
        <button type="button" className={PRIMARY} onClick={() => removeUnavailableFromCart()}>
          {REMOVE_LABEL}
        </button>
        <button type="button" className={SECONDARY} onClick={() => dismiss('stock')}>
          {DISMISS_LABEL}
        </button>
      </Notice>,
    );
  }
  if (productChanged.length > 0 && !dismissed.has('product')) {
    notices.push(
      <Notice key="product" text={productUpdateNotice(productChanged.length)}>
        <button type="button" className={PRIMARY} onClick={eachKey(productChanged, acceptCartProductChange)}>
          {ACCEPT_LABEL}
        </button>
        <button type="button" className={SECONDARY} onClick={() => dismiss('product')}>
          {DISMISS_LABEL}
        </button>
      </Notice>,
    );
  }
  return notices;
}
