// The buyer of an offline order (pay on delivery, by invoice): one rule for the drawer's form and
// the server.

import { CUSTOMER_ADDRESS_REQUIRED, CUSTOMER_EMAIL_INVALID, CUSTOMER_NAME_REQUIRED, customerPhoneTooLong } from './messages.ts';
import type { OrderCustomer } from './order.ts';

export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_ADDRESS_MIN = 5;
export const CUSTOMER_ADDRESS_MAX = 500;
export const CUSTOMER_PHONE_MAX = 40;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` reads as an email address. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export type CustomerField = 'name' | 'email' | 'address' | 'phone';

export interface CustomerCheck {
  /** The trimmed customer (email lower-cased) when every field passes, else null. */
  customer: OrderCustomer | null;
  errors: Partial<Record<CustomerField, string[]>>;
}

/** Checks the typed name, email, address and optional phone. */
export function checkCustomer(raw: unknown): CustomerCheck {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(body.name);
  const email = text(body.email).toLowerCase();
  const address = text(body.address);
  const phone = text(body.phone);
  const errors: CustomerCheck['errors'] = {};
  if (name === '' || name.length > CUSTOMER_NAME_MAX) errors.name = [CUSTOMER_NAME_REQUIRED];
  if (!isEmailAddress(email)) errors.email = [CUSTOMER_EMAIL_INVALID];
  if (address.length < CUSTOMER_ADDRESS_MIN || address.length > CUSTOMER_ADDRESS_MAX) errors.address = [CUSTOMER_ADDRESS_REQUIRED];
  if (phone.length > CUSTOMER_PHONE_MAX) errors.phone = [customerPhoneTooLong(CUSTOMER_PHONE_MAX)];
  const ok = Object.keys(errors).length === 0;
  return { customer: ok ? { name, email, address, phone: phone || null } : null, errors };
}
