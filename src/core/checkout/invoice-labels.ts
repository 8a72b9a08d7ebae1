// The words of invoice and credit note downloads, the dashboard's and the buyer's (decision 062).

export const INVOICE_LABELS = {
  downloadInvoice: 'Download invoice',
  /** Said to screen readers after a download link's text. */
  invoiceNumber: (number: number) => `(invoice ${number}, PDF)`,
  creditNote: 'Credit note',
  creditNoteNumber: (number: number) => `(credit note ${number}, PDF)`,
} as const;
