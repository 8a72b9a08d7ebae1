import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { unitPrice } from '#core/cart/cart.ts';
import {
  CHECKOUT_TITLE,
  CUSTOMER_ADDRESS_LABEL,
  CUSTOMER_EMAIL_LABEL,
  CUSTOMER_NAME_LABEL,
  CUSTOMER_PHONE_LABEL,
  LOADING_PAYMENT_METHODS,
  NO_PAYMENT_METHODS,
  ORDER_SUMMARY_LABEL,
  PAYMENT_METHOD_LABEL,
  TRY_AGAIN_LABEL,
  customerAddressHint,
} from '#core/cart-drawer/messages.ts';
import { checkoutItemOf, type CustomerErrors } from '#core/checkout/checkout-request.ts';
import { CUSTOMER_ADDRESS_MAX, CUSTOMER_NAME_MAX, CUSTOMER_PHONE_MAX, checkCustomer, type CustomerField } from '#core/checkout/customer.ts';
import { PAY_WITH_CARD_LABEL, PAY_WITH_PAYPAL_LABEL, PLACE_ORDER_LABEL, PROCESSING_LABEL } from '#core/checkout/messages.ts';
import { isOfflineMethod, type PaymentMethodValue } from '#core/checkout/order.ts';
import { formatPrice } from '#core/products/price-display.ts';
import { cx } from '#web/ui/class-names.ts';
import { saveCartBeforeCheckout } from '#web/storefront/cart-store.ts';
import { placeOfflineOrder, startCardCheckout, startPayPalCheckout } from '#web/storefront/checkout-api.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { useSession } from '#web/site/session-store.ts';
import { usePaymentMethods } from './use-payment-methods.ts';

const BUTTON =
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const PRIMARY = cx(BUTTON, 'w-full bg-primary py-2.5 text-primary-fg hover:bg-primary-hover');
const SECONDARY = cx(BUTTON, 'border border-border bg-surface text-fg hover:bg-surface-muted');
const INPUT = 'w-full rounded-md border border-border bg-surface px-2.5 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger';

export interface CheckoutSectionProps {
  items: readonly CartItem[];
  /** The cart's total as the drawer shows it (PayPal's request carries it; the server recomputes). */
  total: number;
  /** The site whose shop this is (its unique id), null for the platform's own. */
  siteId: string | null;
  prefix: string;
}

const FIELDS: readonly { name: CustomerField; label: string; type: string; autoComplete: string; maxLength: number; multiline?: boolean }[] = [
  { name: 'name', label: CUSTOMER_NAME_LABEL, type: 'text', autoComplete: 'name', maxLength: CUSTOMER_NAME_MAX },
  { name: 'email', label: CUSTOMER_EMAIL_LABEL, type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'address', label: CUSTOMER_ADDRESS_LABEL, type: 'text', autoComplete: 'street-address', maxLength: CUSTOMER_ADDRESS_MAX, multiline: true },
  { name: 'phone', label: CUSTOMER_PHONE_LABEL, type: 'tel', autoComplete: 'tel', maxLength: CUSTOMER_PHONE_MAX },
];

function OfflineForm({
  method,
  busy,
  onSubmit,
  fieldErrors,
}: {
  method: 'delivery' | 'invoice';
  busy: boolean;
  onSubmit: (values: Record<string, string>) => void;
  fieldErrors: CustomerErrors;
}): ReactElement {
  const session = useSession();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const user = session.status === 'authenticated' ? session.user : null;

  // Prefill once the sign-in state is known, without overwriting what the buyer typed.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !user) return;
    for (const [name, value] of [['name', user.name], ['email', user.email]] as const) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (field && field.value === '' && value) field.value = value;
    }
  }, [user]);

  // Focus the first field the checks or the server found wrong.
  useEffect(() => {
    const first = FIELDS.find((field) => fieldErrors[field.name]?.length);
    if (first) (formRef.current?.elements.namedItem(first.name) as HTMLElement | null)?.focus();
  }, [fieldErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    onSubmit(Object.fromEntries(FIELDS.map((field) => [field.name, String(data.get(field.name) ?? '')])));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-2" data-checkout-offline-form="">
      <p className="text-xs text-fg-muted">{customerAddressHint(method)}</p>
      {FIELDS.map((field) => {
        const errors = fieldErrors[field.name];
        const inputId = `${id}-${field.name}`;
        const errorId = `${inputId}-error`;
        const common = {
          id: inputId,
          name: field.name,
          autoComplete: field.autoComplete,
          maxLength: field.maxLength,
          required: field.name !== 'phone',
          'aria-invalid': errors ? true : undefined,
          'aria-describedby': errors ? errorId : undefined,
          className: INPUT,
        };
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {field.label}
            </label>
            {field.multiline ? <textarea rows={2} {...common} /> : <input type={field.type} {...common} />}
            {errors && (
              <p id={errorId} className="text-xs font-medium text-danger" data-checkout-field-error={field.name}>
                {errors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={PRIMARY} aria-disabled={busy} data-checkout-pay="">
        {busy ? PROCESSING_LABEL : PLACE_ORDER_LABEL}
      </button>
    </form>
  );
}

/**
 * The drawer's checkout (spec 3 §4, decision 023), loaded when the shopper proceeds: the methods
 * the shop offers (card first when offered), the order summary, and the chosen method's action:
 * the provider's hosted page for the card and PayPal, a short form for the offline methods. A
 * signed-in cart is saved to the server first; a failed save is logged and checkout goes on.
 */
export function CheckoutSection({ items, total, siteId, prefix }: CheckoutSectionProps): ReactElement {
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

  const placeOrder = (method: 'delivery' | 'invoice') => (values: Record<string, string>) => {
    const { customer, errors } = checkCustomer(values);
    if (!customer) {
      setError(null);
      setFieldErrors(errors);
      return;
    }
    void run(async () => {
      const result = await placeOfflineOrder(lines(), siteId, method, customer);
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
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{ORDER_SUMMARY_LABEL}</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {items.map((item) => (
            <li key={cartItemKey(item)} className="flex justify-between gap-2">
              <span>
                {item.name} × {item.quantity}
              </span>
              <span>{formatPrice(unitPrice(item) * item.quantity, item.pricePrefix ?? prefix)}</span>
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
        <OfflineForm key={selected} method={selected as 'delivery' | 'invoice'} busy={busy} onSubmit={placeOrder(selected as 'delivery' | 'invoice')} fieldErrors={fieldErrors} />
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
