import { useEffect, useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { unitPrice } from '#core/cart/cart.ts';
import { CHECKOUT_TEST_MODE_NOTICE, CHECKOUT_TITLE, LOADING_PAYMENT_METHODS, NO_PAYMENT_METHODS, ORDER_SUMMARY_LABEL, PAYMENT_METHOD_LABEL, TRY_AGAIN_LABEL } from '#core/cart-drawer/messages.ts';
import { checkoutItemOf, type CustomerErrors } from '#core/checkout/checkout-request.ts';
import { checkCustomer } from '#core/checkout/customer.ts';
import { PAY_WITH_CARD_LABEL, PAY_WITH_PAYPAL_LABEL, PROCESSING_LABEL } from '#core/checkout/messages.ts';
import { isOfflineMethod, type PaymentMethodValue } from '#core/checkout/order.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { cx } from '#web/ui/class-names.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { saveCartBeforeCheckout } from '#web/storefront/cart-store.ts';
import { placeOfflineOrder, startCardCheckout, startPayPalCheckout } from '#web/storefront/checkout-api.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { OfflineForm } from './offline-order-form.tsx';
import { usePaymentMethods } from './use-payment-methods.ts';

const BUTTON =
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const PRIMARY = cx(BUTTON, 'w-full bg-primary py-2.5 text-primary-fg hover:bg-primary-hover');
const SECONDARY = cx(BUTTON, 'border border-border bg-surface text-fg hover:bg-surface-muted');

export interface CheckoutSectionProps {
  items: readonly CartItem[];
  /** The cart's total as the drawer shows it (PayPal's request carries it; the server recomputes). */
  total: number;
  /** The site whose shop this is (its unique id), null for the platform's own. */
  siteId: string | null;
}

/**
 * The drawer's checkout (spec 3 §4, decision 023), loaded when the shopper proceeds: the methods
 * the shop offers (card first when offered), the order summary, and the chosen method's action:
 * the provider's hosted page for the card and PayPal, a short form for the offline methods. A
 * signed-in cart is saved to the server first; a failed save is logged and checkout goes on.
 */
export function CheckoutSection({ items, total, siteId }: CheckoutSectionProps): ReactElement {
  const { currency, language } = usePageContext();
  const { methods, selected, setSelected, retry } = usePaymentMethods(siteId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CustomerErrors>({});
  const radioName = useId();
  const errorId = useId();
  const live = useRef(true);
  const running = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Back from the provider's page, a browser may show this page as it was left ('Processing...'):
  // the shopper can pay again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const choose = (value: PaymentMethodValue) => {
    setSelected(value);
    setError(null);
    setFieldErrors({});
  };

  /** Runs one checkout: saves the cart first, then asks the server and goes where it says. */
  const run = async (start: () => Promise<{ ok: true; next: string } | { ok: false; error: string; fieldErrors?: CustomerErrors }>) => {
    // A ref, not the state: two quick clicks come before the re-render.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    await saveCartBeforeCheckout();
    const result = await start();
    if (result.ok) {
      // Stays 'Processing...' while the browser leaves; leaves even if the drawer closed meanwhile
      // (the order exists and the shopper asked to pay).
      leavePage.assign(result.next);
      return;
    }
    running.current = false;
    if (!live.current) return;
    setBusy(false);
    setError(result.error);
    setFieldErrors(result.fieldErrors ?? {});
  };

  const lines = () => items.map(checkoutItemOf);

  const payByCard = () =>
    run(async () => {
      const result = await startCardCheckout(lines(), siteId);
      return result.ok ? { ok: true, next: result.url } : result;
    });

  const payByPayPal = () =>
    run(async () => {
      const result = await startPayPalCheckout(lines(), total, siteId);
      return result.ok ? { ok: true, next: result.approveUrl } : result;
    });

  const placeOrder = (method: 'delivery' | 'invoice') => (values: Record<string, string>, saveAddress: boolean) => {
    const { customer, errors } = checkCustomer(values);
    if (!customer) {
      setError(null);
      setFieldErrors(errors);
      return;
    }
    void run(async () => {
      const result = await placeOfflineOrder(lines(), siteId, method, customer, saveAddress);
      return result.ok ? { ok: true, next: result.successUrl } : result;
    });
  };

  const offered = methods.status === 'ready' ? methods.methods : [];

  return (
    <section aria-label={CHECKOUT_TITLE} className="flex flex-col gap-3" data-cart-checkout-section="">
      {methods.status === 'loading' && (
        <p role="status" className="text-sm text-fg-muted" data-checkout-methods-loading="">
          {LOADING_PAYMENT_METHODS}
        </p>
      )}
      {methods.status === 'error' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-sm font-medium text-danger">
            {methods.message}
          </p>
          <button type="button" className={SECONDARY} onClick={retry}>
            {TRY_AGAIN_LABEL}
          </button>
        </div>
      )}
      {methods.status === 'ready' && offered.length === 0 && <p className="text-sm text-fg-muted">{NO_PAYMENT_METHODS}</p>}
      {offered.length > 0 && (
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-1 text-sm font-semibold">{PAYMENT_METHOD_LABEL}</legend>
          {offered.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name={radioName} value={option.value} checked={selected === option.value} onChange={() => choose(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {methods.status === 'ready' && methods.testMode && (
        <p className="self-start rounded-md border border-border px-2 text-sm text-fg-muted" data-checkout-test-mode="">
          {CHECKOUT_TEST_MODE_NOTICE}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{ORDER_SUMMARY_LABEL}</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {items.map((item) => (
            <li key={cartItemKey(item)} className="flex justify-between gap-2">
              <span>
                {item.name} × {item.quantity}
              </span>
              <span>{formatDecimalMoney(unitPrice(item) * item.quantity, currency, language)}</span>
            </li>
          ))}
        </ul>
      </details>
      {selected === 'stripe' && (
        <button type="button" className={PRIMARY} aria-disabled={busy} aria-describedby={error ? errorId : undefined} onClick={() => void payByCard()} data-checkout-pay="">
          {busy ? PROCESSING_LABEL : PAY_WITH_CARD_LABEL}
        </button>
      )}
      {selected === 'paypal' && (
        <button type="button" className={PRIMARY} aria-disabled={busy} aria-describedby={error ? errorId : undefined} onClick={() => void payByPayPal()} data-checkout-pay="">
          {busy ? PROCESSING_LABEL : PAY_WITH_PAYPAL_LABEL}
        </button>
      )}
      {selected !== null && isOfflineMethod(selected) && (
        <OfflineForm key={selected} method={selected as 'delivery' | 'invoice'} siteId={siteId} busy={busy} onSubmit={placeOrder(selected as 'delivery' | 'invoice')} fieldErrors={fieldErrors} />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger" data-checkout-error="">
          {error}
        </p>
      )}
    </section>
  );
}

export default CheckoutSection;
