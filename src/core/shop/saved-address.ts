// A shopper's saved addresses in one shop (decision 056): read by the account page's form, the
// drawer's offline checkout and the server, by checkout's own rule (checkRecipient) plus a label.

import { checkRecipient, type RecipientField } from '../checkout/customer.ts';
import type { PostalAddress } from '../checkout/postal-address.ts';

/** At most this many addresses per shopper per shop: each is a row a signed-in visitor makes the server keep. */
export const SAVED_ADDRESSES_MAX = 10;
export const SAVED_ADDRESS_LABEL_MAX = 40;

export const SAVED_ADDRESSES_FULL = `You can keep at most ${SAVED_ADDRESSES_MAX} addresses in this shop. Delete one to add another.`;
export const SAVED_ADDRESS_NOT_FOUND = 'That address was not found.';
export const SAVED_ADDRESS_LABEL_INVALID = `A label has at most ${SAVED_ADDRESS_LABEL_MAX} characters.`;
export const SAVED_ADDRESS_INVALID = 'Please check the address.';

/** A saved address as the API answers it. */
export interface SavedAddress extends PostalAddress {
  id: string;
  /** A short name the shopper gives it ('Home'); null when none. */
  label: string | null;
  name: string;
  phone: string | null;
  isDefault: boolean;
  updatedAt: string;
}

/** What a shopper sends to save one: everything but the id, the default flag and the time. */
export type SavedAddressInput = Omit<SavedAddress, 'id' | 'isDefault' | 'updatedAt'>;

export type SavedAddressField = RecipientField | 'label';

export function checkSavedAddress(raw: unknown): { input: SavedAddressInput | null; errors: Partial<Record<SavedAddressField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const label = typeof body.label === 'string' ? body.label.trim().replace(/\s+/g, ' ') : '';
  const { name, phone, address, errors: recipientErrors } = checkRecipient(body, { phoneOptional: true });
  const errors: Partial<Record<SavedAddressField, string[]>> = {};
  if (label.length > SAVED_ADDRESS_LABEL_MAX || (body.label != null && typeof body.label !== 'string')) errors.label = [SAVED_ADDRESS_LABEL_INVALID];
  Object.assign(errors, recipientErrors);
  if (Object.keys(errors).length > 0 || address === null) return { input: null, errors };
  return { input: { label: label || null, name, phone: phone || null, ...address }, errors };
}

/** Whether two addresses say the same (the checkout's "save" keeps no copy of one already saved). */
export function sameAddress(a: SavedAddressInput, b: SavedAddressInput): boolean {
  const keys = ['name', 'phone', 'line1', 'line2', 'city', 'postalCode', 'country'] as const;
  return keys.every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());
}

/** One line naming a saved address in a select: its label (if any), name and street, city. */
export function savedAddressSummary(address: SavedAddress): string {
  const where = `${address.name}, ${address.line1}, ${address.postalCode} ${address.city}`;
  return address.label ? `${address.label}: ${where}` : where;
}
