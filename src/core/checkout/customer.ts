// The buyer of an offline order (pay on delivery, by invoice): one rule for the drawer's form and
// the server.

import { CUSTOMER_EMAIL_INVALID, CUSTOMER_NAME_REQUIRED } from './messages.ts';
import type { OrderCustomer } from './order.ts';
import { ADDRESS_MESSAGES, checkPostalAddress, isPhoneNumber, type AddressField, type PostalAddress } from './postal-address.ts';

export const CUSTOMER_NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Whether `value` reads as an email address. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export type CustomerField = 'name' | 'email' | 'phone' | AddressField;

export interface CustomerCheck {
  /** The trimmed customer (email lower-cased) when every field passes, else null. */
  customer: OrderCustomer | null;
  errors: Partial<Record<CustomerField, string[]>>;
}

export type RecipientField = 'name' | 'phone' | AddressField;

export interface RecipientCheck {
  name: string;
  /** The trimmed phone; '' when none was typed (allowed only where it is optional). */
  phone: string;
  address: PostalAddress | null;
  errors: Partial<Record<RecipientField, string[]>>;
}

/**
 * Who receives and where: the name, phone and structured address, by the rules checkout uses. Read
 * by checkCustomer and by a shopper's saved addresses (where the phone may be left out).
 */
export function checkRecipient(raw: unknown, { phoneOptional = false }: { phoneOptional?: boolean } = {}): RecipientCheck {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const name = trimmed(body.name);
  const phone = trimmed(body.phone);
  const nested = typeof body.address === 'object' && body.address !== null ? body.address : body;
  const { address, errors: addressErrors } = checkPostalAddress(nested);
  const errors: RecipientCheck['errors'] = {};
  if (name === '' || name.length > CUSTOMER_NAME_MAX) errors.name = [CUSTOMER_NAME_REQUIRED];
  Object.assign(errors, addressErrors);
  if (!(phoneOptional && phone === '') && !isPhoneNumber(phone)) errors.phone = [ADDRESS_MESSAGES.phone];
  return { name, phone, address, errors };
}

/**
 * Checks the typed name, email, phone and the structured address (issue 23): `{ name, email, phone,
 * address: { line1, line2, city, postalCode, country } }`; the drawer's flat form fields (line1, …
 * beside name) are read too.
 */
export function checkCustomer(raw: unknown): CustomerCheck {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const email = trimmed(body.email).toLowerCase();
  const { name, phone, address, errors: recipientErrors } = checkRecipient(body);
  const errors: CustomerCheck['errors'] = {};
  // The name's error first, then the email's: the first field error is the answer's `error` (readCustomer).
  if (recipientErrors.name) errors.name = recipientErrors.name;
  if (!isEmailAddress(email)) errors.email = [CUSTOMER_EMAIL_INVALID];
  Object.assign(errors, recipientErrors);
  const ok = Object.keys(errors).length === 0 && address !== null;
  return { customer: ok ? { name, email, address, phone } : null, errors };
}
