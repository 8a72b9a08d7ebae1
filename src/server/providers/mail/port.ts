/**
 * Mail the product sends (contact-form notifications now, order confirmations later). Every
 * message is written to `email_outbox` first; with SMTP_URL set it is then sent by nodemailer and
 * marked 'sent' or 'failed', without it the row is 'stored' and read in the dashboard's outbox.
 * Sending never throws into the caller: a failure is recorded on the row. Decision 019.
 */
export interface OutgoingMail {
  siteId: string | null;
  /** The record the mail is about (a contact form's submission); at most one mail per record. */
  documentId?: string | null;
  /** 'invitation': an owner's invitation to edit a site, mailed to any address the owner types. */
  kind: 'contact' | 'order' | 'invitation' | 'system';
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailOutboxEntry {
  id: string;
  status: 'queued' | 'sent' | 'failed' | 'stored';
  error: string | null;
}

/** A "send again" the recipient limit refused (recipient-limit.ts): the row is left as it was. */
export interface MailRetryRefused {
  refused: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the mail and sends it when SMTP is configured. For a documentId already mailed, answers that entry and sends nothing. */
  send(mail: OutgoingMail): Promise<MailOutboxEntry>;
  /**
   * Sends a 'failed' or 'stored' mail of the outbox again (SMTP only). Null when the row is not
   * there, is 'sent' or being sent, or there is no SMTP server to send it to; `refused` when a
   * recipient has had the most mail it may get within the hour. Never throws either.
   */
  retry(id: string): Promise<MailOutboxEntry | MailRetryRefused | null>;
  /** Closes the SMTP pool, if any. */
  close(): Promise<void>;
}
