// The buyer of an offline order (pay on delivery, by invoice): one rule for the drawer's form and
// the server.

import { CUSTOMER_EMAIL_INVALID, CUSTOMER_NAME_REQUIRED } from './messages.ts';
import type { OrderCustomer } from './order.ts';
import { ADDRESS_MESSAGES, checkPostalAddress, isPhoneNumber, type AddressField } from './postal-address.ts';

export const CUSTOMER_NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/**
 * Checks the typed name, email, phone and the structured address (issue 23): `{ name, email, phone,
 * address: { line1, line2, city, postalCode, country } }`; the drawer's flat form fields (line1, …
 * beside name) are read too.
 */
export function checkCustomer(raw: unknown): CustomerCheck {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(body.name);
  const email = text(body.email).toLowerCase();
  const phone = text(body.phone);
  const nested = typeof body.address === 'object' && body.address !== null ? body.address : body;
  const { address, errors: addressErrors } = checkPostalAddress(nested);
  const errors: CustomerCheck['errors'] = {};
  if (name === '' || name.length > CUSTOMER_NAME_MAX) errors.name = [CUSTOMER_NAME_REQUIRED];
  if (!isEmailAddress(email)) errors.email = [CUSTOMER_EMAIL_INVALID];
  Object.assign(errors, addressErrors);
  if (!isPhoneNumber(phone)) errors.phone = [ADDRESS_MESSAGES.phone];
  const ok = Object.keys(errors).length === 0 && address !== null;
  return { customer: ok ? { name, email, address, phone } : null, errors };
}
