import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CART_REFRESH_DELAY_MS, CART_REFRESH_INTERVAL_MS, UPDATED_FLAG_MS } from '#core/cart/cart-constants.ts';
import { cartItemHref, cartItemKey, choiceLabel, type CartItem } from '#core/cart/cart-item.ts';
import { canDecreaseQuantity, canIncreaseQuantity, unitPrice } from '#core/cart/cart.ts';
import {
  ACCEPT_LABEL,
  CART_EMPTY_TEXT,
  CART_EMPTY_TITLE,
  CHECKING_FOR_UPDATES,
  CLEAR_CART_CONFIRM,
  DISMISS_LABEL,
  OK_LABEL,
  REMOVE_LABEL,
  SHIPPING_AND_TAXES_NOTE,
  UPDATED_LABEL,
  outOfStockNotice,
  priceChangeNotice,
  productUpdateNotice,
  quantityAdjustedNotice,
} from '#core/cart/messages.ts';
import { hasProductChange, isOutOfStock } from '#core/cart/refresh.ts';
import {
  CANCEL_LABEL,
  CART_TITLE,
  CLEAR_CART_LABEL,
  CLOSE_CART_LABEL,
  CONFIRM_CLEAR_LABEL,
  LOADING_PAYMENT_METHODS,
  PROCEED_TO_CHECKOUT,
  TOTAL_LABEL,
  decreaseQuantityLabel,
  increaseQuantityLabel,
  removeItemLabel,
  wasPriceLabel,
} from '#core/cart-drawer/messages.ts';
import { OUT_OF_STOCK_LABEL } from '#core/products/messages.ts';
import { formatPrice } from '#core/products/price-display.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { cx } from '#web/ui/class-names.ts';
import {
  acceptCartPriceChange,
  acceptCartProductChange,
  acknowledgeCartQuantityAdjustment,
  closeCart,
  refreshCart,
  removeFromCart,
  removeUnavailableFromCart,
  updateCartQuantity,
  useCart,
  clearCart,
} from '#web/storefront/cart-store.ts';
import { siteIdFromLocation, siteIdOfSlug } from '#web/storefront/site-scope.ts';
import type { CheckoutSectionProps } from './checkout-section.tsx';
import { watchCartEvents } from './cart-events.ts';
import { SideDrawer } from './side-drawer.tsx';

type NoticeKind = 'price' | 'quantity' | 'stock' | 'product';

/** The checkout section's code loads when the shopper first proceeds (the drawer stays small). */
let checkoutSection: ComponentType<CheckoutSectionProps> | null = null;
const loadCheckoutSection = async (): Promise<ComponentType<CheckoutSectionProps>> =>
  (checkoutSection ??= (await import('./checkout-section.tsx')).CheckoutSection);

const BUTTON = 'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';
const PRIMARY = cx(BUTTON, 'bg-primary text-primary-fg hover:bg-primary-hover');
const SECONDARY = cx(BUTTON, 'border border-border bg-surface text-fg hover:bg-surface-muted');

/** A refresh that left nothing to say about the line: it shows 'Updated' for a moment. */
const isClean = (item: CartItem): boolean =>
  item.priceChanged !== true && item.quantityAdjusted !== true && !isOutOfStock(item) && !hasProductChange(item) && !item.refreshError;

const prefixOf = (item: CartItem): string => item.pricePrefix ?? '$';

/** Keys of lines whose latest refresh was clean, each kept for UPDATED_FLAG_MS after that refresh. */
function useUpdatedFlags(items: readonly CartItem[]): ReadonlySet<string> {
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

function Notice({ text, children }: { text: string; children: ReactNode }): ReactElement {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-cart-notice="">
      <span>{text}</span>
      <span className="flex gap-2">{children}</span>
    </li>
  );
}

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

function CartLine({ item, siteSlug, updated }: { item: CartItem; siteSlug: string | null; updated: boolean }): ReactElement {
  const key = cartItemKey(item);
  const price = unitPrice(item);
  const variant = [choiceLabel(item.color), choiceLabel(item.size)].filter(Boolean).join(' / ');
  const unavailable = isOutOfStock(item);
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
          {formatPrice(price, prefixOf(item))}
          {item.priceChanged === true && <span className="ml-2 text-xs text-fg-muted line-through">{wasPriceLabel(formatPrice(item.price, prefixOf(item)))}</span>}
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

/**
 * The cart drawer (spec 3 §2, §4, §5): the lines with their quantity controls, the refresh
 * notifications and their actions, the total, clearing with a confirmation, and the checkout
 * button the gate enables (its message replaces the button's text while it says no). It opens
 * with the cart store (openCart, or a `cart-open` event on window), refreshes 500 ms after opening
 * and every 120 s while open, and closes when the visitor signs in or out.
 */
export function CartDrawerPanel(): ReactElement {
  const { siteSlug } = usePageContext();
  const cart = useCart();
  const { items, isOpen, refreshing, checkout, total } = cart;
  const hasItems = items.length > 0;
  const [dismissed, setDismissed] = useState<ReadonlySet<NoticeKind>>(new Set());
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const [Section, setSection] = useState<ComponentType<CheckoutSectionProps> | null>(() => checkoutSection);
  const updated = useUpdatedFlags(items);
  const gateId = useId();

  useEffect(() => {
    watchCartEvents();
  }, []);

  useEffect(() => {
    if (!isOpen || !hasItems) return;
    let every: number | undefined;
    const first = window.setTimeout(() => {
      void refreshCart();
      every = window.setInterval(() => void refreshCart(), CART_REFRESH_INTERVAL_MS);
    }, CART_REFRESH_DELAY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [isOpen, hasItems]);

  // A new refresh may raise what the shopper dismissed before.
  useEffect(() => {
    if (refreshing) setDismissed(new Set());
  }, [refreshing]);

  useEffect(() => {
    if (isOpen) return;
    setConfirmingClear(false);
    setCheckingOut(false);
  }, [isOpen]);

  // A refresh closing the gate closes checkout too; the button comes back with the gate's message.
  useEffect(() => {
    if (!checkout.canProceed) setCheckingOut(false);
  }, [checkout.canProceed]);

  useEffect(() => {
    if (!checkingOut || Section) return;
    let live = true;
    void loadCheckoutSection().then((loaded) => {
      if (live) setSection(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [checkingOut, Section]);

  const dismiss = (kind: NoticeKind) => setDismissed((previous) => new Set([...previous, kind]));
  const priceChanged = items.filter((item) => item.priceChanged === true);
  const adjusted = items.filter((item) => item.quantityAdjusted === true);
  const outOfStock = items.filter(isOutOfStock);
  const productChanged = items.filter(hasProductChange);
  const eachKey = (list: CartItem[], action: (key: string) => void) => () => list.forEach((item) => action(cartItemKey(item)));
  const prefix = items[0] ? prefixOf(items[0]) : '$';

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

  const footer = hasItems ? (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-base font-semibold">
        <span>{TOTAL_LABEL}</span>
        <span data-cart-total="">{formatPrice(total, prefix)}</span>
      </div>
      <p className="text-xs text-fg-muted">{SHIPPING_AND_TAXES_NOTE}</p>
      {!checkout.canProceed && (
        <p id={gateId} role="alert" className="text-sm font-medium text-danger">
          {checkout.message}
        </p>
      )}
      {!checkingOut && (
        <button
          type="button"
          className={cx(PRIMARY, 'w-full py-2.5', !checkout.canProceed && 'cursor-not-allowed opacity-60')}
          // aria-disabled, not disabled: a refresh can close the gate while the button has focus,
          // and a disabled button would drop it to the page behind the drawer.
          aria-disabled={!checkout.canProceed}
          aria-describedby={checkout.canProceed ? undefined : gateId}
          onClick={() => checkout.canProceed && setCheckingOut(true)}
          data-cart-checkout=""
        >
          {checkout.canProceed ? PROCEED_TO_CHECKOUT : checkout.message}
        </button>
      )}
      {checkingOut &&
        checkout.canProceed &&
        (Section ? (
          <Section items={items} total={total} siteId={siteIdOfSlug(siteSlug) ?? siteIdFromLocation()} prefix={prefix} />
        ) : (
          <p role="status" className="text-sm text-fg-muted">
            {LOADING_PAYMENT_METHODS}
          </p>
        ))}
      {confirmingClear ? (
        <div role="group" aria-label={CLEAR_CART_LABEL} className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
          <p className="text-sm">{CLEAR_CART_CONFIRM}</p>
          <div className="flex gap-2">
            <button type="button" className={SECONDARY} onClick={() => setConfirmingClear(false)}>
              {CANCEL_LABEL}
            </button>
            <button
              type="button"
              className={cx(BUTTON, 'bg-danger text-white hover:opacity-90')}
              onClick={() => {
                clearCart();
                setConfirmingClear(false);
              }}
            >
              {CONFIRM_CLEAR_LABEL}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={cx(SECONDARY, 'w-full')} onClick={() => setConfirmingClear(true)}>
          {CLEAR_CART_LABEL}
        </button>
      )}
    </div>
  ) : undefined;

  return (
    <SideDrawer open={isOpen} onClose={closeCart} title={CART_TITLE} closeLabel={CLOSE_CART_LABEL} footer={footer}>
      <div aria-live="polite" className="flex flex-col gap-2">
        {refreshing && (
          <p className="text-sm text-fg-muted" data-cart-refreshing="">
            {CHECKING_FOR_UPDATES}
          </p>
        )}
        {notices.length > 0 && <ul className="flex flex-col gap-2">{notices}</ul>}
      </div>
      {hasItems ? (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <CartLine key={cartItemKey(item)} item={item} siteSlug={siteSlug} updated={updated.has(cartItemKey(item))} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-1 py-12 text-center">
          <p className="text-base font-semibold">{CART_EMPTY_TITLE}</p>
          <p className="text-sm text-fg-muted">{CART_EMPTY_TEXT}</p>
        </div>
      )}
    </SideDrawer>
  );
}
