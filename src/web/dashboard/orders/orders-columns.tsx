import { PAYMENT_METHOD_LABELS } from '#core/checkout/order.ts';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import { ORDERS_SCREEN_MESSAGES as M, orderItemCount } from '#core/checkout/orders-dashboard.ts';
import { OrderStatusBadge } from '#web/storefront/order-view.tsx';
import { columnsFor } from '#web/ui/data-table/data-table.tsx';
import { RowOpenButton } from '#web/ui/data-table/row-open-button.tsx';
import { formatOrderDate } from './order-sections.tsx';
import type { OwnerOrderRow } from './orders-requests.ts';

const column = columnsFor<OwnerOrderRow>();
const NOWRAP = 'whitespace-nowrap';
const RIGHT = 'text-right';

/** The orders table: the reference (a button: how a keyboard opens the row), date, customer, items, total, method, status. */
export function orderColumns(openOrder: (order: OwnerOrderRow) => void) {
  return [
    column.display({
      id: 'reference',
      header: M.columns.reference,
      cell: ({ row: { original: order } }) => (
        <RowOpenButton className="font-mono font-medium" onOpen={() => openOrder(order)}>
          {order.reference}
        </RowOpenButton>
      ),
    }),
    column.display({ id: 'date', header: M.columns.date, cell: ({ row }) => formatOrderDate(row.original.createdAt), meta: { cellClassName: NOWRAP } }),
    column.display({
      id: 'customer',
      header: M.columns.customer,
      cell: ({ row: { original: order } }) => (
        <>
          {order.customerName ? <span className="block">{order.customerName}</span> : null}
          {order.email ? <span className="block break-all text-fg-muted">{order.email}</span> : null}
        </>
      ),
    }),
    column.display({ id: 'items', header: M.columns.items, cell: ({ row }) => orderItemCount(row.original.lines), meta: { headerClassName: RIGHT, cellClassName: RIGHT } }),
    column.display({ id: 'total', header: M.columns.total, cell: ({ row }) => formatMoney(row.original.totalCents, row.original.currency, DASHBOARD_LOCALE), meta: { headerClassName: RIGHT, cellClassName: `${RIGHT} ${NOWRAP}` } }),
    column.display({ id: 'method', header: M.columns.method, cell: ({ row }) => PAYMENT_METHOD_LABELS[row.original.method], meta: { cellClassName: NOWRAP } }),
    column.display({ id: 'status', header: M.columns.status, cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> }),
  ];
}
