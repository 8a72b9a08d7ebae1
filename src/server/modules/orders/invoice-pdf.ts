import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { breakdownAmount, orderBreakdown, type BreakdownFigures } from '#core/checkout/order-breakdown.ts';
import { minorToDecimalString } from '#core/money/currency.ts';

// The PDFs of invoices and credit notes (issue 25 item 7; decision 062), drawn with pdf-lib in the
// standard Helvetica: it encodes WinAnsi only, so any other character is printed as '?' rather than
// failing the download (embedding a font of wide coverage is a follow-up in the decision).

/** Money on an invoice or credit note: the one place its format is chosen. */
export function invoiceMoney(cents: number, currency: string): string {
  return `${minorToDecimalString(cents, currency)} ${currency}`;
}

export interface InvoiceParty {
  name: string;
  lines: string[];
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  lineCents: number;
}

export interface InvoiceDocument {
  kind: 'invoice';
  number: number;
  issuedAt: Date;
  reference: string;
  seller: InvoiceParty;
  taxNumber: string | null;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** Subtotal, discount, shipping, tax and total as the order stored them (core's orderBreakdown chooses the rows). */
  figures: BreakdownFigures;
  currency: string;
  paymentMethod: string;
}

export interface CreditNoteDocument {
  kind: 'credit_note';
  number: number;
  issuedAt: Date;
  reference: string;
  /** The invoice it corrects; null for an order paid before invoices were numbered. */
  invoiceNumber: number | null;
  seller: InvoiceParty;
  taxNumber: string | null;
  buyer: InvoiceParty;
  amountCents: number;
  /** The order's figures: a note of an order with discount, shipping or tax repeats its breakdown. */
  figures: BreakdownFigures;
  currency: string;
}

export const INVOICE_TEXT = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  number: 'Number',
  date: 'Date',
  reference: 'Order reference',
  taxNumber: 'Tax number',
  billedTo: 'Billed to',
  item: 'Item',
  quantity: 'Qty',
  unit: 'Unit price',
  amount: 'Amount',
  paymentMethod: 'Payment method',
  paid: 'Paid',
  refunded: 'Refunded amount',
  orderBreakdown: 'The order',
  creditNoteFor: (invoice: number | null, reference: string) => (invoice === null ? `Credit note for order ${reference}` : `Credit note for invoice ${invoice}`),
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const COLUMNS = { quantity: 330, unit: 400, amount: 545 } as const;

/** `text` with every character Helvetica cannot encode replaced by '?', on one line. */
export function winAnsiSafe(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) out += supported.has(char.codePointAt(0)!) ? char : '?';
  return out;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Room for `height` more points on this page, or a new page. */
  room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Text cut to `width` (with '...') at x, or right-aligned to x. */
  text(raw: string, x: number, options: { size?: number; bold?: boolean; right?: boolean; width?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    let text = winAnsiSafe(font, raw);
    const width = options.width ?? (options.right ? 140 : PAGE.width - PAGE.margin - x);
    if (font.widthOfTextAtSize(text, size) > width) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > width) text = text.slice(0, -1);
      text = `${text}...`;
    }
    const at = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: at, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }
  line(advance = 14): void {
    this.y -= advance;
  }
  rule(): void {
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y + 10 }, end: { x: PAGE.width - PAGE.margin, y: this.y + 10 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  }
}

function header(w: Writer, title: string, facts: [string, string][], seller: InvoiceParty, taxNumber: string | null): void {
  w.text(title, PAGE.margin, { size: 20, bold: true });
  w.line(30);
  const top = w.y;
  w.text(seller.name, PAGE.margin, { bold: true, width: 260 });
  for (const line of seller.lines) {
    w.line();
    w.text(line, PAGE.margin, { width: 260 });
  }
  if (taxNumber) {
    w.line();
    w.text(`${INVOICE_TEXT.taxNumber}: ${taxNumber}`, PAGE.margin, { width: 260 });
  }
  const bottom = w.y;
  w.y = top;
  for (const [label, value] of facts) {
    w.text(`${label}:`, 340, { bold: true, width: 95 });
    w.text(value, 440, { width: 105 });
    w.line();
  }
  w.y = Math.min(bottom - 14, w.y) - 16;
}

function billedTo(w: Writer, buyer: InvoiceParty): void {
  w.text(INVOICE_TEXT.billedTo, PAGE.margin, { bold: true });
  w.line();
  w.text(buyer.name, PAGE.margin);
  for (const line of buyer.lines) {
    w.line();
    w.text(line, PAGE.margin);
  }
  w.line(30);
}

function dateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The totals under the lines, right-aligned: core's rows (orderBreakdown), the total in bold, the
 * discount with a hyphen-minus (Helvetica's WinAnsi has no U+2212).
 */
function breakdownRows(w: Writer, figures: BreakdownFigures, money: (cents: number) => string, subtotal: 'always' | 'when-adjusted'): void {
  const rows = orderBreakdown(figures, { subtotal });
  w.room(rows.length * 14 + 40);
  for (const row of rows) {
    const bold = row.kind === 'total';
    w.text(`${row.label}:`, COLUMNS.unit + 60, { right: true, bold, width: 300 });
    w.text(breakdownAmount(row, money, { ascii: true }), COLUMNS.amount, { right: true, bold });
    w.line();
  }
}

async function start(): Promise<Writer> {
  const doc = await PDFDocument.create();
  doc.setProducer('Sitewright');
  doc.setCreator('Sitewright');
  return new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
}

async function finish(w: Writer, title: string): Promise<Uint8Array> {
  w.doc.setTitle(winAnsiSafe(w.font, title));
  return w.doc.save();
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const w = await start();
  const money = (cents: number) => invoiceMoney(cents, invoice.currency);
  header(
    w,
    INVOICE_TEXT.invoice,
    [
      [INVOICE_TEXT.number, String(invoice.number)],
      [INVOICE_TEXT.date, dateOf(invoice.issuedAt)],
      [INVOICE_TEXT.reference, invoice.reference],
    ],
    invoice.seller,
    invoice.taxNumber,
  );
  billedTo(w, invoice.buyer);
  w.text(INVOICE_TEXT.item, PAGE.margin, { bold: true, width: 260 });
  w.text(INVOICE_TEXT.quantity, COLUMNS.quantity, { bold: true, right: true });
  w.text(INVOICE_TEXT.unit, COLUMNS.unit + 60, { bold: true, right: true });
  w.text(INVOICE_TEXT.amount, COLUMNS.amount, { bold: true, right: true });
  w.line(18);
  w.rule();
  for (const line of invoice.lines) {
    w.room(14);
    w.text(line.description, PAGE.margin, { width: 250 });
    w.text(String(line.quantity), COLUMNS.quantity, { right: true });
    w.text(money(line.unitCents), COLUMNS.unit + 60, { right: true });
    w.text(money(line.lineCents), COLUMNS.amount, { right: true });
    w.line();
  }
  w.line(6);
  w.rule();
  breakdownRows(w, invoice.figures, money, 'always');
  w.line(16);
  w.text(`${INVOICE_TEXT.paymentMethod}: ${invoice.paymentMethod}`, PAGE.margin);
  w.line();
  w.text(INVOICE_TEXT.paid, PAGE.margin, { bold: true });
  return finish(w, `${INVOICE_TEXT.invoice} ${invoice.number}`);
}

export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Uint8Array> {
  const w = await start();
  header(
    w,
    INVOICE_TEXT.creditNote,
    [
      [INVOICE_TEXT.number, String(note.number)],
      [INVOICE_TEXT.date, dateOf(note.issuedAt)],
      [INVOICE_TEXT.reference, note.reference],
    ],
    note.seller,
    note.taxNumber,
  );
  billedTo(w, note.buyer);
  w.text(INVOICE_TEXT.creditNoteFor(note.invoiceNumber, note.reference), PAGE.margin);
  w.line(24);
  // An order with discount, shipping or tax: what was invoiced, before the amount given back.
  if (orderBreakdown(note.figures).length > 1) {
    w.text(INVOICE_TEXT.orderBreakdown, PAGE.margin, { bold: true });
    w.line();
    breakdownRows(w, note.figures, (cents) => invoiceMoney(cents, note.currency), 'when-adjusted');
    w.line(10);
  }
  w.text(`${INVOICE_TEXT.refunded}:`, COLUMNS.unit + 60, { right: true, bold: true });
  w.text(invoiceMoney(note.amountCents, note.currency), COLUMNS.amount, { right: true, bold: true });
  return finish(w, `${INVOICE_TEXT.creditNote} ${note.number}`);
}
