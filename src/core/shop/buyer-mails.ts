// The buyer's mails about an order (issue 25 item 6; decision 064): their kinds, the words the
// layout and the new mails add, the tracking link's rule, and the dashboard's preview of them.
// The older mails' words stay where they were (owner-notifications.ts, mail/messages.ts).
import { shortShopName } from '#core/mail/messages.ts';

/** Every mail a buyer gets about an order, in the order they come. */
export const BUYER_MAIL_KINDS = ['placed', 'paid', 'shipped', 'refunded', 'cancelled'] as const;
export type BuyerMailKind = (typeof BUYER_MAIL_KINDS)[number];

export function isBuyerMailKind(value: unknown): value is BuyerMailKind {
  return typeof value === 'string' && (BUYER_MAIL_KINDS as readonly string[]).includes(value);
}

export const BUYER_MAIL_LABELS: Readonly<Record<BuyerMailKind, string>> = {
  placed: 'Order placed',
  paid: 'Payment received',
  shipped: 'Shipped',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** The "paid" mail, when the shop marks an invoice or cash-on-delivery order paid. */
export const orderPaidSubject = (reference: string, shop: string) => `Payment received for your order ${reference} at ${shortShopName(shop)}`;
export const orderPaidIntro = (shop: string) => `${shop} has received your payment. Thank you!`;

/** The shipped mail's link to the carrier's page for the parcel. */
export const TRACKING_LINK_LABEL = 'Track your parcel';

/** Every buyer mail's footer: who sent it and why (the shop's name inert, as every shop word). */
export const buyerMailFooter = (shop: string, reference: string) => `You get this mail because you placed order ${reference} at ${shop}.`;

/** The tracking link an owner may give when fulfilling an order: https only, and at most this long. */
export const TRACKING_URL_MAX = 500;
export const TRACKING_URL_INVALID = `The tracking link must be an https:// address of up to ${TRACKING_URL_MAX} characters.`;

/** A tracking link as stored: trimmed; null when blank; undefined when it is not one (not https, too long, with a user name or password). */
export function readTrackingUrl(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  if (text.length > TRACKING_URL_MAX || /[\s\p{Cc}]/u.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url.href.length > TRACKING_URL_MAX ? undefined : url.href;
}

/** The dashboard's preview of the buyer's mails (site settings, Shop section). */
export const MAIL_PREVIEW = {
  heading: 'Mails to buyers',
  intro: 'What buyers get from your shop at each step, with your shop’s name, logo, currency and language and a sample order.',
  kind: 'Mail',
  subject: 'Subject',
  html: 'As HTML',
  text: 'As plain text',
  frameTitle: (label: string) => `Preview of the “${label}” mail`,
  loading: 'Loading the preview…',
  failed: 'The preview could not be loaded.',
  retry: 'Try again',
  notFound: 'Site not found',
  badKind: `kind must be one of ${BUYER_MAIL_KINDS.join(', ')}`,
} as const;

/** The logo at the top of the shop's mails: an image of the site's own media library (decision 064). */
export const MAIL_LOGO = {
  label: 'Logo in mails to buyers',
  none: 'No logo (the shop’s name only)',
  hint: 'An image from this site’s media library, shown above the shop’s name in every mail to buyers.',
  invalid: 'Choose an image from this site’s media library.',
} as const;

/** The preview's sample order (its amounts in the site's currency's minor units are derived from these major units). */
export const SAMPLE_ORDER = {
  reference: 'SW-PREVIEW1',
  lines: [
    { name: 'Sample lamp', variant: 'Large', quantity: 2, unit: 24 },
    { name: 'Sample bulb', variant: null, quantity: 1, unit: 6 },
  ],
  carrier: 'DHL',
  trackingNumber: 'JD0146000038',
  trackingUrl: 'https://tracking.example/JD0146000038',
} as const;

/** GET: one kind of buyer mail rendered for the site, with the sample order (its members and admins). */
export const mailPreviewApi = (siteId: string, kind: BuyerMailKind): string => `/api/orders/mail-preview?siteId=${encodeURIComponent(siteId)}&kind=${kind}`;

/** The preview route's answer. */
export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}
