import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { storedOrderFigures } from '#core/checkout/order-breakdown.ts';
import { PAYMENT_METHOD_LABELS, variantLabel } from '#core/checkout/order.ts';
import { addressLines } from '#core/checkout/postal-address.ts';
import { creditNoteFileName, invoiceFileName, signedInvoicePath, signedCreditNotePath } from '#core/paths/invoices.ts';
import type { DocumentIssuer } from '#core/shop/legal-details.ts';
import type { Db } from '#server/db/client.ts';
import { shopRefund } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { issuerOf } from './document-numbers.ts';
import { renderCreditNotePdf, renderInvoicePdf, type InvoiceParty } from './invoice-pdf.ts';
import type { OrderRow } from './transition-order.public.ts';

// Invoices and credit notes as files (issue 25 item 7; decision 062): the order's own facts (as
// stored at checkout) with the seller's details as they were when the document was numbered; the mailed link's signature.

export const INVOICE_NOT_FOUND = 'This order has no invoice.';
export const CREDIT_NOTE_NOT_FOUND = 'This refund has no credit note.';
export const INVOICE_LINK_INVALID = 'This invoice link is not valid or has expired.';

/** How long the link in the confirmation mail works. */
export const INVOICE_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The seller as the document was issued by; for one numbered before issuers were kept, the shop's details as they are now. */
async function sellerOf(db: Db, siteId: string | null, kept: DocumentIssuer | null): Promise<{ seller: InvoiceParty; taxNumber: string | null }> {
  const issuer = kept ?? (await issuerOf(db, siteId));
  return { seller: { name: issuer.name, lines: issuer.lines }, taxNumber: issuer.taxNumber };
}

function buyerOf(order: OrderRow): InvoiceParty {
  const email = order.email ?? order.customer?.email ?? null;
  const name = order.customer?.name?.trim() || email || '';
  return { name, lines: [...(order.customer?.name && email ? [email] : []), ...addressLines(order.customer?.address ?? null)] };
}

/** The order's invoice as a PDF; null when it has none (not paid, or paid before invoices were numbered). */
export async function invoicePdfOf(db: Db, order: OrderRow): Promise<PdfFile | null> {
  if (order.invoiceNumber === null || order.invoiceIssuedAt === null) return null;
  const bytes = await renderInvoicePdf({
    kind: 'invoice',
    number: order.invoiceNumber,
    issuedAt: order.invoiceIssuedAt,
    reference: order.reference,
    ...(await sellerOf(db, order.siteId, order.invoiceIssuer)),
    buyer: buyerOf(order),
    lines: order.lines.map((line) => {
      const variant = variantLabel(line);
      return { description: variant ? `${line.name} (${variant})` : line.name, quantity: line.quantity, unitCents: line.unitCents, lineCents: line.lineCents };
    }),
    figures: storedOrderFigures(order),
    currency: order.currency,
    paymentMethod: PAYMENT_METHOD_LABELS[order.method],
  });
  return { bytes, fileName: invoiceFileName(order.invoiceNumber) };
}

/** The credit note of one of the order's refunds; null when the refund is not the order's or has none. */
export async function creditNotePdfOf(db: Db, order: OrderRow, refundId: string): Promise<PdfFile | null> {
  const [refund] = await db.select().from(shopRefund).where(and(eq(shopRefund.id, refundId), eq(shopRefund.orderId, order.id))).limit(1);
  if (!refund || refund.creditNoteNumber === null || refund.creditNoteIssuedAt === null) return null;
  const bytes = await renderCreditNotePdf({
    kind: 'credit_note',
    number: refund.creditNoteNumber,
    issuedAt: refund.creditNoteIssuedAt,
    reference: order.reference,
    invoiceNumber: order.invoiceNumber,
    ...(await sellerOf(db, order.siteId, refund.creditNoteIssuer)),
    buyer: buyerOf(order),
    amountCents: refund.amountCents,
    figures: storedOrderFigures(order),
    currency: order.currency,
  });
  return { bytes, fileName: creditNoteFileName(refund.creditNoteNumber) };
}

/** The file as a download that no cache keeps. */
export function pdfResponse(file: PdfFile): Response {
  return new Response(Buffer.from(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

// The mailed link's key: derived from the auth secret for this one purpose (never the secret itself).
const processKey = randomBytes(32).toString('hex');
function linkKey(deps: Pick<AppDeps, 'auth'>): Buffer {
  const secret = (deps.auth.options as { secret?: unknown }).secret;
  return createHmac('sha256', typeof secret === 'string' && secret !== '' ? secret : processKey)
    .update('sitewright/invoice-link')
    .digest();
}

/** The signature of a link to `document`: an order's id (its invoice), or `credit-note/<order>/<refund>`. */
function signatureOf(deps: Pick<AppDeps, 'auth'>, document: string, expires: number): string {
  return createHmac('sha256', linkKey(deps)).update(`${document}.${expires}`).digest('base64url');
}

const creditNoteDocument = (orderId: string, refundId: string) => `credit-note/${orderId}/${refundId}`;

/** The path of an order's signed invoice link, valid until `now + INVOICE_LINK_TTL_MS` (seconds since the epoch in the URL). */
export function signedInvoiceLink(deps: Pick<AppDeps, 'auth'>, orderId: string, now = Date.now()): string {
  const expires = Math.floor((now + INVOICE_LINK_TTL_MS) / 1000);
  return signedInvoicePath(orderId, expires, signatureOf(deps, orderId, expires));
}

/** The path of a refund's signed credit note link (the refund mail's), valid as long as an invoice link. */
export function signedCreditNoteLink(deps: Pick<AppDeps, 'auth'>, orderId: string, refundId: string, now = Date.now()): string {
  const expires = Math.floor((now + INVOICE_LINK_TTL_MS) / 1000);
  return signedCreditNotePath(orderId, refundId, expires, signatureOf(deps, creditNoteDocument(orderId, refundId), expires));
}

/** Whether a link's expiry and signature are the server's own for this order (and refund) and still valid. */
export function verifyInvoiceLink(deps: Pick<AppDeps, 'auth'>, orderId: string, expiresParam: string | undefined, sig: string | undefined, now = Date.now(), refundId?: string): boolean {
  if (!expiresParam || !/^\d{1,12}$/.test(expiresParam) || !sig || sig.length > 100) return false;
  const expires = Number(expiresParam);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(deps, refundId ? creditNoteDocument(orderId, refundId) : orderId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
