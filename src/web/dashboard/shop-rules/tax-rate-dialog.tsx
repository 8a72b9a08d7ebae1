import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TaxRateView } from '#core/shop-rules/owner-api.ts';
import { SHOP_RULES_COMMON as C, TAXES_SCREEN as T, shopCountryOptions } from '#core/shop-rules/screen-messages.ts';
import { RATED_TAX_CLASSES, TAX_CLASS_LABELS, checkTaxRateRule, type RatedTaxClass, type TaxRateField } from '#core/shop-rules/tax.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { useFieldErrors } from './shop-rules-kit.tsx';
import { saveTaxRate, taxesKey, type TaxRateBody } from './shop-rules-requests.ts';

const FIELDS: readonly TaxRateField[] = ['country', 'region', 'taxClass', 'rate'];
const CLASS_OPTIONS = RATED_TAX_CLASSES.map((value) => ({ value, label: TAX_CLASS_LABELS[value] }));

/** One tax rate: a country chosen by name (a native select: typing a name's first letters finds it), an optional region, the class and the percent. */
export function TaxRateDialog({ siteId, rate, label, onClose }: { siteId: string; rate: TaxRateView | null; label: string | null; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(rate?.country ?? '');
  const [region, setRegion] = useState(rate?.region ?? '');
  const [taxClass, setTaxClass] = useState<RatedTaxClass>(rate?.taxClass ?? 'standard');
  const [percent, setPercent] = useState(rate?.rate ?? '');
  const fields = useFieldErrors(FIELDS);
  const save = useMutation({
    mutationFn: (body: TaxRateBody) => saveTaxRate(siteId, rate?.id ?? null, body),
    onSuccess: () => {
      notify.success(T.rateSaved);
      onClose();
    },
    onError: (error) => fields.fromServer(error, C.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxesKey(siteId) }),
  });

  const submit = () => {
    const body: TaxRateBody = { country, region: region.trim() === '' ? null : region.trim(), taxClass, rate: percent.trim().replace(',', '.') };
    if (fields.show(checkTaxRateRule(body).errors)) return;
    save.mutate(body);
  };

  return (
    <FormDialog
      title={T.rateTitle(label)}
      submitLabel={T.saveRate}
      cancelLabel={C.cancel}
      saving={save.isPending}
      cancelDisabled={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
      <SelectInput
        label={T.country}
        name="country"
        required
        placeholder={T.chooseCountry}
        options={shopCountryOptions()}
        value={country}
        error={fields.errors.country}
        onChange={(event) => {
          setCountry(event.target.value);
          fields.clear('country');
        }}
      />
      <TextInput
        label={T.region}
        name="region"
        hint={T.regionHint}
        autoComplete="off"
        value={region}
        error={fields.errors.region}
        onChange={(event) => {
          setRegion(event.target.value);
          fields.clear('region');
        }}
      />
      <SelectInput
        label={T.taxClass}
        name="taxClass"
        options={CLASS_OPTIONS}
        value={taxClass}
        error={fields.errors.taxClass}
        onChange={(event) => setTaxClass(event.target.value === 'reduced' ? 'reduced' : 'standard')}
      />
      <TextInput
        label={T.rate}
        name="rate"
        required
        inputMode="decimal"
        autoComplete="off"
        hint={T.rateHint}
        value={percent}
        error={fields.errors.rate}
        onChange={(event) => {
          setPercent(event.target.value);
          fields.clear('rate');
        }}
      />
    </FormDialog>
  );
}
