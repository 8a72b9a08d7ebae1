import { describe, expect, it } from 'vitest';
import { destinationPostcode, parseQuoteAnswer, type QuoteApiAnswer } from './quote-api.ts';

const answer: QuoteApiAnswer = {
  currency: 'EUR',
  pricesIncludeTax: true,
  needsShipping: true,
  asksCountry: true,
  shipsTo: ['DE', 'AT'],
  regions: [],
  asksPostcode: false,
  rates: [{ id: 'r1', name: 'Standard', kind: 'flat', priceCents: 495 }],
  shippingRateId: 'r1',
  subtotalCents: 4000,
  discountCents: 400,
  shippingCents: 495,
  taxCents: 653,
  totalCents: 4095,
  discountCode: 'SAVE10',
  problems: {},
  cardTaxByStripe: false,
};

describe('parseQuoteAnswer', () => {
  it('reads the server’s answer as it is, keeping only the known problems with text', () => {
    expect(parseQuoteAnswer(answer)).toEqual(answer);
    expect(parseQuoteAnswer({ ...answer, problems: { country: 'Sorry, we do not deliver there.', discountCode: '', other: 'x', shippingRateId: 3 } })!.problems).toEqual({ country: 'Sorry, we do not deliver there.' });
    expect(parseQuoteAnswer({ ...answer, problems: undefined })!.problems).toEqual({});
  });

  it('refuses what is no answer: amounts that are not whole minor units, an unknown currency or rate kind, a missing flag', () => {
    expect(parseQuoteAnswer(null)).toBeNull();
    expect(parseQuoteAnswer({ error: 'Not found' })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, totalCents: 40.95 })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, taxCents: -1 })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, currency: 'XYZ' })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, rates: [{ ...answer.rates[0], kind: 'drone' }] })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, asksCountry: undefined })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, shipsTo: ['DE', 1] })).toBeNull();
    expect(parseQuoteAnswer({ ...answer, discountCode: 5 })).toBeNull();
  });
});

describe('destinationPostcode', () => {
  it('takes a postcode trimmed and in upper case, with spaces and hyphens inside', () => {
    expect(destinationPostcode(' m5v 2t6 ')).toBe('M5V 2T6');
    expect(destinationPostcode('10115')).toBe('10115');
    expect(destinationPostcode('1234-567')).toBe('1234-567');
  });

  it('refuses what is no postcode: empty, starting with a separator, other characters, over 20', () => {
    for (const typed of ['', '   ', '-100', 'SW1A*', '10115;drop', 'A'.repeat(21)]) expect(destinationPostcode(typed)).toBeNull();
    expect(destinationPostcode('A'.repeat(20))).toBe('A'.repeat(20));
  });
});
