import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readPaypalEvent } from './paypal-events.ts';

const logger = pino({ level: 'silent' });
const cents = (value: string | undefined) => {
  if (!value || !/^\d+(\.\d{2})?$/.test(value)) throw new Error(`unreadable ${value}`);
  return Math.round(Number(value) * 100);
};
const read = (event: Record<string, unknown>) => readPaypalEvent(event, cents, logger);
const up = (captureId: string) => [{ rel: 'self', href: 'https://api-m.paypal.com/v2/payments/refunds/R' }, { rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/${captureId}` }];

describe('readPaypalEvent', () => {
  it('reads a completed capture with its PayPal order and amount in minor units', () => {
    const event = read({
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP1', amount: { currency_code: 'EUR', value: '19.90' }, supplementary_data: { related_ids: { order_id: 'ORD1' } } },
    });
    expect(event).toEqual({ id: 'WH-1', type: 'capture-completed', captureId: 'CAP1', paypalOrderId: 'ORD1', amountCents: 1990, currency: 'EUR' });
  });

  it('keeps a completed capture whose amount cannot be read, with no amount (the order then decides nothing from it)', () => {
    const event = read({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1', amount: { currency_code: 'USD', value: 'twelve' } } });
    expect(event).toMatchObject({ type: 'capture-completed', amountCents: null, paypalOrderId: null });
  });

  it('reads held, denied and declined captures', () => {
    expect(read({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.PENDING', resource: { id: 'CAP1', status_details: { reason: 'ECHECK' } } })).toMatchObject({ type: 'capture-pending', reason: 'ECHECK' });
    expect(read({ id: 'WH-4', event_type: 'PAYMENT.CAPTURE.DENIED', resource: { id: 'CAP1' } })).toMatchObject({ type: 'capture-denied', captureId: 'CAP1' });
    expect(read({ id: 'WH-5', event_type: 'PAYMENT.CAPTURE.DECLINED', resource: { id: 'CAP1' } })).toMatchObject({ type: 'capture-denied' });
  });

  it('finds the capture of a refund by its up link, with PayPal\'s running total when given', () => {
    const event = read({
      id: 'WH-6',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: 'REF1', amount: { currency_code: 'USD', value: '5.00' }, seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: '7.50' } }, links: up('CAP9') },
    });
    expect(event).toEqual({ id: 'WH-6', type: 'capture-refunded', captureId: 'CAP9', amountCents: 500, totalRefundedCents: 750 });
  });

  it('reads a reversal sent as a refund or as the capture itself', () => {
    expect(read({ id: 'WH-7', event_type: 'PAYMENT.CAPTURE.REVERSED', resource_type: 'refund', resource: { id: 'REF2', links: up('CAP9') } })).toEqual({ id: 'WH-7', type: 'capture-reversed', captureId: 'CAP9' });
    expect(read({ id: 'WH-8', event_type: 'PAYMENT.CAPTURE.REVERSED', resource_type: 'capture', resource: { id: 'CAP9' } })).toEqual({ id: 'WH-8', type: 'capture-reversed', captureId: 'CAP9' });
  });

  it('ignores other events, and capture events missing the ids they need', () => {
    expect(read({ id: 'WH-9', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORD1' } })).toEqual({ id: 'WH-9', type: 'ignored' });
    expect(read({ id: 'WH-10', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} })).toEqual({ id: 'WH-10', type: 'ignored' });
    expect(read({ id: 'WH-11', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'REF1', links: [{ rel: 'up', href: 'https://example.com/elsewhere' }] } })).toEqual({ id: 'WH-11', type: 'ignored' });
    expect(read({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1' } })).toEqual({ id: '', type: 'ignored' });
  });
});
