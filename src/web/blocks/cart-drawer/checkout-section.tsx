import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { CARD_TAX_BY_STRIPE, CHOOSE_REGION, CODE_EMAIL_HINT, ENTER_POSTCODE, PRICE_BREAKDOWN_LABEL, QUOTE_FAILED, QUOTE_UPDATING } from '#core/cart-drawer/checkout-messages.ts';
import { cartItemKey, type CartItem } from '#core/cart/cart-item.ts';
import { unitPrice } from '#core/cart/cart.ts';
import {
  CHECKOUT_TEST_MODE_NOTICE,
  CHECKOUT_TITLE,
  CUSTOMER_EMAIL_LABEL,
  LOADING_PAYMENT_METHODS,
  NO_PAYMENT_METHODS,
  ORDER_SUMMARY_LABEL,
  PAYMENT_METHOD_LABEL,
  TRY_AGAIN_LABEL,
} from '#core/cart-drawer/messages.ts';
import { checkoutItemOf, type CustomerErrors } from '#core/checkout/checkout-request.ts';
import { checkCustomer, isEmailAddress } from '#core/checkout/customer.ts';
import { CUSTOMER_EMAIL_INVALID, PAY_WITH_CARD_LABEL, PAY_WITH_PAYPAL_LABEL, PROCESSING_LABEL } from '#core/checkout/messages.ts';
import type { BreakdownFigures } from '#core/checkout/order-breakdown.ts';
import { isOfflineMethod, type PaymentMethodValue } from '#core/checkout/order.ts';
import { ADDRESS_MESSAGES } from '#core/checkout/postal-address.ts';
import { destinationPostcode, type QuoteApiAnswer, type QuoteApiRequest } from '#core/checkout/quote-api.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { cx } from '#web/ui/class-names.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { useSession } from '#web/site/session-store.ts';
import { saveCartBeforeCheckout } from '#web/storefront/cart-store.ts';
import { placeOfflineOrder, startCardCheckout, startPayPalCheckout, type CheckoutChoices } from '#web/storefront/checkout-api.ts';
import { leavePage } from '#web/storefront/leave-page.ts';
import { OrderBreakdown } from '#web/storefront/order-breakdown.tsx';
import { CountrySelect, DiscountCodeField, PostcodeField, RegionSelect, ShippingRates } from './checkout-choices.tsx';
import { OfflineForm } from './offline-order-form.tsx';
import { FIELD_INPUT } from './saved-address-picker.tsx';
import { useCheckoutQuote } from './use-checkout-quote.ts';
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

/** The quote's figures as the breakdown reads them: the chosen rate's name from the answer's own rates. */
const figuresOf = (quote: QuoteApiAnswer): BreakdownFigures => ({
  subtotalCents: quote.subtotalCents,
  discountCents: quote.discountCents,
  shippingCents: quote.shippingCents,
  taxCents: quote.taxCents,
  totalCents: quote.totalCents,
  taxIncluded: quote.pricesIncludeTax,
  discountCode: quote.discountCode,
  shippingName: quote.rates.find((rate) => rate.id === quote.shippingRateId)?.name ?? null,
});

/**
 * The drawer's checkout (spec 3 §4, decision 023), loaded when the shopper proceeds: the buyer's
 * country where the shop asks for it (it ships by zones or charges tax), the shipping rates, a
 * discount code and the server's breakdown (issue 26; decision 065), the methods the shop offers
 * (card first when offered), the order summary, and the chosen method's action: the provider's
 * hosted page for the card and PayPal, a short form for the offline methods. Nothing is paid while
 * the quote is on its way or names a problem (a country no zone serves, no rate); a quote that
 * could not be read does not stop the buyer: the server prices the order again and says why not.
 * A signed-in cart is saved to the server first; a failed save is logged and checkout goes on.
 */
export function CheckoutSection({ items, total, siteId }: CheckoutSectionProps): ReactElement {
  const { currency, language } = usePageContext();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const { methods, selected, setSelected, retry } = usePaymentMethods(siteId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CustomerErrors>({});
  const [country, setCountry] = useState<string | null>(null);
  // The region (ISO 3166-2; '' for another than the shop names) and postcode, where the shop's rules for the country use them.
  const [region, setRegion] = useState<string | null>(null);
  const [postcode, setPostcode] = useState('');
  const [rateId, setRateId] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const radioName = useId();
  const errorId = useId();
  const statusId = useId();
  const countryErrorId = useId();
  const ratesErrorId = useId();
  const countryHintId = useId();
  const emailId = useId();
  const stripeTaxId = useId();
  const regionHintId = useId();
  const postcodeHintId = useId();
  const countryRef = useRef<HTMLSelectElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const running = useRef(false);

  const checkoutItems = useMemo(() => items.map(checkoutItemOf), [items]);
  const typedEmail = email.trim().toLowerCase();
  const validEmail = isEmailAddress(typedEmail) ? typedEmail : null;
  // A signed-out buyer's code is limited per email: the card and PayPal ask for it here (offline forms have it).
  const onlineMethod = selected === 'stripe' || selected === 'paypal';
  const needsEmail = !signedIn && code !== null && onlineMethod;
  const quoteEmail = needsEmail ? validEmail : null;
  const validPostcode = destinationPostcode(postcode);
  const request = useMemo<QuoteApiRequest>(
    () => ({
      siteId,
      items: checkoutItems,
      customer: country ? { country, ...(region ? { region } : {}), ...(validPostcode ? { postalCode: validPostcode } : {}), ...(quoteEmail ? { email: quoteEmail } : {}) } : null,
      shippingRateId: rateId,
      discountCode: code,
    }),
    [siteId, checkoutItems, country, region, validPostcode, quoteEmail, rateId, code],
  );
  const { quote, current, failed, retry: retryQuote } = useCheckoutQuote(request);
  const problems = current && quote ? quote.problems : {};
  const asksCountry = quote?.asksCountry ?? false;
  // The answer's regions are its country's: until the answer for a newly chosen country is in, none are offered.
  const regions = asksCountry && country ? (quote?.regions ?? []).filter((code) => code.startsWith(`${country}-`)) : [];
  const asksPostcode = asksCountry && country !== null && (quote?.asksPostcode ?? false);
  const offeredRates = quote?.needsShipping ? quote.rates : [];

  // The server's reason a code does not apply goes to the field, and the code out of the question:
  // the figures and the payment then go on without it.
  const refusedCode = problems.discountCode;
  useEffect(() => {
    if (!refusedCode) return;
    setCodeError(refusedCode);
    setCode(null);
  }, [refusedCode]);

  // The rate the answer priced (else the cheapest) is chosen for the buyer when theirs is not offered
  // (the first answer, another country, a cart that no longer needs shipping).
  useEffect(() => {
    if (!current || !quote) return;
    const offered = quote.needsShipping ? quote.rates : [];
    if (rateId !== null && offered.some((rate) => rate.id === rateId)) return;
    const next = offered.find((rate) => rate.id === quote.shippingRateId)?.id ?? offered[0]?.id ?? null;
    if (next !== rateId) setRateId(next);
  }, [current, quote, rateId]);

  // The country's error of an offline order goes to the one country field, above the form.
  useEffect(() => {
    if (asksCountry && fieldErrors.country?.length) countryRef.current?.focus();
  }, [asksCountry, fieldErrors]);

  const waiting = !current && !failed;
  const countryMissing = current && asksCountry && country === null;
  const regionMissing = current && regions.length > 0 && region === null;
  const postcodeMissing = current && asksPostcode && validPostcode === null;
  // A place without its region or postcode is not served yet: the question is the region's or postcode's, not the country's.
  const countryError = (regionMissing || postcodeMissing ? undefined : problems.country) ?? fieldErrors.country?.join(' ') ?? null;
  // Why nothing can be paid now, by the id of the words the section shows for it (the pay buttons are described by them).
  const blockedBy = waiting
    ? statusId
    : regionMissing
      ? regionHintId
      : postcodeMissing
        ? postcodeHintId
        : problems.country
      ? countryErrorId
      : problems.shippingRateId
        ? ratesErrorId
        : countryMissing
          ? countryError
            ? countryErrorId
            : countryHintId
          : null;
  const blocked = blockedBy !== null;
  const described = [blockedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const choices = (): CheckoutChoices => ({
    country: asksCountry ? country : null,
    region: regions.length > 0 && region ? region : null,
    postalCode: asksPostcode ? validPostcode : null,
    shippingRateId: offeredRates.length > 0 ? rateId : null,
    discountCode: code,
    ...(needsEmail && validEmail ? { email: validEmail } : {}),
  });

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
    setEmailError(null);
  };

  /** Whether a card or PayPal payment may start: the quote allows it, and a code's buyer gave their email. */
  const readyToPay = (): boolean => {
    if (blocked) return false;
    if (needsEmail && !validEmail) {
      setEmailError(CUSTOMER_EMAIL_INVALID);
      emailRef.current?.focus();
      return false;
    }
    setEmailError(null);
    return true;
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

  const payByCard = () =>
    readyToPay() &&
    run(async () => {
      const result = await startCardCheckout(checkoutItems, siteId, choices());
      return result.ok ? { ok: true, next: result.url } : result;
    });

  const payByPayPal = () =>
    readyToPay() &&
    run(async () => {
      const result = await startPayPalCheckout(checkoutItems, total, siteId, choices());
      return result.ok ? { ok: true, next: result.approveUrl } : result;
    });

  const placeOrder = (method: 'delivery' | 'invoice') => (values: Record<string, string>, saveAddress: boolean) => {
    if (blocked) return;
    // The one country field: the shop asked for it above the form, and the address is there.
    const { customer, errors } = checkCustomer({ ...values, ...(asksCountry ? { country: country ?? '' } : {}), ...(asksPostcode ? { postalCode: validPostcode ?? '' } : {}) });
    if (!customer) {
      setError(null);
      setFieldErrors(errors);
      return;
    }
    void run(async () => {
      const result = await placeOfflineOrder(checkoutItems, siteId, method, customer, saveAddress, choices());
      return result.ok ? { ok: true, next: result.successUrl } : result;
    });
  };

  const chooseCountry = (next: string) => {
    if (next !== country) setRegion(null);
    setCountry(next);
    setFieldErrors(({ country: _, ...rest }) => rest);
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
      {asksCountry && (
        <CountrySelect value={country} shipsTo={quote?.shipsTo ?? []} onChange={chooseCountry} error={countryError} errorId={countryErrorId} selectRef={countryRef} />
      )}
      {regions.length > 0 && <RegionSelect regions={regions} value={region} onChange={setRegion} hint={regionMissing ? CHOOSE_REGION : null} hintId={regionHintId} />}
      {asksPostcode && <PostcodeField value={postcode} onChange={setPostcode} hint={postcodeMissing ? ENTER_POSTCODE : null} hintId={postcodeHintId} />}
      {offeredRates.length > 0 && quote && (
        <ShippingRates rates={offeredRates} value={rateId} onChange={setRateId} currency={quote.currency} language={language} error={problems.shippingRateId ?? null} errorId={ratesErrorId} disabled={busy} />
      )}
      {(quote !== null || failed) && (
        <DiscountCodeField
          applied={code !== null && quote?.discountCode ? quote.discountCode : null}
          error={codeError}
          onApply={(typed) => {
            setCodeError(null);
            setCode(typed);
          }}
          onRemove={() => setCode(null)}
          onEdit={() => setCodeError(null)}
          disabled={busy}
        />
      )}
      {waiting && (
        <p id={statusId} role="status" className="text-sm text-fg-muted" data-checkout-quote-updating="">
          {QUOTE_UPDATING}
        </p>
      )}
      {failed && (
        <div className="flex flex-wrap items-center justify-between gap-2" data-checkout-quote-failed="">
          <p className="text-sm text-fg-muted">{QUOTE_FAILED}</p>
          <button type="button" className={SECONDARY} onClick={retryQuote}>
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
      {/* After a failed question the last figures are another choice's: none are shown then. While
          a new one is asked they stay legible (faded text fails contrast), marked busy, and the
          status above says the totals are being calculated. */}
      {quote && !failed && <OrderBreakdown figures={figuresOf(quote)} currency={quote.currency} language={language} label={PRICE_BREAKDOWN_LABEL} adjustedOnly busy={waiting} />}
      {needsEmail && (
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-medium">
            {CUSTOMER_EMAIL_LABEL}
          </label>
          <input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${emailId}-hint${emailError ? ` ${emailId}-error` : ''}`}
            className={FIELD_INPUT}
            data-checkout-email=""
          />
          <p id={`${emailId}-hint`} className="text-xs text-fg-muted">
            {CODE_EMAIL_HINT}
          </p>
          {emailError && (
            <p id={`${emailId}-error`} className="text-xs font-medium text-danger" data-checkout-field-error="email">
              {emailError}
            </p>
          )}
        </div>
      )}
      {blockedBy === countryHintId && (
        <p id={countryHintId} className="sr-only">
          {ADDRESS_MESSAGES.country}
        </p>
      )}
      {selected === 'stripe' && quote?.cardTaxByStripe === true && (
        <p id={stripeTaxId} className="text-sm text-fg-muted" data-checkout-stripe-tax="">
          {CARD_TAX_BY_STRIPE}
        </p>
      )}
      {selected === 'stripe' && (
        <button
          type="button"
          className={PRIMARY}
          aria-disabled={busy || blocked}
          aria-describedby={[described, quote?.cardTaxByStripe === true ? stripeTaxId : null].filter(Boolean).join(' ') || undefined}
          onClick={() => void payByCard()}
          data-checkout-pay=""
        >
          {busy ? PROCESSING_LABEL : PAY_WITH_CARD_LABEL}
        </button>
      )}
      {selected === 'paypal' && (
        <button type="button" className={PRIMARY} aria-disabled={busy || blocked} aria-describedby={described} onClick={() => void payByPayPal()} data-checkout-pay="">
          {busy ? PROCESSING_LABEL : PAY_WITH_PAYPAL_LABEL}
        </button>
      )}
      {selected !== null && isOfflineMethod(selected) && (
        <OfflineForm
          key={selected}
          method={selected as 'delivery' | 'invoice'}
          siteId={siteId}
          busy={busy}
          blocked={blocked}
          describedBy={described}
          countryAsked={asksCountry}
          postcodeAsked={asksPostcode}
          onCountry={chooseCountry}
          onPostcode={setPostcode}
          onSubmit={placeOrder(selected as 'delivery' | 'invoice')}
          fieldErrors={fieldErrors}
        />
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
