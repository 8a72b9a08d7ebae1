import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import { DISCOUNT_KIND_LABELS } from '#core/shop-rules/discounts.ts';
import type { DiscountCodeView } from '#core/shop-rules/owner-api.ts';
import { DISCOUNT_SCREEN as D, SHOP_RULES_COMMON as C } from '#core/shop-rules/screen-messages.ts';
import { errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { DataTable, columnsFor } from '#web/ui/data-table/data-table.tsx';
import { ListScreen, queryStatus } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { notify } from '#web/ui/toast.ts';
import { DiscountCodeDialog } from './discount-code-dialog.tsx';
import { ShopRulesForbidden } from './shop-rules-kit.tsx';
import { codesKey, deleteCode, fetchCodes, isForbidden, retryUnlessRefused } from './shop-rules-requests.ts';

const column = columnsFor<DiscountCodeView>();
const BADGE = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const dateText = (iso: string) => new Date(iso).toLocaleString(DASHBOARD_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A code's value as its kind says: '12.5 %', '$5.00', or nothing for free shipping. */
function valueText(code: DiscountCodeView, currency: string): string {
  if (code.kind === 'percent') return `${code.value} %`;
  if (code.kind === 'fixed') return formatMoney(code.value, currency, DASHBOARD_LOCALE);
  return '–';
}

function datesText(code: DiscountCodeView): string {
  if (code.startsAt === null && code.endsAt === null) return D.always;
  return [code.startsAt ? D.from(dateText(code.startsAt)) : null, code.endsAt ? D.until(dateText(code.endsAt)) : null].filter(Boolean).join(' ');
}

/**
 * A site's discount codes for its owners (issue 26 item 5, decision 065): each with its kind, value,
 * uses (of its limit), whether it is active and when it is valid; create, edit and delete.
 */
export function DiscountCodesScreen({ siteId, heading, currency }: { siteId: string; heading: string; currency: string }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ code: DiscountCodeView | null } | null>(null);
  const query = useQuery({ queryKey: codesKey(siteId), queryFn: ({ signal }) => fetchCodes(siteId, signal), retry: retryUnlessRefused });
  const codes = query.data ?? [];
  const remove = useMutation({
    mutationFn: (code: DiscountCodeView) => deleteCode(siteId, code.id),
    onSuccess: (_answer, code) => notify.success(D.codeDeleted(code.code)),
    onError: (error) => notify.error(errorText(error, C.deleteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codesKey(siteId) }),
  });

  if (isForbidden(query.error)) return <ShopRulesForbidden heading={heading} />;

  const askDelete = async (code: DiscountCodeView) => {
    if (await confirm({ title: D.deleteTitle(code.code), message: D.deleteText, okLabel: C.deleteConfirm, tone: 'danger' })) remove.mutate(code);
  };
  const columns = [
    column.display({ id: 'code', header: D.code, cell: ({ row }) => <span className="font-mono">{row.original.code}</span>, meta: { rowHeader: true } }),
    column.display({ id: 'kind', header: D.kind, cell: ({ row }) => DISCOUNT_KIND_LABELS[row.original.kind] }),
    column.display({ id: 'value', header: D.value, cell: ({ row }) => <span className="tabular-nums">{valueText(row.original, currency)}</span>, meta: { cellClassName: 'whitespace-nowrap' } }),
    column.display({ id: 'uses', header: D.uses, cell: ({ row }) => <span className="tabular-nums">{D.usesOf(row.original.uses, row.original.usageLimit)}</span>, meta: { cellClassName: 'whitespace-nowrap' } }),
    column.display({
      id: 'active',
      header: D.active,
      cell: ({ row }) => <span className={`${BADGE} ${row.original.active ? 'bg-emerald-100 text-emerald-950' : 'bg-surface-muted text-fg'}`}>{row.original.active ? D.yes : D.no}</span>,
    }),
    column.display({ id: 'dates', header: D.dates, cell: ({ row }) => datesText(row.original) }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{C.actions}</span>,
      cell: ({ row: { original: code } }) => (
        <RowActions editLabel={D.editLabel(code.code)} deleteLabel={D.deleteLabel(code.code)} deleting={remove.isPending} onEdit={() => setEditing({ code })} onDelete={() => void askDelete(code)} />
      ),
      meta: { keepClicks: true },
    }),
  ];

  return (
    <ListScreen
      heading={heading}
      summary={<p className="max-w-3xl text-sm text-fg-muted">{D.summary}</p>}
      actions={<Button onClick={() => setEditing({ code: null })}>{D.newCode}</Button>}
      status={queryStatus(query)}
      loadingLabel={D.loading}
      isEmpty={codes.length === 0}
      empty={<ListEmpty title={D.empty} hint={D.emptyHint} />}
      dialogs={editing ? <DiscountCodeDialog siteId={siteId} code={editing.code} currency={currency} onClose={() => setEditing(null)} /> : null}
    >
      <DataTable<DiscountCodeView> caption={heading} columns={columns} rows={codes} rowId={(code) => code.id} busy={remove.isPending} />
    </ListScreen>
  );
}
