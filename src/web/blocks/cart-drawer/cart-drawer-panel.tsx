import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { CART_REFRESH_DELAY_MS, CART_REFRESH_INTERVAL_MS } from '#core/cart/cart-constants.ts';
import { cartItemKey } from '#core/cart/cart-item.ts';
import { CART_EMPTY_TEXT, CART_EMPTY_TITLE, CHECKING_FOR_UPDATES, CLEAR_CART_CONFIRM, SHIPPING_AND_TAXES_NOTE } from '#core/cart/messages.ts';
import {
  CANCEL_LABEL,
  CART_TITLE,
  CHECKOUT_TITLE,
  CLEAR_CART_LABEL,
  CLOSE_CART_LABEL,
  CONFIRM_CLEAR_LABEL,
  LOADING_PAYMENT_METHODS,
  PROCEED_TO_CHECKOUT,
  TOTAL_LABEL,
} from '#core/cart-drawer/messages.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { cx } from '#web/ui/class-names.ts';
import { clearCart, closeCart, refreshCart, useCart } from '#web/storefront/cart-store.ts';
import { siteIdFromLocation, siteIdOfSlug } from '#web/storefront/site-scope.ts';
import type { CheckoutSectionProps } from './checkout-section.tsx';
import { BUTTON, PRIMARY, SECONDARY } from './cart-buttons.ts';
import { watchCartEvents } from './cart-events.ts';
import { CartLine } from './cart-line.tsx';
import { cartNotices, type NoticeKind } from './cart-notices.tsx';
import { SideDrawer } from './side-drawer.tsx';
import { useUpdatedFlags } from './use-updated-flags.ts';

/** The checkout section's code loads when the shopper first proceeds (the drawer stays small). */
let checkoutSection: ComponentType<CheckoutSectionProps> | null = null;
const loadCheckoutSection = async (): Promise<ComponentType<CheckoutSectionProps>> =>
  (checkoutSection ??= (await import('./checkout-section.tsx')).CheckoutSection);

/**
 * The cart drawer (spec 3 §2, §4, §5): the lines with their quantity controls, the refresh
 * notifications and their actions, the total, clearing with a confirmation, and the checkout
 * button the gate enables (its message replaces the button's text while it says no). It opens
 * with the cart store (openCart, or a `cart-open` event on window), refreshes 500 ms after opening
 * and every 120 s while open, and closes when the visitor signs in or out.
 */
export function CartDrawerPanel(): ReactElement {
  const { siteSlug, currency, language } = usePageContext();
  const cart = useCart();
  const { items, isOpen, refreshing, checkout, total } = cart;
  const hasItems = items.length > 0;
  const [dismissed, setDismissed] = useState<ReadonlySet<NoticeKind>>(new Set());
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const [Section, setSection] = useState<ComponentType<CheckoutSectionProps> | null>(() => checkoutSection);
  const updated = useUpdatedFlags(items);
  const gateId = useId();
  const checkoutHeading = useRef<HTMLHeadingElement>(null);

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

  // Proceed to checkout takes its button away: focus goes to the checkout's heading, not to <body>.
  useEffect(() => {
    if (checkingOut) checkoutHeading.current?.focus();
  }, [checkingOut]);

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

  const notices = cartNotices(items, dismissed, dismiss);

  const footer = hasItems ? (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-base font-semibold">
        <span>{TOTAL_LABEL}</span>
        <span data-cart-total="">{formatDecimalMoney(total, currency, language)}</span>
      </div>
      <p className="text-xs text-fg-muted" data-cart-total-note="">
        {SHIPPING_AND_TAXES_NOTE}
      </p>
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
      {checkingOut && checkout.canProceed && (
        <h3 ref={checkoutHeading} tabIndex={-1} className="text-base font-semibold" data-checkout-heading="">
          {CHECKOUT_TITLE}
        </h3>
      )}
      {checkingOut &&
        checkout.canProceed &&
        (Section ? (
          <Section items={items} total={total} siteId={siteIdOfSlug(siteSlug) ?? siteIdFromLocation()} />
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
