import { describe, expect, it } from 'vitest';
import { LEGAL_DETAILS_MAX, legalAddressTooManyLines, legalDetailTooLong, readLegalDetails } from './legal-details.ts';

describe('readLegalDetails', () => {
  it('trims, keeps the address lines (blank ones dropped), and makes blanks null', () => {
    expect(readLegalDetails({ legalName: '  Lamp   Shop GmbH ', legalAddress: ' Lampenweg 7\r\n\r\n 10115 Berlin \n', taxNumber: '   ' })).toEqual({
      details: { legalName: 'Lamp Shop GmbH', legalAddress: 'Lampenweg 7\n10115 Berlin', taxNumber: null },
      errors: {},
    });
    expect(readLegalDetails({}).details).toEqual({ legalName: null, legalAddress: null, taxNumber: null });
  });

  it('names a value too long, with too many lines, or not text', () => {
    const { errors } = readLegalDetails({ legalName: 'x'.repeat(LEGAL_DETAILS_MAX.legalName + 1), legalAddress: 'a\nb\nc\nd\ne\nf\ng', taxNumber: 42 });
    expect(errors).toEqual({ legalName: [legalDetailTooLong(LEGAL_DETAILS_MAX.legalName)], legalAddress: [legalAddressTooManyLines], taxNumber: [legalDetailTooLong(LEGAL_DETAILS_MAX.taxNumber)] });
    expect(readLegalDetails({ legalName: 'x'.repeat(LEGAL_DETAILS_MAX.legalName) }).errors).toEqual({});
  });
});
