import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { countryName } from '#core/checkout/postal-address.ts';
import type { TaxRateView, TaxSettings } from '#core/shop-rules/owner-api.ts';
import { SHOP_RULES_COMMON as C, TAXES_SCREEN as T } from '#core/shop-rules/screen-messages.ts';
import { TAX_CLASS_LABELS, TAX_CLASSES, taxClassOf } from '#core/shop-rules/tax.ts';
import { errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { ShopRulesForbidden } from './shop-rules-kit.tsx';
import { deleteTaxRate, fetchTaxes, isForbidden, retryUnlessRefused, saveTaxSettings, taxesKey } from './shop-rules-requests.ts';
import { TaxRateDialog } from './tax-rate-dialog.tsx';

const column = columnsFor<TaxRateView>();
const CLASS_OPTIONS = TAX_CLASSES.map((value) => ({ value, label: TAX_CLASS_LABELS[value] }));

/** A rate as owners name it: 'Germany, standard rate', 'United States US-NY, reduced rate'. */
export const taxRateLabel = (rate: TaxRateView): string => `${countryName(rate.country)}${rate.region ? ` ${rate.region}` : ''}, ${TAX_CLASS_LABELS[rate.taxClass].toLowerCase()}`;

/** Prices include tax, and the class that taxes shipping: saved together with their own button. */
function TaxSettingsForm({ siteId, settings }: { siteId: string; settings: TaxSettings }): ReactNode {
  const queryClient = useQueryClient();
  const [pricesIncludeTax, setPricesIncludeTax] = useState(settings.pricesIncludeTax);
  const [shippingTaxClass, setShippingTaxClass] = useState(settings.shippingTaxClass);
  const [stripeAutomaticTax, setStripeAutomaticTax] = useState(settings.stripeAutomaticTax);
  const save = useMutation({
    mutationFn: () => saveTaxSettings(siteId, { pricesIncludeTax, shippingTaxClass, stripeAutomaticTax }),
    onSuccess: () => notify.success(T.settingsSaved),
    onError: (error) => notify.error(errorText(error, C.saveFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxesKey(siteId) }),
  });
  return (
    <section aria-labelledby="tax-settings-heading" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="tax-settings-heading" className="text-lg font-semibold">
        {T.settingsHeading}
      </h2>
      <form
        className="mt-3 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <CheckboxInput label={T.pricesIncludeTax} name="pricesIncludeTax" hint={T.pricesIncludeTaxHint} checked={pricesIncludeTax} onChange={(event) => setPricesIncludeTax(event.target.checked)} />
        <SelectInput label={T.shippingTaxClass} name="shippingTaxClass" options={CLASS_OPTIONS} value={shippingTaxClass} onChange={(event) => setShippingTaxClass(taxClassOf(event.target.value))} containerClassName="max-w-xs" />
        <CheckboxInput label={T.stripeAutomaticTax} name="stripeAutomaticTax" hint={T.stripeAutomaticTaxHint} checked={stripeAutomaticTax} onChange={(event) => setStripeAutomaticTax(event.target.checked)} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {T.saveSettings}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * A site's taxes for its owners (issue 26 item 5, decision 065): whether prices include tax, the
 * shipping's class, and the rates per country, region and class as percent.
 */
export function TaxesScreen({ siteId, heading }: { siteId: string; heading: string }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ rate: TaxRateView | null } | null>(null);
  const query = useQuery({ queryKey: taxesKey(siteId), queryFn: ({ signal }) => fetchTaxes(siteId, signal), retry: retryUnlessRefused });
  const rates = query.data?.rates ?? [];
  const remove = useMutation({
    mutationFn: (rate: TaxRateView) => deleteTaxRate(siteId, rate.id),
    onSuccess: () => notify.success(T.rateDeleted),
    onError: (error) => notify.error(errorText(error, C.deleteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxesKey(siteId) }),
  });

  if (isForbidden(query.error)) return <ShopRulesForbidden heading={heading} />;

  const askDelete = async (rate: TaxRateView) => {
    if (await confirm({ title: T.deleteTitle(taxRateLabel(rate)), message: T.deleteText, okLabel: C.deleteConfirm, tone: 'danger' })) remove.mutate(rate);
  };
  const columns = [
    column.display({ id: 'country', header: T.country, cell: ({ row }) => countryName(row.original.country), meta: { rowHeader: true } }),
    column.display({ id: 'region', header: T.region, cell: ({ row }) => row.original.region ?? T.wholeCountry }),
    column.display({ id: 'class', header: T.taxClass, cell: ({ row }) => TAX_CLASS_LABELS[row.original.taxClass] }),
    column.display({ id: 'rate', header: T.rate, cell: ({ row }) => <span className="tabular-nums">{T.percent(row.original.rate)}</span>, meta: { cellClassName: 'whitespace-nowrap' } }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{C.actions}</span>,
      cell: ({ row: { original: rate } }) => (
        <RowActions editLabel={T.editLabel(taxRateLabel(rate))} deleteLabel={T.deleteLabel(taxRateLabel(rate))} deleting={remove.isPending} onEdit={() => setEditing({ rate })} onDelete={() => void askDelete(rate)} />
      ),
      meta: { keepClicks: true },
    }),
  ];

  return (
    <ListScreen
      heading={heading}
      summary={<p className="max-w-3xl text-sm text-fg-muted">{T.summary}</p>}
      actions={<Button onClick={() => setEditing({ rate: null })}>{T.newRate}</Button>}
      filters={query.data ? <TaxSettingsForm key={JSON.stringify(query.data.settings)} siteId={siteId} settings={query.data.settings} /> : null}
      status={queryStatus(query)}
      loadingLabel={T.loading}
      isEmpty={rates.length === 0}
      empty={<ListEmpty title={T.empty} hint={T.emptyHint} />}
      dialogs={editing ? <TaxRateDialog siteId={siteId} rate={editing.rate} label={editing.rate ? taxRateLabel(editing.rate) : null} onClose={() => setEditing(null)} /> : null}
    >
      <DataTable<TaxRateView> caption={T.ratesHeading} columns={columns} rows={rates} rowId={(rate) => rate.id} busy={remove.isPending} />
    </ListScreen>
  );
}
