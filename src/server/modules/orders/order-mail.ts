import { isOfflineMethod, PAYMENT_METHOD_LABELS, variantLabel } from '#core/checkout/order.ts';
import { formatMoney } from '#core/money/currency.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { MAIL_UNNAMED_SHOP, orderConfirmationSubject } from '#core/mail/messages.ts';
import { eq } from 'drizzle-orm';
import { refundChannel } from '#core/checkout/refunds.ts';
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
import { site } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { escapeMailHtml, inertText } from '#server/providers/mail/inert-text.ts';
import { publicUrl } from '#server/env.ts';
import { signedCreditNoteLink, signedInvoiceLink } from './invoices.ts';
import type { OrderRow } from './transition-order.public.ts';

export const INVOICE_MAIL_LINE = 'Download your invoice (PDF):';
export const CREDIT_NOTE_MAIL_LINE = 'Download the credit note (PDF):';

/**
 * The buyer's order confirmation, through the mail port (SMTP or the outbox): sent once per order,
 * when an offline order is placed or an online one is paid (the callers act only on the one
 * transition that does it). Failures are recorded on the outbox row, never thrown. Anyone can
 * place an order to any address, so the shop's words in it (its title, product and variant
 * names) are inert (inert-text.ts: never a link), the subject is a fixed template with the title
 * cut short, and the mailer holds back mail past the recipient's hourly limit (recipient-limit.ts).
 * Amounts are in the order's currency, formatted for the site's language (decision 060).
 */
export async function sendOrderConfirmation(deps: Pick<AppDeps, 'mailer' | 'logger' | 'auth' | 'env'>, order: OrderRow, siteTitle: string | null, language: string = DEFAULT_LANGUAGE): Promise<void> {
  const to = order.email;
  if (!to) {
    deps.logger.warn({ orderId: order.id }, 'order confirmation: the order has no email address');
    return;
  }
  const title = siteTitle?.trim() || MAIL_UNNAMED_SHOP;
  const shop = inertText(title);
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const lines = order.lines.map((line) => {
    const variant = variantLabel(line);
    return `${line.quantity} × ${inertText(line.name)}${variant ? ` (${inertText(variant)})` : ''}: ${money(line.lineCents)}`;
  });
  const next = isOfflineMethod(order.method)
    ? order.method === 'delivery'
      ? 'You pay when your order is delivered.'
      : 'We will send you an invoice for this order.'
    : `Your payment by ${PAYMENT_METHOD_LABELS[order.method]} has been received.`;
  const thanks = `Thank you for your order at ${shop}.`;
  const reference = `Order reference: ${order.reference}`;
  const total = `Total: ${money(order.totalCents)} ${order.currency}`;
  const keep = 'Keep the order reference: you need it, with this email address, to write a verified review.';
  // A paid order has its invoice already (numbered in the transition that paid it): a signed link to it (decision 062).
  const invoiceUrl = order.invoiceNumber !== null ? `${publicUrl(deps.env)}${signedInvoiceLink(deps, order.id)}` : null;
  const invoice = invoiceUrl ? `${INVOICE_MAIL_LINE} ${invoiceUrl}` : null;
  const text = [thanks, '', reference, ...lines.map((line) => `- ${line}`), total, '', next, ...(invoice ? [invoice] : []), keep].join('\n');
  const html = [
    `<p>${escapeMailHtml(thanks)}</p>`,
    `<p>${escapeMailHtml(reference)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeMailHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeMailHtml(total)}</strong></p>`,
    `<p>${escapeMailHtml(next)}</p>`,
    ...(invoiceUrl ? [`<p><a href="${escapeMailHtml(invoiceUrl)}">${escapeMailHtml(INVOICE_MAIL_LINE)}</a></p>`] : []),
    `<p>${escapeMailHtml(keep)}</p>`,
  ].join('\n');
  const subject = inertText(orderConfirmationSubject(order.reference, title));
  await deps.mailer.send({ siteId: order.siteId, kind: 'order', to: [to], subject, text, html });
}

/** The shop's name as the buyer's mails say it, and the language its amounts are written in. */
async function shopOf(deps: Pick<AppDeps, 'database'>, siteId: string | null): Promise<{ title: string; language: string }> {
  const [shop] = siteId ? await deps.database.db.select({ title: site.title, language: site.language }).from(site).where(eq(site.id, siteId)).limit(1) : [];
  return { title: shop?.title?.trim() || MAIL_UNNAMED_SHOP, language: shop?.language || DEFAULT_LANGUAGE };
}

type FollowUpDeps = Pick<AppDeps, 'mailer' | 'logger' | 'database'>;

/** A short buyer mail of plain paragraphs: the shop's words inert, the subject a fixed template. */
async function sendFollowUp(deps: FollowUpDeps, order: OrderRow, subject: string, paragraphs: readonly string[]): Promise<void> {
  if (!order.email) return;
  const text = paragraphs.join('\n\n');
  const html = paragraphs.map((line) => `<p>${escapeMailHtml(line)}</p>`).join('\n');
  await deps.mailer.send({ siteId: order.siteId, kind: 'order', to: [order.email], subject: inertText(subject), text, html });
}

/** The buyer's "shipped" mail when the owner fulfils the order, with the carrier and tracking number if given. */
export async function sendOrderShipped(deps: FollowUpDeps, order: OrderRow): Promise<void> {
  if (!order.email) return;
  const { title } = await shopOf(deps, order.siteId);
  const intro = orderShippedIntro(inertText(title));
  const reference = `Order reference: ${order.reference}`;
  const tracking = orderTrackingLine(inertText(order.carrier ?? ''), inertText(order.trackingNumber ?? ''));
  const text = [intro, '', reference, ...(tracking ? [tracking] : [])].join('\n');
  const html = [intro, reference, ...(tracking ? [tracking] : [])].map((line) => `<p>${escapeMailHtml(line)}</p>`).join('\n');
  await deps.mailer.send({ siteId: order.siteId, kind: 'order', to: [order.email], subject: inertText(orderShippedSubject(order.reference, title)), text, html });
}

/** The buyer's mail for a refund (an owner's from the dashboard, or one the provider reported): the amount, where the money goes, and its credit note. */
export async function sendOrderRefunded(deps: FollowUpDeps & Pick<AppDeps, 'auth' | 'env'>, order: OrderRow, refund: { id: string; amountCents: number; creditNoteNumber: number | null }): Promise<void> {
  const { title, language } = await shopOf(deps, order.siteId);
  const amount = formatMoney(refund.amountCents, order.currency, language);
  const creditNote = refund.creditNoteNumber !== null ? `${CREDIT_NOTE_MAIL_LINE} ${publicUrl(deps.env)}${signedCreditNoteLink(deps, order.id, refund.id)}` : null;
  await sendFollowUp(deps, order, orderRefundedSubject(order.reference, title), [
    orderRefundedIntro(inertText(title), amount),
    `Order reference: ${order.reference}`,
    orderRefundedHow(refundChannel(order.method)),
    ...(creditNote ? [creditNote] : []),
  ]);
}

/** The buyer's mail when the shop cancels an order (or an unconfirmed offline order's hold ends). */
export async function sendOrderCancelled(deps: FollowUpDeps, order: OrderRow): Promise<void> {
  const { title } = await shopOf(deps, order.siteId);
  await sendFollowUp(deps, order, orderCancelledSubject(order.reference, title), [orderCancelledIntro(inertText(title)), `Order reference: ${order.reference}`]);
}
