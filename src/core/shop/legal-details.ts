// The shop's legal details printed on its invoices and credit notes (issue 25 item 7; decision 062):
// all optional; the site's title stands in for a missing legal name.

export interface ShopLegalDetails {
  legalName: string | null;
  /** Postal address, one line per line. */
  legalAddress: string | null;
  /** VAT id or other tax number. */
  taxNumber: string | null;
}

export const LEGAL_DETAILS_MAX = { legalName: 200, legalAddress: 500, taxNumber: 50 } as const;
/** Address lines the invoice prints at most. */
export const LEGAL_ADDRESS_MAX_LINES = 6;

/**
 * The seller an invoice or credit note was issued by: the name (the legal name, else the site's title)
 * and address lines as printed, and the tax number. Kept with the document when it is numbered, so a
 * later change of the shop's details never rewrites a document already issued.
 */
export interface DocumentIssuer {
  name: string;
  lines: string[];
  taxNumber: string | null;
}

/** The issuer a shop's details and title make (the platform's name when it has neither). */
export function documentIssuer(legal: Readonly<ShopLegalDetails>, siteTitle: string | null): DocumentIssuer {
  const name = legal.legalName ?? (siteTitle?.trim() || 'Sitewright');
  const lines = (legal.legalAddress ?? '').split('\n').filter(Boolean).slice(0, LEGAL_ADDRESS_MAX_LINES);
  return { name, lines, taxNumber: legal.taxNumber };
}

export const EMPTY_LEGAL_DETAILS: Readonly<ShopLegalDetails> = { legalName: null, legalAddress: null, taxNumber: null };

export const LEGAL_DETAILS_LABELS = {
  legend: 'Invoice details',
  hint: 'Printed on invoices and credit notes. The site’s title is used when no legal name is given.',
  legalName: 'Legal name',
  legalAddress: 'Postal address',
  taxNumber: 'Tax number (VAT id)',
} as const;

export const legalDetailTooLong = (max: number): string => `Enter at most ${max} characters.`;
export const legalAddressTooManyLines = `Enter at most ${LEGAL_ADDRESS_MAX_LINES} lines.`;

export type LegalDetailsErrors = Partial<Record<keyof ShopLegalDetails, string[]>>;

/** A form's or a body's legal details: trimmed, blank as null; field errors when too long or not text. */
export function readLegalDetails(raw: Readonly<Record<string, unknown>>): { details: ShopLegalDetails; errors: LegalDetailsErrors } {
  const errors: LegalDetailsErrors = {};
  const read = (key: keyof ShopLegalDetails): string | null => {
    const value = raw[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      errors[key] = [legalDetailTooLong(LEGAL_DETAILS_MAX[key])];
      return null;
    }
    const text = key === 'legalAddress' ? value.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim()).filter(Boolean).join('\n') : value.trim().replace(/\s+/g, ' ');
    if (text.length > LEGAL_DETAILS_MAX[key]) errors[key] = [legalDetailTooLong(LEGAL_DETAILS_MAX[key])];
    else if (key === 'legalAddress' && text.split('\n').length > LEGAL_ADDRESS_MAX_LINES) errors[key] = [legalAddressTooManyLines];
    return text || null;
  };
  return { details: { legalName: read('legalName'), legalAddress: read('legalAddress'), taxNumber: read('taxNumber') }, errors };
}
