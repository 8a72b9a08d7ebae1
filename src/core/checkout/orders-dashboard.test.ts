import { describe, expect, it } from 'vitest';
import { siteOrders } from '../paths/routes.ts';
import {
  ORDERS_API,
  confirmTransitionMessage,
  historyChangeLabel,
  historySourceLabel,
  needsConfirmation,
  orderApi,
  orderItemCount,
  orderStatusApi,
  ordersListUrl,
} from './orders-dashboard.ts';
import { variantLabel } from './order.ts';

const line = { color: null, colorLabel: null, size: null, sizeLabel: null };

describe('the owner’s orders screen', () => {
  it('names its screen and API', () => {
    expect(siteOrders('acme')).toBe('/dashboard/sites/site-acme/orders');
    expect(orderApi('a/b')).toBe(`${ORDERS_API}/a%2Fb`);
    expect(orderStatusApi('o1')).toBe('/api/orders/o1/status');
  });

  it('asks the list for the filters that are set, and only those', () => {
    expect(ordersListUrl({ siteId: 'acme', status: '', q: '  ', page: 0 })).toBe('/api/orders?siteId=acme&page=0&limit=20');
    expect(ordersListUrl({ siteId: 'acme', status: 'paid', q: ' sw-abc ', page: 2 }, 5)).toBe('/api/orders?siteId=acme&status=paid&q=sw-abc&page=2&limit=5');
    expect(ordersListUrl({ siteId: 'a&b', status: '', q: 'x@y.test', page: 0 })).toBe('/api/orders?siteId=a%26b&q=x%40y.test&page=0&limit=20');
  });

  it('counts units, not lines', () => {
    expect(orderItemCount([])).toBe(0);
    expect(orderItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
  });

  it('labels a line’s variant by its labels, falling back to the values', () => {
    expect(variantLabel(line)).toBe('');
    expect(variantLabel({ ...line, color: 'red', colorLabel: 'Red', size: 'm', sizeLabel: 'M' })).toBe('Red / M');
    expect(variantLabel({ ...line, size: 'xl' })).toBe('xl');
    expect(variantLabel({ ...line, color: 'blue', size: '' })).toBe('blue');
  });

  it('confirms only the moves that cannot be undone, saying what happens to stock', () => {
    expect((['paid', 'fulfilled', 'refunded', 'cancelled'] as const).filter(needsConfirmation)).toEqual(['refunded', 'cancelled']);
    expect(confirmTransitionMessage('SW-1', 'pending', 'cancelled')).toBe('Cancel order SW-1? Its items go back into stock. This cannot be undone.');
    expect(confirmTransitionMessage('SW-1', 'fulfilled', 'refunded')).toBe('Mark order SW-1 as refunded? Its items stay out of stock. This cannot be undone.');
    expect(confirmTransitionMessage('SW-1', 'paid', 'refunded')).toContain('stay out of stock');
    expect(confirmTransitionMessage('SW-1', 'paid', 'refunded', true)).toBe('Mark order SW-1 as refunded? Its items go back into stock. This cannot be undone.');
  });

  it('writes a history entry as from → to', () => {
    expect(historyChangeLabel({ fromStatus: null, toStatus: 'pending' })).toBe('Pending');
    expect(historyChangeLabel({ fromStatus: 'pending', toStatus: 'fulfilled' })).toBe('Pending → Fulfilled');
    expect(historySourceLabel({ source: 'owner', actorName: 'Ada' })).toBe('Dashboard, by Ada');
    expect(historySourceLabel({ source: 'provider', actorName: null })).toBe('Payment provider');
  });
});
