import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '#core/checkout/order.ts';
import { DASHBOARD_LOCALE, formatMoney, minorToDecimalString } from '#core/money/currency.ts';
import { REFUND_AMOUNT_INVALID, REFUND_LABELS as L, REFUND_TOO_LARGE, refundAmountProblem, refundChannel, refundInputToCents } from '#core/checkout/refunds.ts';
import { RESTOCK_HINT, RESTOCK_LABEL } from '#core/checkout/orders-dashboard.ts';
import { fieldErrorOf } from '#web/api/client.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { orderKey, ordersKey, refundOrder } from './orders-requests.ts';

const NOTE_MAX = 500;

/**
 * An owner's refund of an order (issue 25 item 5): the amount (what is left, to start with), the
 * restock choice and a note. The server makes it through the order's provider and checks the amount
 * again; a refusal says why and changes nothing.
 */
export function RefundDialog({ siteId, order, onClose }: { siteId: string; order: OrderDetail; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(minorToDecimalString(order.refundableCents, order.currency));
  const [restock, setRestock] = useState(false);
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: (amountCents: number) => refundOrder(order.id, { amountCents, restock, note }),
    onSuccess: (refunded) => {
      queryClient.setQueryData(orderKey(siteId, refunded.id), refunded);
      notify.success(L.done(refunded.reference));
      onClose();
    },
    onError: (error) => {
      const field = fieldErrorOf(error, 'amountCents');
      if (field) setAmountError(field);
      else notify.error(error.message || L.failed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(siteId) }),
  });

  const submit = () => {
    const cents = refundInputToCents(amount, order.currency);
    const problem = cents === null ? REFUND_AMOUNT_INVALID : refundAmountProblem(cents, order.refundableCents);
    setAmountError(problem);
    if (problem === null && cents !== null) refund.mutate(cents);
  };

  const left = formatMoney(order.refundableCents, order.currency, DASHBOARD_LOCALE);
  return (
    <FormDialog
      title={L.title(order.reference)}
      description={L.channel[refundChannel(order.method)]}
      submitLabel={L.submit}
      cancelLabel={L.cancel}
      saving={refund.isPending}
      cancelDisabled={refund.isPending}
      onClose={onClose}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
      <TextInput
        label={L.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(null);
        }}
        hint={L.amountHint(left)}
        error={amountError === REFUND_TOO_LARGE ? `${REFUND_TOO_LARGE} (${left})` : amountError}
      />
      <CheckboxInput label={RESTOCK_LABEL} name="restock" hint={RESTOCK_HINT} checked={restock} onChange={(event) => setRestock(event.target.checked)} />
      <TextArea label={L.note} name="refundNote" rows={2} maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
    </FormDialog>
  );
}
