// Every user-facing string of the product's mail: the contact-form notification (built on the
// server) and the dashboard's outbox (its API errors and its screen). Decision 019.

/** A shop's name in a subject is cut to this many characters (an ellipsis ends a cut one). */
export const MAIL_SUBJECT_NAME_MAX = 40;

/**
 * A shop's name as a subject shows it: one line, and at most MAIL_SUBJECT_NAME_MAX characters
 * (whole code points, the last of them an ellipsis when cut), so that a subject's own words stay
 * in view whatever the name.
 */
export function shortShopName(name: string): string {
  const line = name.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const chars = Array.from(line);
  return chars.length > MAIL_SUBJECT_NAME_MAX ? `${chars.slice(0, MAIL_SUBJECT_NAME_MAX - 1).join('').trimEnd()}…` : line;
}

/** The subject of a contact form's mail when the form sets none. */
export const contactMailSubject = (siteTitle: string) => `New message from ${shortShopName(siteTitle)}`;
/** The first line of a contact form's mail. */
export const contactMailIntro = (siteTitle: string) => `Someone sent this message through a contact form on ${siteTitle}.`;
/** Where a site has no title (platform forms). */
export const MAIL_PRODUCT_NAME = 'Sitewright';
/** A shop with no title, in its order confirmations. */
export const MAIL_UNNAMED_SHOP = 'our shop';

/** The subject of an order confirmation. */
export const orderConfirmationSubject = (reference: string, shop: string) => `Your order ${reference} at ${shortShopName(shop)}`;

/**
 * Mail from checkouts and forms (order confirmations, contact-form messages) to one address, per
 * hour, across every site and process: any visitor can trigger such mail, with a shop's words in
 * it, to an address they choose. Counted per inbox (mailRecipientKey: no +tag, Gmail without dots).
 */
export const MAIL_RECIPIENT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** The outbox's error on a mail the limit held back. */
export const mailRecipientLimited = (address: string) =>
  `Not sent: ${address} has had ${MAIL_RECIPIENT_LIMIT.max} mails from checkouts and forms within the hour, the most it may get (a guard against mail abuse)`;
/** An input the visitor left empty. */
export const MAIL_EMPTY_VALUE = '(empty)';

export const SEND_EMAILS_MESSAGES = {
  badFormId: 'formId must be the form\'s id ({pageId}:{blockId})',
  badRecordId: 'recordId must be the id of the record the form created',
  unknownForm: 'No published contact form has this formId',
  unknownRecord: 'No record of this form has this id',
  tooOld: 'This record is too old to mail about',
  notSent: 'The message was saved, but no mail could be made for it',
} as const;

export const OUTBOX_MESSAGES = {
  title: 'Outbox',
  siteRequired: 'siteId is required (only admins may list every site\'s mail)',
  notFound: 'Mail not found',
  noSmtp: 'Mail cannot be sent: no SMTP server is configured (SMTP_URL)',
  notRetryable: 'Only failed or stored mail can be sent again',
  empty: 'No mail yet',
  emptyWithoutSmtp:
    'No SMTP server is configured, so mail is not sent: every mail the site sends (such as contact-form messages) is kept here for you to read instead.',
  emptyWithSmtp: 'Mail the site sends (such as contact-form messages) appears here with whether it was delivered.',
  loadFailed: 'The outbox could not be loaded.',
  retry: 'Send again',
  retried: 'Mail sent again',
  retryFailed: 'The mail could not be sent again',
  close: 'Close',
  columns: { to: 'To', subject: 'Subject', status: 'Status', created: 'Created', error: 'Error' },
  statuses: { queued: 'Sending', sent: 'Sent', failed: 'Failed', stored: 'Stored (not sent)' },
  replyTo: 'Reply to',
  noSmtpNotice: 'No SMTP server is configured: mail is stored here instead of being sent.',
} as const;

/** How long after a contact form's submission its mail may be asked for (POST /api/form/send-emails). */
export const SEND_EMAILS_MAX_AGE_MS = 60 * 60 * 1000;
