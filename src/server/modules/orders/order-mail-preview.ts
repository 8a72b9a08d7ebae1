import { minorUnitExponent, toMinorUnits } from '#core/money/currency.ts';
import { SAMPLE_ORDER, type BuyerMailKind } from '#core/shop/buyer-mails.ts';
import type { OrderLine } from '#core/checkout/order.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { BuyerMail } from '#server/providers/mail/buyer-mail-layout.ts';
import { siteCurrencyOf } from '#server/modules/shop/shop-settings.public.ts';
import { publicUrl } from '#server/env.ts';
import { composeBuyerMail, mailShopOf, type MailOrder } from './order-mail.ts';

/** The sample order's id in its links: a link of the preview leads to no one's invoice. */
const SAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * One kind of buyer mail as the site's buyers would get it (decision 064): the site's name, logo,
 * language and currency, with a sample order (an invoice order, so every kind applies) instead of
 * a real one. Built by the very function that builds the mails sent.
 */
export async function previewBuyerMail(deps: Pick<AppDeps, 'database' | 'env'>, siteId: string, kind: BuyerMailKind): Promise<BuyerMail> {
  const [shop, currency] = await Promise.all([mailShopOf(deps, siteId), siteCurrencyOf(deps.database.db, siteId)]);
  // Currencies without decimals (yen) sell at larger numbers: the sample's prices are scaled to look like prices there.
  const scale = minorUnitExponent(currency) === 0 ? 100 : 1;
  const lines: OrderLine[] = SAMPLE_ORDER.lines.map((line, index) => {
    const unitCents = toMinorUnits(line.unit * scale, currency);
    return { productId: `sample-${index}`, collection: 'products', name: line.name, image: null, color: null, size: line.variant, colorLabel: null, sizeLabel: line.variant, quantity: line.quantity, unitCents, lineCents: unitCents * line.quantity };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const order: MailOrder = {
    reference: SAMPLE_ORDER.reference,
    lines,
    // The sample adds no discount, shipping or tax: its total is its lines'.
    subtotalCents: totalCents,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    taxIncluded: false,
    discountCode: null,
    shippingChoice: null,
    totalCents,
    currency,
    method: 'invoice',
    carrier: SAMPLE_ORDER.carrier,
    trackingNumber: SAMPLE_ORDER.trackingNumber,
    trackingUrl: SAMPLE_ORDER.trackingUrl,
  };
  const base = publicUrl(deps.env);
  return composeBuyerMail(kind, shop, order, {
    invoiceUrl: kind === 'paid' ? `${base}/api/invoices/${SAMPLE_ORDER_ID}.pdf` : null,
    refund: { amountCents: Math.round(totalCents / 2), creditNoteUrl: `${base}/api/invoices/${SAMPLE_ORDER_ID}/credit-notes/${SAMPLE_ORDER_ID}.pdf` },
  });
}
