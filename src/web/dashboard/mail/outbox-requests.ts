import { OUTBOX_API, outboxRetryApi, type OutboxPage } from '#core/mail/outbox.ts';
import { api } from '#web/api/client.ts';

export const OUTBOX_PAGE_SIZE = 20;

/** The query key of one site's outbox (null: every site's, for admins). */
export const outboxKey = (siteUniqueId: string | null) => ['mail-outbox', siteUniqueId ?? ''] as const;

export function fetchOutbox(siteUniqueId: string | null, page: number, signal?: AbortSignal): Promise<OutboxPage> {
  return api.get<OutboxPage>(OUTBOX_API, { signal, query: { page, limit: OUTBOX_PAGE_SIZE, siteId: siteUniqueId }, fallback: 'The outbox could not be loaded' });
}

export async function retryMail(id: string): Promise<{ status: string; error: string | null }> {
  return (await api.post<{ data: { status: string; error: string | null } }>(outboxRetryApi(id), undefined, { fallback: 'The mail could not be sent again' })).data;
}
