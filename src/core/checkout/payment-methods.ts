// Spec 3 §4, §9: the checkout section's payment methods. The list of methods and their labels
// live in order.ts; this is what the drawer's radio needs on top (the default, the server's list).
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_VALUES, isPaymentMethod, type PaymentMethodValue } from './order.ts';

export interface PaymentMethodOption {
  value: PaymentMethodValue;
  label: string;
}

/** Every method with its label, in the checkout's order (stripe, paypal, delivery, invoice). */
export const PAYMENT_METHOD_OPTIONS: readonly PaymentMethodOption[] = PAYMENT_METHOD_VALUES.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));
/** Spec 3 §4: the card is the default whenever it is offered. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodValue = 'stripe';

/** The method selected first: the card when offered, else the first offered; null when none is. */
export function defaultPaymentMethod(methods: readonly PaymentMethodOption[]): PaymentMethodValue | null {
  if (methods.some((method) => method.value === DEFAULT_PAYMENT_METHOD)) return DEFAULT_PAYMENT_METHOD;
  return methods[0]?.value ?? null;
}

/**
 * The methods of a `GET /api/checkout/methods` answer, known methods only, each once, in the
 * checkout's order; the label is ours when the server's is missing. Null when the body is no such answer.
 */
export function parsePaymentMethods(body: unknown): PaymentMethodOption[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { methods?: unknown }).methods;
  if (!Array.isArray(list)) return null;
  const labels = new Map<PaymentMethodValue, string>();
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { value, label } = entry as { value?: unknown; label?: unknown };
    if (!isPaymentMethod(value) || labels.has(value)) continue;
    labels.set(value, typeof label === 'string' && label.trim() !== '' ? label : PAYMENT_METHOD_LABELS[value]);
  }
  return PAYMENT_METHOD_OPTIONS.filter((option) => labels.has(option.value)).map((option) => ({ value: option.value, label: labels.get(option.value)! }));
}
