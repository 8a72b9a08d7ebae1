// What the dashboard's outbox reads from GET /api/mail/outbox (decision 019).

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'stored';

export interface OutboxMail {
  id: string;
  siteId: string | null;
  kind: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  /** The plain-text body (the HTML version is for mail clients only). */
  text: string;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  data: OutboxMail[];
  error: null;
  pagination: { total: number; page: number; limit: number };
  /** 'outbox' when no SMTP server is configured: mail is stored, not sent. */
  transport: 'smtp' | 'outbox';
}

/** The outbox API's paths. */
export const OUTBOX_API = '/api/mail/outbox';
export const outboxRetryApi = (id: string) => `${OUTBOX_API}/${encodeURIComponent(id)}/retry`;

/** Whether a mail may be sent again from the outbox (with SMTP configured). */
export const isRetryable = (status: OutboxStatus) => status === 'failed' || status === 'stored';
