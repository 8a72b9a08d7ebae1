// Where an order's invoice and a refund's credit note are downloaded (issue 25 item 7; decision 062).

/** The owner's download (the site's members, as the orders API). */
export function ownerInvoicePath(orderId: string): string {
  return `/api/orders/${orderId}/invoice.pdf`;
}
export function ownerCreditNotePath(orderId: string, refundId: string): string {
  return `/api/orders/${orderId}/refunds/${refundId}/credit-note.pdf`;
}
/** The signed-in buyer's download of their own order's invoice. */
export function accountInvoicePath(orderId: string): string {
  return `/api/account/orders/${orderId}/invoice.pdf`;
}
/** The mailed link: works without signing in while its signature holds and it has not expired. */
export const SIGNED_INVOICE_PREFIX = '/api/invoices/';
export function signedInvoicePath(orderId: string, expires: number, sig: string): string {
  return `${SIGNED_INVOICE_PREFIX}${orderId}.pdf?expires=${expires}&sig=${encodeURIComponent(sig)}`;
}
/** The refund mail's link to its credit note, signed as the invoice link is. */
export function signedCreditNotePath(orderId: string, refundId: string, expires: number, sig: string): string {
  return `${SIGNED_INVOICE_PREFIX}${orderId}/credit-notes/${refundId}.pdf?expires=${expires}&sig=${encodeURIComponent(sig)}`;
}
/** The file name a download is saved under. */
export function invoiceFileName(number: number): string {
  return `invoice-${number}.pdf`;
}
export function creditNoteFileName(number: number): string {
  return `credit-note-${number}.pdf`;
}
