// The checkout's payment methods (GET /api/checkout/methods), read when the section opens and again
// on Try again; a read left behind (the section closed, the site changed) is cancelled.
import { useEffect, useState } from 'react';
import { PAYMENT_METHODS_FAILED } from '#core/cart-drawer/messages.ts';
import type { PaymentMethodValue } from '#core/checkout/order.ts';
import { defaultPaymentMethod, type PaymentMethodOption } from '#core/checkout/payment-methods.ts';
import { fetchPaymentMethods } from '#web/storefront/checkout-api.ts';

export type Methods = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; methods: PaymentMethodOption[]; testMode: boolean };

/** The methods, the chosen one (kept across a reload when still offered, else the default) and a retry. */
export function usePaymentMethods(siteId: string | null) {
  const [methods, setMethods] = useState<Methods>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<PaymentMethodValue | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setMethods({ status: 'loading' });
    void fetchPaymentMethods(siteId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setMethods({ status: 'error', message: PAYMENT_METHODS_FAILED });
        return;
      }
      setMethods({ status: 'ready', methods: result.methods, testMode: result.testMode });
      setSelected((previous) => (previous && result.methods.some((m) => m.value === previous) ? previous : defaultPaymentMethod(result.methods)));
    });
    return () => controller.abort();
  }, [attempt, siteId]);

  return { methods, selected, setSelected, retry: () => setAttempt((n) => n + 1) };
}
