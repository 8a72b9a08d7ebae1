import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#core/checkout/order.ts';

const STATUS_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-primary/10 text-primary',
  // Solid: the success and danger tints at this text size fall short of 4.5:1 (axe).
  paid: 'bg-success text-white',
  fulfilled: 'bg-success text-white',
  failed: 'bg-danger text-white',
  cancelled: 'bg-surface-muted text-fg',
  refunded: 'bg-surface-muted text-fg',
};

/** An order's status as a coloured pill; the label carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }): ReactNode {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_CLASSES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
