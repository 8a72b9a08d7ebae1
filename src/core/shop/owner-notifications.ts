// Mail to a site's owners about their shop (issue #24 item 4; decision 053), and the buyer's
// "shipped" mail (item 6): the subjects and words, once, for the server's mails and the settings.
import { shortShopName } from '#core/mail/messages.ts';

/** The kinds of owner mail; each owner may turn each off per site. */
export const OWNER_NOTIFICATION_KINDS = ['new_order', 'new_review'] as const;
export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];

export function isOwnerNotificationKind(value: unknown): value is OwnerNotificationKind {
  return typeof value === 'string' && (OWNER_NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export const OWNER_NOTIFICATION_LABELS: Readonly<Record<OwnerNotificationKind, string>> = {
  new_order: 'Mail me about every new order',
  new_review: 'Mail me about every new review waiting for moderation',
};

export const OWNER_NOTIFICATION_SETTINGS = {
  heading: 'Mail about orders and reviews',
  intro: 'Mail to you, as an owner of this site. Each owner chooses for themselves.',
  save: 'Save notifications',
  saved: 'Notification settings saved.',
  ownerOnly: 'Only the site’s owners get shop notifications.',
} as const;

export const newOrderOwnerSubject = (reference: string, shop: string) => `New order ${reference} at ${shortShopName(shop)}`;
export const newOrderOwnerIntro = (shop: string) => `A new order was placed at ${shop}.`;
export const newReviewOwnerSubject = (shop: string) => `A new review is waiting at ${shortShopName(shop)}`;
export const newReviewOwnerIntro = (shop: string, product: string, rating: number) => `A review of ${product} (${rating} of 5 stars) at ${shop} is waiting for moderation.`;
export const OWNER_MAIL_OPT_OUT_HINT = `You get this mail as an owner of the site; turn it off in the site’s settings under ${OWNER_NOTIFICATION_SETTINGS.heading}.`;
export const ownerMailLink = (what: string, url: string) => `${what}: ${url}`;

export const orderShippedSubject = (reference: string, shop: string) => `Your order ${reference} from ${shortShopName(shop)} is on its way`;
export const orderShippedIntro = (shop: string) => `Your order at ${shop} has been shipped.`;
export const orderRefundedSubject = (reference: string, shop: string) => `A refund for your order ${reference} at ${shortShopName(shop)}`;
export const orderRefundedIntro = (shop: string, amount: string) => `${shop} has refunded ${amount} of your order.`;
/** Where the money goes: back the way the buyer paid, or (offline) from the shop itself. */
export const orderRefundedHow = (method: 'stripe' | 'paypal' | 'recorded') =>
  method === 'stripe'
    ? 'The money goes back to the card you paid with; your bank may take a few days to show it.'
    : method === 'paypal'
      ? 'The money goes back to your PayPal account.'
      : 'The shop pays it back to you the way you agreed.';
export const orderCancelledSubject = (reference: string, shop: string) => `Your order ${reference} at ${shortShopName(shop)} was cancelled`;
export const orderCancelledIntro = (shop: string) => `Your order at ${shop} was cancelled. Nothing more will be charged for it.`;
/** A shipment as the buyer and the owner read it: 'DHL, tracking number JD1'; either part alone; null when the owner gave neither. */
export function orderTrackingLine(carrier: string | null, trackingNumber: string | null): string | null {
  const by = carrier?.trim() ?? '';
  const number = trackingNumber?.trim() ?? '';
  if (by !== '' && number !== '') return `${by}, tracking number ${number}`;
  if (number !== '') return `Tracking number ${number}`;
  return by === '' ? null : by;
}
