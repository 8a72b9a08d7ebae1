import { useMemo, useState, type ReactNode } from 'react';
import {
  CUSTOMER_ADDRESS_LINE1_LABEL,
  CUSTOMER_ADDRESS_LINE2_LABEL,
  CUSTOMER_CITY_LABEL,
  CUSTOMER_COUNTRY_LABEL,
  CUSTOMER_COUNTRY_PLACEHOLDER,
  CUSTOMER_NAME_LABEL,
  CUSTOMER_POSTAL_CODE_LABEL,
} from '#core/cart-drawer/messages.ts';
import { CUSTOMER_NAME_MAX } from '#core/checkout/customer.ts';
import { ADDRESS_LINE_MAX, CITY_MAX, countryOptions, PHONE_MAX, POSTAL_CODE_MAX } from '#core/checkout/postal-address.ts';
import { checkSavedAddress, SAVED_ADDRESS_LABEL_MAX, type SavedAddress, type SavedAddressField } from '#core/shop/saved-address.ts';
import {
  ADD_ADDRESS_LABEL,
  ADDRESS_DEFAULT_CHECKBOX,
  ADDRESS_LABEL_HINT,
  ADDRESS_LABEL_LABEL,
  ADDRESS_PHONE_LABEL,
  ADDRESS_SAVE_FAILED,
  EDIT_ADDRESS_TITLE,
  SAVE_ADDRESS_LABEL,
} from '#core/shop/shop-account-messages.ts';
import { ApiError, errorText } from '#web/api/client.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { FormError } from '#web/ui/form-notice.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { createSavedAddress, updateSavedAddress } from '#web/storefront/saved-addresses-api.ts';

type Values = Record<Exclude<SavedAddressField, 'country'> | 'country', string>;
type Errors = Partial<Record<SavedAddressField, string[]>>;

const valuesOf = (address: SavedAddress | null): Values => ({
  label: address?.label ?? '',
  name: address?.name ?? '',
  phone: address?.phone ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? '',
});

const TEXT_FIELDS: readonly { name: keyof Values; label: string; max: number; autoComplete: string; type?: 'tel'; hint?: string; optional?: boolean }[] = [
  { name: 'label', label: ADDRESS_LABEL_LABEL, max: SAVED_ADDRESS_LABEL_MAX, autoComplete: 'off', hint: ADDRESS_LABEL_HINT, optional: true },
  { name: 'name', label: CUSTOMER_NAME_LABEL, max: CUSTOMER_NAME_MAX, autoComplete: 'name' },
  { name: 'line1', label: CUSTOMER_ADDRESS_LINE1_LABEL, max: ADDRESS_LINE_MAX, autoComplete: 'address-line1' },
  { name: 'line2', label: CUSTOMER_ADDRESS_LINE2_LABEL, max: ADDRESS_LINE_MAX, autoComplete: 'address-line2', optional: true },
  { name: 'city', label: CUSTOMER_CITY_LABEL, max: CITY_MAX, autoComplete: 'address-level2' },
  { name: 'postalCode', label: CUSTOMER_POSTAL_CODE_LABEL, max: POSTAL_CODE_MAX, autoComplete: 'postal-code' },
];

/** Adds an address (`address` null) or edits one, by checkout's own rule; the server's field errors show beside the fields. */
export function SavedAddressDialog({ site, address, onClose, onSaved }: { site: string; address: SavedAddress | null; onClose(): void; onSaved(saved: SavedAddress): void }): ReactNode {
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const countries = useMemo(countryOptions, []);
  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value }));

  const submit = async () => {
    const { input, errors: found } = checkSavedAddress(values);
    setErrors(found);
    setFailure(null);
    if (!input) return;
    setSaving(true);
    try {
      const { address: saved } = address ? await updateSavedAddress(site, address.id, input) : await createSavedAddress(site, { ...input, isDefault: makeDefault });
      onSaved(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body as { validationErrors?: Errors } | undefined)?.validationErrors : undefined;
      if (fields) setErrors(fields);
      setFailure(errorText(error, ADDRESS_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (name: SavedAddressField) => errors[name]?.join(' ');
  return (
    <FormDialog
      onClose={onClose}
      title={address ? EDIT_ADDRESS_TITLE : ADD_ADDRESS_LABEL}
      size="lg"
      submitLabel={SAVE_ADDRESS_LABEL}
      saving={saving}
      onSubmit={() => void submit()}
      formProps={{ className: 'flex flex-col gap-3' }}
    >
      <FormError message={failure} className="mb-1" />
      {TEXT_FIELDS.slice(0, 2).map((field) => (
        <TextInput key={field.name} name={field.name} label={field.label} hint={field.hint} required={!field.optional} maxLength={field.max} autoComplete={field.autoComplete} value={values[field.name]} onChange={set(field.name)} error={errorOf(field.name)} />
      ))}
      <TextInput name="phone" type="tel" label={ADDRESS_PHONE_LABEL} maxLength={PHONE_MAX} autoComplete="tel" value={values.phone} onChange={set('phone')} error={errorOf('phone')} />
      {TEXT_FIELDS.slice(2).map((field) => (
        <TextInput key={field.name} name={field.name} label={field.label} required={!field.optional} maxLength={field.max} autoComplete={field.autoComplete} value={values[field.name]} onChange={set(field.name)} error={errorOf(field.name)} />
      ))}
      <SelectInput name="country" label={CUSTOMER_COUNTRY_LABEL} required placeholder={CUSTOMER_COUNTRY_PLACEHOLDER} options={countries} autoComplete="country" value={values.country} onChange={set('country')} error={errorOf('country')} />
      {address ? null : <CheckboxInput name="isDefault" label={ADDRESS_DEFAULT_CHECKBOX} checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
    </FormDialog>
  );
}
