import { describe, expect, it } from 'vitest';
import { CHECKOUT_COUNTRY_NOT_ADDRESS, CUSTOMER_EMAIL_INVALID } from '#core/checkout/messages.ts';
import { COUNTRY_CODE_INVALID, REGION_CODE_INVALID } from '#core/shop-rules/countries.ts';
import { DISCOUNT_PROBLEMS } from '#core/shop-rules/discounts.ts';
import { HttpError } from '#server/http/errors.ts';
import { readCheckoutTerms, readCustomer, readDestination } from './checkout-request.public.ts';

// What a checkout or quote body says about shop rules (decision 066): where the buyer is, the rate, the code.

const refusal = (run: () => unknown): { status: number; validationErrors: unknown } => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, validationErrors: error.validationErrors };
    throw error;
  }
  throw new Error('not refused');
};

const ADDRESS = { line1: '1 Hauptstraße', city: 'Berlin', postalCode: '10115', country: 'DE' };
const CUSTOMER = { name: 'Ada', email: 'ada@example.com', phone: '+49 30 1234567', address: ADDRESS };

describe('readDestination', () => {
  it('reads the country, region and postcode as codes, and the email lower-cased', () => {
    expect(readDestination({ country: ' de ', region: 'by', postalCode: '80331', email: 'Ada@Example.com' })).toEqual({ destination: { country: 'DE', region: 'DE-BY', postalCode: '80331' }, email: 'ada@example.com' });
    expect(readDestination(null)).toEqual({ destination: null, email: null });
    expect(readDestination({ email: 'ada@example.com' })).toEqual({ destination: null, email: 'ada@example.com' });
  });

  it('refuses what is not a code or an email with the field’s error', () => {
    expect(refusal(() => readDestination({ country: 'Germany' }))).toEqual({ status: 400, validationErrors: { country: [COUNTRY_CODE_INVALID] } });
    expect(refusal(() => readDestination({ country: 'US', region: 'Bavaria!' }))).toEqual({ status: 400, validationErrors: { region: [REGION_CODE_INVALID] } });
    expect(refusal(() => readDestination({ country: 'US', email: 'not-an-email' }))).toEqual({ status: 400, validationErrors: { email: [CUSTOMER_EMAIL_INVALID] } });
    expect(refusal(() => readDestination({ country: 'US', postalCode: '<script>' })).status).toBe(400);
  });
});

describe('readCheckoutTerms', () => {
  it('takes an offline order’s country and postcode from its address: one source', () => {
    const customer = readCustomer(CUSTOMER);
    expect(readCheckoutTerms({ customer: CUSTOMER, shippingRateId: 'r1', discountCode: ' SAVE10 ' }, customer)).toEqual({
      destination: { country: 'DE', postalCode: '10115' },
      email: 'ada@example.com',
      shippingRateId: 'r1',
      discountCode: 'SAVE10',
    });
    // The drawer's flat form: its country is the address's.
    const flat = { name: 'Ada', email: 'ada@example.com', phone: '+49 30 1234567', ...ADDRESS, region: 'BE' };
    expect(readCheckoutTerms({ customer: flat }, readCustomer(flat)).destination).toEqual({ country: 'DE', postalCode: '10115', region: 'DE-BE' });
    expect(readCheckoutTerms({ customer: { ...CUSTOMER, country: 'de' } }, customer).destination?.country).toBe('DE');
  });

  it('refuses a country beside the address that is another, and a code that is not text', () => {
    const customer = readCustomer(CUSTOMER);
    expect(refusal(() => readCheckoutTerms({ customer: { ...CUSTOMER, country: 'AT' } }, customer))).toEqual({ status: 400, validationErrors: { country: [CHECKOUT_COUNTRY_NOT_ADDRESS] } });
    expect(refusal(() => readCheckoutTerms({ discountCode: ['SAVE10'] }, null))).toEqual({ status: 400, validationErrors: { discountCode: [DISCOUNT_PROBLEMS.unknown] } });
    expect(readCheckoutTerms({ discountCode: '  ', shippingRateId: null }, null)).toEqual({ destination: null, email: null, shippingRateId: null, discountCode: null });
  });
});
