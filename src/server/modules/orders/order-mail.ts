import { breakdownAmount, orderBreakdown, storedOrderFigures } from '#core/checkout/order-breakdown.ts';
import { isOfflineMethod, PAYMENT_METHOD_LABELS, variantLabel } from '#core/checkout/order.ts';
import { formatMoney } from '#core/money/currency.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { MAIL_UNNAMED_SHOP, orderConfirmationSubject } from '#core/mail/messages.ts';
import { and, eq, sql } from 'drizzle-orm';
import { refundChannel } from '#core/checkout/refunds.ts';
import { buyerMailFooter, orderPaidIntro, orderPaidSubject, TRACKING_LINK_LABEL, type BuyerMailKind } from '#core/shop/buyer-mails.ts';
import {
  orderCancelledIntro,
  orderCancelledSubject,
  orderRefundedHow,
  orderRefundedIntro,
  orderRefundedSubject,
  orderShippedIntro,
  orderShippedSubject,
  orderTrackingLine,
} from '#core/shop/owner-notifications.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { media, shopSettings, site } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { buyerMailLayout, type BuyerMail, type MailBlock, type MailShop } from '#server/providers/mail/buyer-mail-layout.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';
import { publicUrl } from '#server/env.ts';
import { mailLogoImage } from '#server/modules/shop/shop-settings.public.ts';
import { signedCreditNoteLink, signedInvoiceLink } from './invoices.ts';
import type { OrderRow } from './transition-order.public.ts';

/** The invoice and credit-note links' labels (the text part writes "label: URL"). */
export const INVOICE_MAIL_LINE = 'Download your invoice (PDF)';
export const CREDIT_NOTE_MAIL_LINE = 'Download the credit note (PDF)';

/** What a buyer's mail reads of an order (a stored order, or the preview's sample). */
export type MailOrder = Pick<
  OrderRow,
  | 'reference'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'shippingCents'
  | 'taxCents'
  | 'taxIncluded'
  | 'discountCode'
  | 'shippingChoice'
  | 'totalCents'
  | 'currency'
  | 'method'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
>;

/** What one kind of mail adds to the order: the signed invoice link (placed when paid, paid), the refund (refunded). */
export interface MailExtras {
  invoiceUrl?: string | null;
  refund?: { amountCents: number; creditNoteUrl: string | null };
}

// Every buyer mail reads it (an offline order's confirmation is on the checkout's path): built once per database.
const mailShopQuery = preparedPerDatabase((db) =>
  db
    .select({ title: site.title, language: site.language, logo: media.url })
    .from(site)
    .leftJoin(shopSettings, eq(shopSettings.siteId, site.id))
    .leftJoin(media, and(eq(media.id, shopSettings.mailLogoMediaId), mailLogoImage(site.id)))
    .where(eq(site.id, sql.placeholder('siteId')))
    .limit(1)
    .prepare('mail_shop'),
);

/**
 * The shop as its mails show it (decision 064): its title (or "our shop"), its language, and the
 * logo chosen in its shop settings, an image of its own media library, as an absolute URL on this
 * server. A logo whose image is gone or is not the site's own is left out: the name alone.
 */
export async function mailShopOf(deps: Pick<AppDeps, 'database' | 'env'>, siteId: string | null): Promise<MailShop> {
  if (!siteId) return { name: MAIL_UNNAMED_SHOP, logoUrl: null, language: DEFAULT_LANGUAGE };
  const { db } = deps.database;
  const [row] = await mailShopQuery(db).execute({ siteId });
  const logo = row?.logo?.startsWith('/') ? `${publicUrl(deps.env)}${row.logo}` : null;
  return { name: row?.title?.trim() || MAIL_UNNAMED_SHOP, logoUrl: logo, language: row?.language || DEFAULT_LANGUAGE };
}

/**
 * Every buyer mail's words, in the one layout (buyer-mail-layout.ts). Anyone can place an order
 * to any address, so the shop's words (its title, product and variant names, carrier, tracking
 * number) are inert (inert-text.ts: never a link) and subjects are fixed templates with the title
 * cut short. Links: the server's signed invoice and credit-note links, and the owner's tracking
 * link (https, checked when given). Amounts in the order's currency, for the site's language (decision 060).
 */
export function composeBuyerMail(kind: BuyerMailKind, shop: MailShop, order: MailOrder, extras: MailExtras = {}): BuyerMail {
  const title = shop.name;
  const name = inertText(title);
  const money = (minor: number) => formatMoney(minor, order.currency, shop.language);
  const reference: MailBlock = { kind: 'paragraph', text: `Order reference: ${order.reference}` };
  const lines: MailBlock = {
    kind: 'list',
    items: order.lines.map((line) => {
      const variant = variantLabel(line);
      return `${line.quantity} × ${inertText(line.name)}${variant ? ` (${inertText(variant)})` : ''}: ${money(line.lineCents)}`;
    }),
  };
  const total = breakdownBlock(order, money);
  const invoice: MailBlock[] = extras.invoiceUrl ? [{ kind: 'link', label: INVOICE_MAIL_LINE, url: extras.invoiceUrl }] : [];
  const footer = buyerMailFooter(name, order.reference);
  const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
  switch (kind) {
    case 'placed': {
      const next = isOfflineMethod(order.method)
        ? order.method === 'delivery'
          ? 'You pay when your order is delivered.'
          : 'We will send you an invoice for this order.'
        : `Your payment by ${PAYMENT_METHOD_LABELS[order.method]} has been received.`;
      const keep = 'Keep the order reference: you need it, with this email address, to write a verified review.';
      return buyerMailLayout(shop, inertText(orderConfirmationSubject(order.reference, title)), [paragraph(`Thank you for your order at ${name}.`), reference, lines, total, paragraph(next), ...invoice, paragraph(keep)], footer);
    }
    case 'paid':
      return buyerMailLayout(shop, inertText(orderPaidSubject(order.reference, title)), [paragraph(orderPaidIntro(name)), reference, lines, total, ...invoice], footer);
    case 'shipped': {
      const tracking = orderTrackingLine(inertText(order.carrier ?? ''), inertText(order.trackingNumber ?? ''));
      const link: MailBlock[] = order.trackingUrl ? [{ kind: 'link', label: TRACKING_LINK_LABEL, url: order.trackingUrl }] : [];
      return buyerMailLayout(shop, inertText(orderShippedSubject(order.reference, title)), [paragraph(orderShippedIntro(name)), reference, ...(tracking ? [paragraph(tracking)] : []), ...link], footer);
    }
    case 'refunded': {
      const refund = extras.refund ?? { amountCents: 0, creditNoteUrl: null };
      const creditNote: MailBlock[] = refund.creditNoteUrl ? [{ kind: 'link', label: CREDIT_NOTE_MAIL_LINE, url: refund.creditNoteUrl }] : [];
      return buyerMailLayout(shop, inertText(orderRefundedSubject(order.reference, title)), [paragraph(orderRefundedIntro(name, money(refund.amountCents))), reference, paragraph(orderRefundedHow(refundChannel(order.method))), ...creditNote], footer);
    }
    case 'cancelled':
      return buyerMailLayout(shop, inertText(orderCancelledSubject(order.reference, title)), [paragraph(orderCancelledIntro(name)), reference], footer);
  }
}

/**
 * The order's breakdown (core's rows: subtotal, discount with its code, shipping with its rate, tax
 * or "incl. VAT", total), the total with its currency's code. An order without discount, shipping
 * or tax reads as mails always did: "Total: $12.50 USD" alone.
 */
function breakdownBlock(order: MailOrder, money: (minor: number) => string): MailBlock {
  const rows = orderBreakdown(storedOrderFigures(order));
  const amountOf = (row: (typeof rows)[number]) => (row.kind === 'total' ? `${money(row.cents)} ${order.currency}` : breakdownAmount(row, money));
  if (rows.length === 1) return { kind: 'paragraph', text: `${rows[0]!.label}: ${amountOf(rows[0]!)}`, strong: true };
  // The discount code and the rate's name are the shop's words: inert, as the lines' names are.
  return { kind: 'amounts', rows: rows.map((row) => ({ label: inertText(row.label), amount: amountOf(row), strong: row.kind === 'total' })) };
}

type MailDeps = Pick<AppDeps, 'mailer' | 'logger' | 'database' | 'env'>;

async function sendBuyerMail(deps: MailDeps, order: OrderRow, kind: BuyerMailKind, extras: MailExtras = {}): Promise<void> {
  const to = order.email;
  if (!to) {
    deps.logger.warn({ orderId: order.id, kind }, 'buyer mail: the order has no email address');
    return;
  }
  const mail = composeBuyerMail(kind, await mailShopOf(deps, order.siteId), order, extras);
  await deps.mailer.send({ siteId: order.siteId, kind: 'order', to: [to], subject: mail.subject, text: mail.text, html: mail.html });
}

/** The signed invoice link of a numbered (paid) order, absolute; null before it is paid (decision 062). */
const invoiceUrlOf = (deps: Pick<AppDeps, 'auth' | 'env'>, order: OrderRow) => (order.invoiceNumber !== null ? `${publicUrl(deps.env)}${signedInvoiceLink(deps, order.id)}` : null);

/**
 * The buyer's order confirmation, through the mail port (SMTP or the outbox): sent once per order,
 * when an offline order is placed or an online one is paid (the callers act only on the one
 * transition that does it). A paid order has its invoice already, numbered in the transition that
 * paid it: its signed link is in the mail. Failures are recorded on the outbox row, never thrown;
 * the mailer holds back mail past the recipient's hourly limit (recipient-limit.ts).
 */
export async function sendOrderConfirmation(deps: MailDeps & Pick<AppDeps, 'auth'>, order: OrderRow): Promise<void> {
  await sendBuyerMail(deps, order, 'placed', { invoiceUrl: invoiceUrlOf(deps, order) });
}

/**
 * The buyer's "payment received" mail when the shop marks an offline (invoice or cash-on-delivery)
 * order paid, with its invoice's signed link. Online orders are confirmed once, when paid, instead.
 */
export async function sendOrderPaid(deps: MailDeps & Pick<AppDeps, 'auth'>, order: OrderRow): Promise<void> {
  await sendBuyerMail(deps, order, 'paid', { invoiceUrl: invoiceUrlOf(deps, order) });
}

/** The buyer's "shipped" mail when the owner fulfils the order, with the carrier, tracking number and tracking link if given. */
export async function sendOrderShipped(deps: MailDeps, order: OrderRow): Promise<void> {
  await sendBuyerMail(deps, order, 'shipped');
}

/** The buyer's mail for a refund (an owner's from the dashboard, or one the provider reported): the amount, where the money goes, and its credit note. */
export async function sendOrderRefunded(deps: MailDeps & Pick<AppDeps, 'auth'>, order: OrderRow, refund: { id: string; amountCents: number; creditNoteNumber: number | null }): Promise<void> {
  const creditNoteUrl = refund.creditNoteNumber !== null ? `${publicUrl(deps.env)}${signedCreditNoteLink(deps, order.id, refund.id)}` : null;
  await sendBuyerMail(deps, order, 'refunded', { refund: { amountCents: refund.amountCents, creditNoteUrl } });
}

/** The buyer's mail when the shop cancels an order (or an unconfirmed offline order's hold ends). */
export async function sendOrderCancelled(deps: MailDeps, order: OrderRow): Promise<void> {
  await sendBuyerMail(deps, order, 'cancelled');
}
