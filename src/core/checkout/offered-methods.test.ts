import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_OPTIONS } from '../products/product.ts';
import { offeredPaymentMethods, paymentIconsFor } from './offered-methods.ts';

const both = { payOnDelivery: true, payByInvoice: true };

describe('offered payment methods and their icons', () => {
  it('offers card and PayPal only with their accounts, each offline method only when the shop left it on', () => {
    expect(offeredPaymentMethods({ card: false, paypal: false }, both)).toEqual(['delivery', 'invoice']);
    expect(offeredPaymentMethods({ card: true, paypal: false }, { payOnDelivery: false, payByInvoice: true })).toEqual(['stripe', 'invoice']);
    expect(offeredPaymentMethods({ card: true, paypal: true }, { payOnDelivery: false, payByInvoice: false })).toEqual(['stripe', 'paypal']);
  });

  it('shows no card, PayPal, Apple Pay or Google Pay icon for a shop that takes only offline payments', () => {
    expect(paymentIconsFor(['delivery', 'invoice'], DEFAULT_PAYMENT_OPTIONS)).toEqual(['delivery', 'invoice']);
  });

  it('shows the card and PayPal when offered and the product lists them, never Apple Pay or Google Pay', () => {
    expect(paymentIconsFor(['stripe', 'paypal', 'invoice'], DEFAULT_PAYMENT_OPTIONS)).toEqual(['credit', 'paypal', 'invoice']);
    expect(paymentIconsFor(['stripe', 'paypal'], ['paypal', 'applepay'])).toEqual(['paypal']);
    expect(paymentIconsFor([], DEFAULT_PAYMENT_OPTIONS)).toEqual([]);
  });
});
