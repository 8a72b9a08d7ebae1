import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { countryName } from '#core/checkout/postal-address.ts';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import type { ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import { SHIPPING_SCREEN as S, SHOP_RULES_COMMON as C, gramsToKilograms } from '#core/shop-rules/screen-messages.ts';
import { SHIPPING_RATE_KIND_LABELS } from '#core/shop-rules/shipping.ts';
import { errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { notify } from '#web/ui/toast.ts';
import { RateDialog } from './rate-dialog.tsx';
import { ShopRulesForbidden } from './shop-rules-kit.tsx';
import { deleteRate, deleteZone, fetchZones, isForbidden, retryUnlessRefused, zonesKey } from './shop-rules-requests.ts';
import { ZoneDialog } from './zone-dialog.tsx';

type Rate = ZoneWithRates['rates'][number];
const zoneColumn = columnsFor<ZoneWithRates>();
const rateColumn = columnsFor<Rate>();
const COUNTRIES_SHOWN = 4;

/** The first few countries by name, then how many more. */
function countriesText(codes: readonly string[]): string {
  const names = codes.slice(0, COUNTRIES_SHOWN).map(countryName).join(', ');
  return codes.length > COUNTRIES_SHOWN ? `${names} ${C.andMore(codes.length - COUNTRIES_SHOWN)}` : names;
}

/** What a rate costs as its kind says it, in the shop's currency. */
function ratePriceText(rate: Rate, currency: string): string {
  const money = (minor: number) => (minor === 0 ? S.free : formatMoney(minor, currency, DASHBOARD_LOCALE));
  if (rate.kind === 'free_over' && rate.freeOverCents !== null) return S.freeFrom(money(rate.amountCents), formatMoney(rate.freeOverCents, currency, DASHBOARD_LOCALE));
  if (rate.kind === 'weight') return `${money(rate.amountCents)} (${S.band(gramsToKilograms(rate.minGrams ?? 0), rate.maxGrams === null ? null : gramsToKilograms(rate.maxGrams))})`;
  return money(rate.amountCents);
}

const ratesSectionId = (zone: ZoneWithRates) => `zone-rates-${zone.id}`;

type Editing = { kind: 'zone'; zone: ZoneWithRates | null } | { kind: 'rate'; zone: ZoneWithRates; rate: Rate | null } | null;

/**
 * A site's shipping zones and their rates for its owners (issue 26 item 5, decision 065): the zones
 * in a table (name, countries, rates, position), then each zone's rates; every change through the
 * owners' API, which checks it again by the same core rules.
 */
export function ShippingScreen({ siteId, heading, currency }: { siteId: string; heading: string; currency: string }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery({ queryKey: zonesKey(siteId), queryFn: ({ signal }) => fetchZones(siteId, signal), retry: retryUnlessRefused });
  const zones = query.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: zonesKey(siteId) });

  const removeZone = useMutation({
    mutationFn: (zone: ZoneWithRates) => deleteZone(siteId, zone.id),
    onSuccess: (_answer, zone) => notify.success(S.zoneDeleted(zone.name)),
    onError: (error) => notify.error(errorText(error, C.deleteFailed)),
    onSettled: refresh,
  });
  const removeRate = useMutation({
    mutationFn: ({ zone, rate }: { zone: ZoneWithRates; rate: Rate }) => deleteRate(siteId, zone.id, rate.id),
    onSuccess: (_answer, { rate }) => notify.success(S.rateDeleted(rate.name)),
    onError: (error) => notify.error(errorText(error, C.deleteFailed)),
    onSettled: refresh,
  });

  const askDeleteZone = async (zone: ZoneWithRates) => {
    if (await confirm({ title: S.deleteZoneTitle(zone.name), message: S.deleteZoneText, okLabel: C.deleteConfirm, tone: 'danger' })) removeZone.mutate(zone);
  };
  const askDeleteRate = async (zone: ZoneWithRates, rate: Rate) => {
    if (await confirm({ title: S.deleteRateTitle(rate.name), message: S.deleteRateText, okLabel: C.deleteConfirm, tone: 'danger' })) removeRate.mutate({ zone, rate });
  };

  if (isForbidden(query.error)) return <ShopRulesForbidden heading={heading} />;

  const zoneColumns = [
    zoneColumn.display({ id: 'name', header: S.name, cell: ({ row }) => row.original.name, meta: { rowHeader: true } }),
    zoneColumn.display({ id: 'countries', header: S.countries, cell: ({ row }) => countriesText(row.original.countries) }),
    zoneColumn.display({
      id: 'rates',
      header: S.rateCount,
      cell: ({ row }) => (
        <a href={`#${ratesSectionId(row.original)}`} className="tabular-nums text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {row.original.rates.length}
          <span className="sr-only"> {S.ratesOf(row.original.name)}</span>
        </a>
      ),
    }),
    zoneColumn.display({ id: 'position', header: S.position, cell: ({ row }) => <span className="tabular-nums">{row.original.position}</span> }),
    zoneColumn.display({
      id: 'actions',
      header: () => <span className="sr-only">{C.actions}</span>,
      cell: ({ row: { original: zone } }) => (
        <RowActions editLabel={S.editZoneLabel(zone.name)} deleteLabel={S.deleteZoneLabel(zone.name)} deleting={removeZone.isPending} onEdit={() => setEditing({ kind: 'zone', zone })} onDelete={() => void askDeleteZone(zone)} />
      ),
      meta: { keepClicks: true },
    }),
  ];

  const rateColumns = (zone: ZoneWithRates) => [
    rateColumn.display({ id: 'name', header: S.name, cell: ({ row }) => row.original.name, meta: { rowHeader: true } }),
    rateColumn.display({ id: 'kind', header: S.kind, cell: ({ row }) => SHIPPING_RATE_KIND_LABELS[row.original.kind] }),
    rateColumn.display({ id: 'price', header: S.amount, cell: ({ row }) => ratePriceText(row.original, currency) }),
    rateColumn.display({
      id: 'actions',
      header: () => <span className="sr-only">{C.actions}</span>,
      cell: ({ row: { original: rate } }) => (
        <RowActions editLabel={S.editRateLabel(rate.name)} deleteLabel={S.deleteRateLabel(rate.name)} deleting={removeRate.isPending} onEdit={() => setEditing({ kind: 'rate', zone, rate })} onDelete={() => void askDeleteRate(zone, rate)} />
      ),
      meta: { keepClicks: true },
    }),
  ];

  return (
    <ListScreen
      heading={heading}
      summary={<p className="max-w-3xl text-sm text-fg-muted">{S.summary}</p>}
      actions={<Button onClick={() => setEditing({ kind: 'zone', zone: null })}>{S.newZone}</Button>}
      status={queryStatus(query)}
      loadingLabel={S.loading}
      isEmpty={zones.length === 0}
      empty={<ListEmpty title={S.empty} hint={S.emptyHint} />}
      dialogs={
        editing?.kind === 'zone' ? (
          <ZoneDialog siteId={siteId} zone={editing.zone} onClose={() => setEditing(null)} />
        ) : editing?.kind === 'rate' ? (
          <RateDialog siteId={siteId} zone={editing.zone} rate={editing.rate} currency={currency} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      <DataTable<ZoneWithRates> caption={heading} columns={zoneColumns} rows={zones} rowId={(zone) => zone.id} busy={removeZone.isPending} />
      {zones.map((zone) => (
        <section key={zone.id} id={ratesSectionId(zone)} aria-labelledby={`${ratesSectionId(zone)}-heading`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${ratesSectionId(zone)}-heading`} className="text-lg font-semibold">
              {S.ratesOf(zone.name)}
            </h2>
            <Button variant="secondary" aria-label={S.newRateLabel(zone.name)} onClick={() => setEditing({ kind: 'rate', zone, rate: null })}>
              {S.newRate}
            </Button>
          </div>
          {zone.rates.length === 0 ? (
            <p className="rounded-xl border border-border bg-surface p-4 text-sm text-fg-muted">{S.noRates}</p>
          ) : (
            <DataTable<Rate> caption={S.ratesOf(zone.name)} columns={rateColumns(zone)} rows={zone.rates} rowId={(rate) => rate.id} busy={removeRate.isPending} />
          )}
        </section>
      ))}
    </ListScreen>
  );
}
