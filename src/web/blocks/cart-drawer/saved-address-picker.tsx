import { useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, RefObject } from 'react';
import { SAVE_ADDRESS_CHECKBOX, SAVED_ADDRESS_NEW_OPTION, SAVED_ADDRESS_SELECT_LABEL } from '#core/cart-drawer/messages.ts';
import { SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, savedAddressSummary, type SavedAddress } from '#core/shop/saved-address.ts';
import { fetchSavedAddresses } from '#web/storefront/saved-addresses-api.ts';

// A signed-in shopper's saved addresses at the drawer's offline checkout (decision 056): choosing
// one fills the form's fields; the default fills an untouched form; "A new address" gives back what
// was typed before; the checkbox asks the server to keep the address with the order.

/** The checkout form's fields (here, not in cart-buttons.ts: this file loads with the checkout, not with the drawer). */
export const FIELD_INPUT = 'w-full rounded-md border border-border bg-surface px-2.5 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger';

/** The form's fields a saved address fills (the buyer's email stays theirs). */
const FILLED = ['name', 'phone', 'line1', 'line2', 'city', 'postalCode', 'country'] as const;
type Filled = (typeof FILLED)[number];
type Snapshot = Record<Filled, string>;

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

function snapshot(form: HTMLFormElement): Snapshot {
  return Object.fromEntries(FILLED.map((name) => [name, fieldOf(form, name)?.value ?? ''])) as Snapshot;
}

function fill(form: HTMLFormElement, values: Partial<Snapshot>) {
  for (const name of FILLED) {
    const field = fieldOf(form, name);
    const value = values[name];
    if (field && typeof value === 'string') field.value = value;
  }
}

const ADDRESS_PARTS: readonly Filled[] = ['line1', 'line2', 'city', 'postalCode', 'country'];

const valuesOf = (address: SavedAddress): Partial<Snapshot> => ({ ...address, line2: address.line2 ?? '', phone: address.phone ?? undefined });

/** The signed-in buyer's saved addresses of `siteId` (null: none are read, as for a signed-out buyer); null until read or when they could not be. */
export function useSavedAddresses(siteId: string | null): SavedAddress[] | null {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  useEffect(() => {
    if (siteId === null) return;
    const controller = new AbortController();
    fetchSavedAddresses(siteId, controller.signal).then(setAddresses, () => setAddresses(null));
    return () => controller.abort();
  }, [siteId]);
  return siteId === null ? null : addresses;
}

/**
 * "Saved address": choosing one fills `form`'s fields; its country goes to `onCountry` (and its
 * postcode to `onPostcode`) where the checkout asks them above the form (issue 26).
 */
export function SavedAddressPicker({
  addresses,
  formRef,
  onCountry,
  onPostcode,
}: {
  addresses: SavedAddress[];
  formRef: RefObject<HTMLFormElement | null>;
  onCountry?: (country: string) => void;
  onPostcode?: (postcode: string) => void;
}): ReactElement | null {
  const [chosen, setChosen] = useState('');
  const typed = useRef<Snapshot | null>(null);
  const id = useId();

  // The default fills a form nothing of the address was typed into yet.
  useEffect(() => {
    const form = formRef.current;
    const preferred = addresses.find((address) => address.isDefault);
    if (!form || !preferred) return;
    const now = snapshot(form);
    if (ADDRESS_PARTS.some((name) => now[name] !== '')) return;
    typed.current = now;
    fill(form, { ...valuesOf(preferred), name: now.name || preferred.name });
    onCountry?.(preferred.country);
    onPostcode?.(preferred.postalCode);
    setChosen(preferred.id);
    // onCountry is the checkout's setter: the default is filled once per list of addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses, formRef]);

  if (addresses.length === 0) return null;

  const choose = (value: string) => {
    const form = formRef.current;
    if (!form) return;
    if (chosen === '') typed.current = snapshot(form);
    const address = addresses.find((entry) => entry.id === value);
    if (address) {
      fill(form, valuesOf(address));
      onCountry?.(address.country);
      onPostcode?.(address.postalCode);
    } else if (typed.current) fill(form, typed.current);
    setChosen(value);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {SAVED_ADDRESS_SELECT_LABEL}
      </label>
      <select id={id} value={chosen} onChange={(event) => choose(event.target.value)} className={FIELD_INPUT} data-checkout-saved-address="">
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {savedAddressSummary(address)}
          </option>
        ))}
        <option value="">{SAVED_ADDRESS_NEW_OPTION}</option>
      </select>
    </div>
  );
}

/** "Save this address to my account"; when the shop's list is full it says so instead of saving nothing silently. */
export function SaveAddressCheckbox({ addresses }: { addresses: SavedAddress[] | null }): ReactElement {
  const id = useId();
  const full = (addresses?.length ?? 0) >= SAVED_ADDRESSES_MAX;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-start gap-2 text-sm">
        <input id={id} type="checkbox" name="saveAddress" value="yes" disabled={full} aria-describedby={full ? `${id}-full` : undefined} className="mt-0.5 size-4 shrink-0 accent-primary" data-checkout-save-address="" />
        {SAVE_ADDRESS_CHECKBOX}
      </label>
      {full ? (
        <p id={`${id}-full`} className="text-xs text-fg-muted">
          {SAVED_ADDRESSES_FULL}
        </p>
      ) : null}
    </div>
  );
}
