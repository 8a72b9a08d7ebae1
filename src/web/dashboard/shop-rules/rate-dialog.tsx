import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SITE_CURRENCIES, currencyOf, minorToDecimalString, moneyInputToMinor } from '#core/money/currency.ts';
import type { ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import { SHIPPING_SCREEN as S, SHOP_RULES_COMMON as C, gramsToKilograms, kilogramsToGrams } from '#core/shop-rules/screen-messages.ts';
import { SHIPPING_RATE_KIND_LABELS, SHIPPING_RATE_KINDS, checkShippingRate, type RateField, type ShippingRateKind } from '#core/shop-rules/shipping.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { useFieldErrors } from './shop-rules-kit.tsx';
import { saveRate, zonesKey, type RateBody } from './shop-rules-requests.ts';

type Rate = ZoneWithRates['rates'][number];
const FIELDS: readonly RateField[] = ['name', 'kind', 'amountCents', 'freeOverCents', 'minGrams', 'maxGrams', 'position'];
const KIND_OPTIONS = SHIPPING_RATE_KINDS.map((value) => ({ value, label: SHIPPING_RATE_KIND_LABELS[value] }));

/**
 * A zone's rate: its name and kind, the price in the shop's currency as a person writes it (sent in
 * minor units), the subtotal from which a free-over rate is free, a weight band's kilograms.
 */
export function RateDialog({ siteId, zone, rate, currency, onClose }: { siteId: string; zone: ZoneWithRates; rate: Rate | null; currency: string; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : minorToDecimalString(minor, currency));
  const [name, setName] = useState(rate?.name ?? '');
  const [kind, setKind] = useState<ShippingRateKind>(rate?.kind ?? 'flat');
  const [amount, setAmount] = useState(money(rate?.amountCents));
  const [freeOver, setFreeOver] = useState(money(rate?.freeOverCents));
  const [minKg, setMinKg] = useState(rate?.minGrams ? gramsToKilograms(rate.minGrams) : '');
  const [maxKg, setMaxKg] = useState(rate?.maxGrams !== null && rate?.maxGrams !== undefined ? gramsToKilograms(rate.maxGrams) : '');
  const fields = useFieldErrors(FIELDS);
  const save = useMutation({
    mutationFn: (body: RateBody) => saveRate(siteId, zone.id, rate?.id ?? null, body),
    onSuccess: (_zone, body) => {
      notify.success(S.rateSaved(body.name));
      onClose();
    },
    onError: (error) => fields.fromServer(error, C.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey(siteId) }),
  });
  const symbol = SITE_CURRENCIES[currencyOf(currency)].symbol;

  const submit = () => {
    // What a person typed, read in the shop's currency; a blank pickup price is free.
    const amountCents = kind === 'pickup' && amount.trim() === '' ? 0 : moneyInputToMinor(amount, currency);
    const freeOverCents = moneyInputToMinor(freeOver, currency);
    const minGrams = minKg.trim() === '' ? 0 : kilogramsToGrams(minKg);
    const maxGrams = maxKg.trim() === '' ? null : kilogramsToGrams(maxKg);
    const own: Partial<Record<RateField, string[]>> = {};
    if (amountCents === null) own.amountCents = [S.amountInvalid];
    if (kind === 'free_over' && freeOverCents === null) own.freeOverCents = [S.amountInvalid];
    if (kind === 'weight' && minGrams === null) own.minGrams = [S.weightInvalid];
    if (kind === 'weight' && maxGrams === null && maxKg.trim() !== '') own.maxGrams = [S.weightInvalid];
    const body: RateBody = { name: name.trim(), kind, amountCents: amountCents ?? -1, position: rate?.position ?? 0 };
    if (kind === 'free_over') body.freeOverCents = freeOverCents ?? -1;
    if (kind === 'weight') {
      body.minGrams = minGrams ?? -1;
      body.maxGrams = maxGrams;
    }
    if (fields.show({ ...checkShippingRate(body).errors, ...own })) return;
    save.mutate(body);
  };

  const text = (field: RateField, value: string, set: (next: string) => void) => ({
    name: field,
    value,
    error: fields.errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      fields.clear(field);
    },
  });

  return (
    <FormDialog
      title={S.rateTitle(zone.name, rate?.name ?? null)}
      submitLabel={S.saveRate}
      cancelLabel={C.cancel}
      saving={save.isPending}
      cancelDisabled={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
      <TextInput label={S.name} required maxLength={100} {...text('name', name, setName)} />
      <SelectInput
        label={S.kind}
        name="kind"
        options={KIND_OPTIONS}
        value={kind}
        error={fields.errors.kind}
        onChange={(event) => setKind(SHIPPING_RATE_KINDS.find((value) => value === event.target.value) ?? 'flat')}
      />
      <TextInput label={`${S.amount} (${symbol})`} required={kind !== 'pickup'} inputMode="decimal" {...text('amountCents', amount, setAmount)} />
      {kind === 'free_over' ? <TextInput label={`${S.freeOver} (${symbol})`} hint={S.freeOverHint} required inputMode="decimal" {...text('freeOverCents', freeOver, setFreeOver)} /> : null}
      {kind === 'weight' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={S.minKg} inputMode="decimal" {...text('minGrams', minKg, setMinKg)} />
          <TextInput label={S.maxKg} hint={S.maxKgHint} inputMode="decimal" {...text('maxGrams', maxKg, setMaxKg)} />
        </div>
      ) : null}
    </FormDialog>
  );
}
