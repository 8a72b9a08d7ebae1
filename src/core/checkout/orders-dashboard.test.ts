import { describe, expect, it } from 'vitest';
import { siteOrderPackingSlip, siteOrders } from '../paths/routes.ts';
import {
  ORDERS_API,
  confirmCancelMessage,
  historyChangeLabel,
  historySourceLabel,
  needsConfirmation,
  orderApi,
  orderItemCount,
  orderStatusApi,
  ordersListUrl,
  packingSlipOf,
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

  it('puts on the packing slip where the parcel goes and what is in it, with no price anywhere', () => {
    const order = {
      reference: 'SW-ABCDEFGHJK',
      createdAt: '2026-11-28T10:00:00.000Z',
      email: 'buyer@example.com',
      customer: { name: 'Ada Buyer', email: 'ada@example.com', address: { line1: '1 Shop Street', line2: null, city: 'Shop Town', postalCode: '12345', country: 'DE' }, phone: '030 1' },
      lines: [
        { ...line, productId: 'p1', collection: 'products', name: 'Tee', image: null, color: 'red', colorLabel: 'Red', size: 'm', sizeLabel: 'M', quantity: 2, unitCents: 1999, lineCents: 3998 },
        { ...line, productId: 'p2', collection: 'products', name: 'Mug', image: null, quantity: 1, unitCents: 899, lineCents: 899 },
      ],
      carrier: 'DHL',
      trackingNumber: 'JD1',
    };
    const slip = packingSlipOf(order, 'Demo Store');
    expect(slip.shipTo).toEqual({ name: 'Ada Buyer', address: order.customer.address, phone: '030 1' });
    expect(slip.email).toBe('ada@example.com');
    expect(slip.lines).toEqual([
      { name: 'Tee', variant: 'Red / M', quantity: 2 },
      { name: 'Mug', variant: '', quantity: 1 },
    ]);
    expect(slip.itemCount).toBe(3);
    expect(JSON.stringify(slip)).not.toMatch(/1999|3998|899|Cents/);
    // A card order has no customer record: no address, the order's email.
    expect(packingSlipOf({ ...order, customer: null }, 'Demo Store')).toMatchObject({ shipTo: null, email: 'buyer@example.com' });
    expect(siteOrderPackingSlip('acme', 'a b')).toBe('/dashboard/sites/site-acme/orders/a%20b/packing-slip');
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
    expect((['paid', 'fulfilled', 'refunded', 'cancelled'] as const).filter(needsConfirmation)).toEqual(['cancelled']);
    expect(confirmCancelMessage('SW-1')).toBe('Cancel order SW-1? Its items go back into stock. This cannot be undone.');
  });

  it('writes a history entry as from → to', () => {
    expect(historyChangeLabel({ fromStatus: null, toStatus: 'pending' })).toBe('Pending');
    expect(historyChangeLabel({ fromStatus: 'pending', toStatus: 'fulfilled' })).toBe('Pending → Fulfilled');
    expect(historySourceLabel({ source: 'owner', actorName: 'Ada' })).toBe('Dashboard, by Ada');
    expect(historySourceLabel({ source: 'provider', actorName: null })).toBe('Payment provider');
  });
});
