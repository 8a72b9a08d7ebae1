import { useEffect, useId, useMemo, useRef } from 'react';
import type { FormEvent, ReactElement } from 'react';
import {
  CUSTOMER_ADDRESS_LINE1_LABEL,
  CUSTOMER_ADDRESS_LINE2_LABEL,
  CUSTOMER_CITY_LABEL,
  CUSTOMER_COUNTRY_LABEL,
  CUSTOMER_COUNTRY_PLACEHOLDER,
  CUSTOMER_EMAIL_LABEL,
  CUSTOMER_NAME_LABEL,
  CUSTOMER_PHONE_LABEL,
  CUSTOMER_POSTAL_CODE_LABEL,
  customerAddressHint,
} from '#core/cart-drawer/messages.ts';
import type { CustomerErrors } from '#core/checkout/checkout-request.ts';
import { CUSTOMER_NAME_MAX, type CustomerField } from '#core/checkout/customer.ts';
import { PLACE_ORDER_LABEL, PROCESSING_LABEL } from '#core/checkout/messages.ts';
import { ADDRESS_LINE_MAX, CITY_MAX, PHONE_MAX, POSTAL_CODE_MAX, countryOptions } from '#core/checkout/postal-address.ts';
import { cx } from '#web/ui/class-names.ts';
import { useSession } from '#web/site/session-store.ts';
import { PRIMARY } from './cart-buttons.ts';
import { FIELD_INPUT, SaveAddressCheckbox, SavedAddressPicker, useSavedAddresses } from './saved-address-picker.tsx';

interface FieldSpec {
  name: CustomerField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
  select?: boolean;
}

/** The buyer and their address (issue 23: structured, by the rules of core/checkout/postal-address.ts), in the order a form asks them. */
const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: CUSTOMER_NAME_LABEL, type: 'text', autoComplete: 'name', maxLength: CUSTOMER_NAME_MAX },
  { name: 'email', label: CUSTOMER_EMAIL_LABEL, type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'line1', label: CUSTOMER_ADDRESS_LINE1_LABEL, type: 'text', autoComplete: 'address-line1', maxLength: ADDRESS_LINE_MAX },
  { name: 'line2', label: CUSTOMER_ADDRESS_LINE2_LABEL, type: 'text', autoComplete: 'address-line2', maxLength: ADDRESS_LINE_MAX, optional: true },
  { name: 'city', label: CUSTOMER_CITY_LABEL, type: 'text', autoComplete: 'address-level2', maxLength: CITY_MAX },
  { name: 'postalCode', label: CUSTOMER_POSTAL_CODE_LABEL, type: 'text', autoComplete: 'postal-code', maxLength: POSTAL_CODE_MAX },
  { name: 'country', label: CUSTOMER_COUNTRY_LABEL, type: 'text', autoComplete: 'country', maxLength: 2, select: true },
  { name: 'phone', label: CUSTOMER_PHONE_LABEL, type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX },
];

/**
 * An offline order's form: who buys, where to deliver or invoice, and Place order. Where the shop
 * asks for the country before pricing (issue 26), the checkout asks it above the form: the form
 * leaves its own out (one country field), and a saved address's country goes there.
 */
export function OfflineForm({
  method,
  siteId,
  busy,
  blocked = false,
  describedBy,
  countryAsked = false,
  postcodeAsked = false,
  onCountry,
  onPostcode,
  onSubmit,
  fieldErrors,
}: {
  method: 'delivery' | 'invoice';
  /** The shop (its unique id) whose saved addresses a signed-in buyer is offered; null on a shop's own domain. */
  siteId: string | null;
  busy: boolean;
  /** The checkout's quote does not allow an order yet (on its way, or a problem the checkout names). */
  blocked?: boolean;
  /** The ids of the checkout's words on why Place order does nothing now. */
  describedBy?: string;
  countryAsked?: boolean;
  /** The checkout asks the postcode above the form (issue 26): the form leaves its own out. */
  postcodeAsked?: boolean;
  onCountry?: (country: string) => void;
  onPostcode?: (postcode: string) => void;
  onSubmit: (values: Record<string, string>, saveAddress: boolean) => void;
  fieldErrors: CustomerErrors;
}): ReactElement {
  const session = useSession();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const user = session.status === 'authenticated' ? session.user : null;
  const countries = useMemo(countryOptions, []);
  const savedSite = user ? siteId : null;
  const saved = useSavedAddresses(savedSite);
  // The fields the checkout asks above the form (one field each): the country, and the postcode where a zone narrows to postcodes.
  const fields = FIELDS.filter((field) => !(countryAsked && field.name === 'country') && !(postcodeAsked && field.name === 'postalCode'));

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
    const first = fields.find((field) => fieldErrors[field.name]?.length);
    if (first) (formRef.current?.elements.namedItem(first.name) as HTMLElement | null)?.focus();
    // `fields` follows countryAsked, which only changes with the quote: the errors are what ask for focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    onSubmit(Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')])), data.get('saveAddress') === 'yes');
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-2" data-checkout-offline-form="">
      <p className="text-xs text-fg-muted">{customerAddressHint(method)}</p>
      {saved ? <SavedAddressPicker addresses={saved} formRef={formRef} onCountry={countryAsked ? onCountry : undefined} onPostcode={postcodeAsked ? onPostcode : undefined} /> : null}
      {fields.map((field) => {
        const errors = fieldErrors[field.name];
        const inputId = `${id}-${field.name}`;
        const errorId = `${inputId}-error`;
        const common = {
          id: inputId,
          name: field.name,
          autoComplete: field.autoComplete,
          required: !field.optional,
          'aria-invalid': errors ? true : undefined,
          'aria-describedby': errors ? errorId : undefined,
          className: FIELD_INPUT,
        };
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {field.label}
            </label>
            {field.select ? (
              <select {...common} defaultValue="">
                <option value="">{CUSTOMER_COUNTRY_PLACEHOLDER}</option>
                {countries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </select>
            ) : (
              <input type={field.type} maxLength={field.maxLength} {...common} />
            )}
            {errors && (
              <p id={errorId} className="text-xs font-medium text-danger" data-checkout-field-error={field.name}>
                {errors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {savedSite !== null ? <SaveAddressCheckbox addresses={saved} /> : null}
      <button type="submit" className={cx(PRIMARY, 'w-full py-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')} aria-disabled={busy || blocked} aria-describedby={describedBy} data-checkout-pay="">
        {busy ? PROCESSING_LABEL : PLACE_ORDER_LABEL}
      </button>
    </form>
  );
}
