import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  mayRestock,
  isOfflineMethod,
  isOrderStatus,
  isPaymentMethod,
  ORDER_REFERENCE_PATTERN,
  ORDER_STATUSES,
  orderReferenceFrom,
  ownerTransitions,
  releasesStock,
} from './order.ts';
import { checkCustomer, isEmailAddress } from './customer.ts';
import { ADDRESS_MESSAGES, addressLines } from './postal-address.ts';
import { CUSTOMER_EMAIL_INVALID, CUSTOMER_NAME_REQUIRED, checkoutNotEnoughStock, checkoutItemsTooMany, orderPlacedMessage } from './messages.ts';

describe('order statuses', () => {
  it('moves pending orders to paid, failed or cancelled, and lets only offline ones be fulfilled unpaid', () => {
    expect(canTransition('pending', 'paid', 'stripe')).toBe(true);
    expect(canTransition('pending', 'failed', 'paypal')).toBe(true);
    expect(canTransition('pending', 'fulfilled', 'stripe')).toBe(false);
    expect(canTransition('pending', 'fulfilled', 'delivery')).toBe(true);
    expect(canTransition('pending', 'refunded', 'invoice')).toBe(false);
    expect(canTransition('pending', 'partially_refunded', 'stripe')).toBe(false);
    expect(canTransition('paid', 'partially_refunded', 'stripe')).toBe(true);
    expect(canTransition('partially_refunded', 'partially_refunded', 'stripe')).toBe(true);
    expect(canTransition('partially_refunded', 'refunded', 'stripe')).toBe(true);
    expect(canTransition('fulfilled', 'partially_refunded', 'stripe')).toBe(true);
    expect(canTransition('refunded', 'partially_refunded', 'stripe')).toBe(false);
  });

  it('never leaves failed, cancelled or refunded, and never goes back to pending', () => {
    for (const from of ['failed', 'cancelled', 'refunded'] as const) {
      for (const to of ORDER_STATUSES) expect(canTransition(from, to, 'delivery')).toBe(false);
    }
    for (const from of ORDER_STATUSES) expect(canTransition(from, 'pending', 'stripe')).toBe(false);
  });

  it('offers owners the moves the rules allow, never failed', () => {
    expect(ownerTransitions('pending', 'invoice')).toEqual(['paid', 'fulfilled', 'cancelled']);
    expect(ownerTransitions('pending', 'stripe')).toEqual(['paid', 'cancelled']);
    // A refund is made with its amount (the refund action), never set as a status.
    expect(ownerTransitions('paid', 'stripe')).toEqual(['fulfilled', 'cancelled']);
    expect(ownerTransitions('fulfilled', 'paypal')).toEqual([]);
    expect(ownerTransitions('cancelled', 'paypal')).toEqual([]);
  });

  it('gives stock back by itself on failure and cancellation only; refunds restock by the owner’s choice', () => {
    expect(releasesStock('pending', 'failed')).toBe(true);
    expect(releasesStock('paid', 'cancelled')).toBe(true);
    expect(releasesStock('paid', 'refunded')).toBe(false);
    expect(releasesStock('paid', 'partially_refunded')).toBe(false);
    expect(releasesStock('fulfilled', 'refunded')).toBe(false);
    expect(mayRestock('refunded')).toBe(true);
    expect(mayRestock('partially_refunded')).toBe(true);
    expect(mayRestock('cancelled')).toBe(false);
    expect(mayRestock('paid')).toBe(false);
    expect(releasesStock('pending', 'paid')).toBe(false);
    expect(releasesStock('paid', 'fulfilled')).toBe(false);
  });

  it('recognises its own values', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isPaymentMethod('invoice')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
    expect(isPaymentMethod(1)).toBe(false);
    expect(isOfflineMethod('delivery')).toBe(true);
    expect(isOfflineMethod('stripe')).toBe(false);
  });
});

describe('order references', () => {
  it('are SW- and ten characters without look-alikes, within the review form’s 10 to 100 characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const reference = orderReferenceFrom(bytes);
        return ORDER_REFERENCE_PATTERN.test(reference) && reference.length === 13 && !/[01IO]/.test(reference.slice(3));
      }),
    );
  });
});

describe('the offline buyer', () => {
  const ADDRESS = { line1: ' 1  Analytical Way ', line2: '', city: ' London ', postalCode: 'sw1a 1aa', country: 'gb' };

  it('takes a trimmed name, a lower-cased email, a structured address and a phone', () => {
    expect(checkCustomer({ name: ' Ada ', email: ' Ada@Example.COM ', address: ADDRESS, phone: ' +44 20 7946 0000 ' })).toEqual({
      customer: { name: 'Ada', email: 'ada@example.com', address: { line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, phone: '+44 20 7946 0000' },
      errors: {},
    });
    // The drawer's form sends the address fields beside the others: the same rule reads them.
    expect(checkCustomer({ name: 'Ada', email: 'a@b.co', ...ADDRESS, line2: 'Flat 2', phone: '020 7946 0000' }).customer?.address).toMatchObject({ line2: 'Flat 2', country: 'GB' });
  });

  it('names each missing or bad field, the old free-text address included', () => {
    expect(checkCustomer({ name: '', email: 'x@', address: '1 Road, Town', phone: '12' })).toEqual({
      customer: null,
      errors: {
        name: [CUSTOMER_NAME_REQUIRED],
        email: [CUSTOMER_EMAIL_INVALID],
        line1: [ADDRESS_MESSAGES.line1],
        city: [ADDRESS_MESSAGES.city],
        postalCode: [ADDRESS_MESSAGES.postalCode],
        country: [ADDRESS_MESSAGES.country],
        phone: [ADDRESS_MESSAGES.phone],
      },
    });
    const bad = checkCustomer({ name: 'Ada', email: 'a@b.co', address: { ...ADDRESS, line2: 'x'.repeat(201), postalCode: '<script>', country: 'XX' }, phone: 'call me' });
    expect(Object.keys(bad.errors).sort()).toEqual(['country', 'line2', 'phone', 'postalCode']);
    expect(checkCustomer(null).customer).toBeNull();
    expect(checkCustomer([]).errors.name).toEqual([CUSTOMER_NAME_REQUIRED]);
    expect(isEmailAddress('a@b.co')).toBe(true);
    expect(isEmailAddress('a b@c.de')).toBe(false);
  });

  it('shows a structured address as lines, and an older order\'s text as it was typed', () => {
    expect(addressLines({ line1: '1 Analytical Way', line2: null, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' })).toEqual(['1 Analytical Way', 'SW1A 1AA London', 'United Kingdom']);
    expect(addressLines('1 Road\nTown')).toEqual(['1 Road', 'Town']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('messages', () => {
  it('say how much stock is left, or that none is', () => {
    expect(checkoutNotEnoughStock('Mug', 3)).toBe('Only 3 of Mug left in stock.');
    expect(checkoutNotEnoughStock('Mug', 0)).toBe('Mug is out of stock.');
    expect(checkoutItemsTooMany(100)).toBe('A checkout may hold at most 100 lines.');
    expect(orderPlacedMessage('SW-ABCDEFGHJK')).toBe('Your order SW-ABCDEFGHJK has been placed.');
  });
});
