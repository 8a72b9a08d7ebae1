import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactElement, Ref } from 'react';
import {
  ANOTHER_REGION_LABEL,
  APPLY_CODE_LABEL,
  DISCOUNT_CODE_LABEL,
  ENTER_DISCOUNT_CODE,
  OTHER_COUNTRIES_GROUP_LABEL,
  POSTCODE_LABEL,
  REGION_LABEL,
  REGION_PLACEHOLDER,
  REMOVE_CODE_LABEL,
  SHIPPING_GROUP_LABEL,
  SHIPS_TO_GROUP_LABEL,
  discountCodeApplied,
  removeCodeLabel,
} from '#core/cart-drawer/checkout-messages.ts';
import { CUSTOMER_COUNTRY_LABEL, CUSTOMER_COUNTRY_PLACEHOLDER } from '#core/cart-drawer/messages.ts';
import { BREAKDOWN_LABELS } from '#core/checkout/order-breakdown.ts';
import { countryName, countryOptions } from '#core/checkout/postal-address.ts';
import { DESTINATION_POSTCODE_MAX, type QuoteApiRate } from '#core/checkout/quote-api.ts';
import { formatMoney } from '#core/money/currency.ts';
import { cx } from '#web/ui/class-names.ts';
import { SECONDARY } from './cart-buttons.ts';
import { FIELD_INPUT } from './saved-address-picker.tsx';

// The buyer's choices in the drawer's checkout that the server prices (issue 26; decision 065):
// the country (asked first, the shop's own countries first), the shipping rate, the discount code.

const FIELD_ERROR = 'text-xs font-medium text-danger';
const FIELD_HINT = 'text-xs text-fg-muted';

/** A control under its label, with the words that describe it (an error, a hint) below when there are any. */
function LabelledField({ id, label, note, children }: { id: string; label: string; note?: { id: string; text: string; className: string; error?: string } | null; children: ReactElement }): ReactElement {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {note && (
        <p id={note.id} className={note.className} data-checkout-field-error={note.error}>
          {note.text}
        </p>
      )}
    </div>
  );
}

/**
 * "Country": the countries some shipping zone serves first, then the rest, by name. The one country
 * field of the checkout: the offline form's address takes it from here when the shop asks for it.
 */
export function CountrySelect({
  value,
  shipsTo,
  onChange,
  error,
  errorId,
  selectRef,
}: {
  value: string | null;
  shipsTo: readonly string[];
  onChange: (country: string) => void;
  error: string | null;
  /** The error's id: the checkout's pay buttons are described by it too. */
  errorId: string;
  selectRef?: Ref<HTMLSelectElement>;
}): ReactElement {
  const id = useId();
  const groups = useMemo(() => {
    const all = countryOptions();
    const served = new Set(shipsTo);
    const first = shipsTo.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
    return { first, rest: all.filter((option) => !served.has(option.value)) };
  }, [shipsTo]);
  const option = (country: { value: string; label: string }) => (
    <option key={country.value} value={country.value}>
      {country.label}
    </option>
  );
  return (
    <LabelledField id={id} label={CUSTOMER_COUNTRY_LABEL} note={error ? { id: errorId, text: error, className: FIELD_ERROR, error: 'country' } : null}>
      <select
        id={id}
        ref={selectRef}
        name="country"
        autoComplete="country"
        required
        value={value ?? ''}
        onChange={(event) => event.target.value !== '' && onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={FIELD_INPUT}
        data-checkout-country=""
      >
        <option value="">{CUSTOMER_COUNTRY_PLACEHOLDER}</option>
        {groups.first.length > 0 ? (
          <>
            <optgroup label={SHIPS_TO_GROUP_LABEL}>{groups.first.map(option)}</optgroup>
            <optgroup label={OTHER_COUNTRIES_GROUP_LABEL}>{groups.rest.map(option)}</optgroup>
          </>
        ) : (
          groups.rest.map(option)
        )}
      </select>
    </LabelledField>
  );
}

/** The value of "another state or region" in RegionSelect: priced as no region (none of the shop's names it). */
export const ANOTHER_REGION = '';

/**
 * "State or region": the regions of the buyer's country that the shop's zones or tax rates name
 * (shown by their code without the country, 'NY'), or another one, which prices as none.
 */
export function RegionSelect({ regions, value, onChange, hint, hintId }: { regions: readonly string[]; value: string | null; onChange: (region: string) => void; hint: string | null; hintId: string }): ReactElement {
  const id = useId();
  return (
    <LabelledField id={id} label={REGION_LABEL} note={hint ? { id: hintId, text: hint, className: FIELD_HINT } : null}>
      <select
        id={id}
        name="region"
        autoComplete="address-level1"
        required
        value={value ?? 'unset'}
        onChange={(event) => event.target.value !== 'unset' && onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        className={FIELD_INPUT}
        data-checkout-region=""
      >
        {value === null && <option value="unset">{REGION_PLACEHOLDER}</option>}
        {regions.map((region) => (
          <option key={region} value={region}>
            {region.slice(region.indexOf('-') + 1)}
          </option>
        ))}
        <option value={ANOTHER_REGION}>{ANOTHER_REGION_LABEL}</option>
      </select>
    </LabelledField>
  );
}

/** "Postcode", where a zone of the buyer's country narrows to postcodes: the quote takes it as typed. */
export function PostcodeField({ value, onChange, hint, hintId }: { value: string; onChange: (postcode: string) => void; hint: string | null; hintId: string }): ReactElement {
  const id = useId();
  return (
    <LabelledField id={id} label={POSTCODE_LABEL} note={hint ? { id: hintId, text: hint, className: FIELD_HINT } : null}>
      <input
        id={id}
        name="postalCode"
        autoComplete="postal-code"
        required
        maxLength={DESTINATION_POSTCODE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        className={FIELD_INPUT}
        data-checkout-postcode=""
      />
    </LabelledField>
  );
}

/** "Shipping": the rates the buyer's destination offers this cart, each with its price (Free when nothing). */
export function ShippingRates({
  rates,
  value,
  onChange,
  currency,
  language,
  error,
  errorId,
  disabled,
}: {
  rates: readonly QuoteApiRate[];
  value: string | null;
  onChange: (rateId: string) => void;
  currency: string;
  language: string;
  error: string | null;
  /** The error's id: the checkout's pay buttons are described by it too. */
  errorId: string;
  disabled: boolean;
}): ReactElement {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} aria-describedby={error ? errorId : undefined} data-checkout-rates="">
      <legend className="mb-1 text-sm font-semibold">{SHIPPING_GROUP_LABEL}</legend>
      {rates.map((rate) => (
        <label key={rate.id} className="flex items-center justify-between gap-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <input type="radio" name={name} value={rate.id} checked={value === rate.id} onChange={() => onChange(rate.id)} />
            <span className="min-w-0 break-words">{rate.name}</span>
          </span>
          <span className="shrink-0 tabular-nums">{rate.priceCents === 0 ? BREAKDOWN_LABELS.free : formatMoney(rate.priceCents, currency, language)}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={FIELD_ERROR} data-checkout-field-error="shippingRateId">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Discount code" with Apply; once the server took it, the code and a Remove. The server's reason
 * a code does not apply (its minimum, its dates, its uses) stays at the field until the buyer
 * types again.
 */
export function DiscountCodeField({
  applied,
  error,
  onApply,
  onRemove,
  onEdit,
  disabled,
}: {
  /** The code as the server applied it; null when none is. */
  applied: string | null;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The buyer types: the last reason no longer speaks to what is in the field. */
  onEdit: () => void;
  disabled: boolean;
}): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const message = empty ? ENTER_DISCOUNT_CODE : error;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const shown = useRef(applied);

  // Apply and Remove each take their own button away: focus goes to what replaced it, not to <body>.
  useEffect(() => {
    if (shown.current === applied) return;
    shown.current = applied;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    (applied !== null ? removeRef : inputRef).current?.focus();
  }, [applied]);

  if (applied !== null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-checkout-code-applied="">
        <p role="status">{discountCodeApplied(applied)}</p>
        <button ref={removeRef} type="button" className={SECONDARY} onClick={onRemove} aria-label={removeCodeLabel(applied)} disabled={disabled}>
          {REMOVE_CODE_LABEL}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typed.trim();
    setEmpty(code === '');
    if (code !== '') onApply(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1" data-checkout-code-form="">
      <label htmlFor={id} className="text-sm font-medium">
        {DISCOUNT_CODE_LABEL}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="discountCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setEmpty(false);
            onEdit();
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={cx(FIELD_INPUT, 'min-w-0 flex-1')}
        />
        <button type="submit" className={cx(SECONDARY, 'shrink-0')} disabled={disabled}>
          {APPLY_CODE_LABEL}
        </button>
      </div>
      {message && (
        <p id={errorId} role="alert" className={FIELD_ERROR} data-checkout-field-error="discountCode">
          {message}
        </p>
      )}
    </form>
  );
}
