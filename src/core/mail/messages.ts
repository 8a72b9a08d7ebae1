// Every user-facing string of the product's mail: the contact-form notification (built on the
// server) and the dashboard's outbox (its API errors and its screen). Decision 019.

/** The subject of a contact form's mail when the form sets none. */
export const contactMailSubject = (siteTitle: string) => `New message from ${siteTitle}`;
/** The first line of a contact form's mail. */
export const contactMailIntro = (siteTitle: string) => `Someone sent this message through a contact form on ${siteTitle}.`;
/** Where a site has no title (platform forms). */
export const MAIL_PRODUCT_NAME = 'Sitewright';
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
