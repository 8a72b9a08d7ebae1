import { OUTBOX_API, outboxRetryApi, type OutboxPage } from '#core/mail/outbox.ts';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export const OUTBOX_PAGE_SIZE = 20;

/** The query key of one site's outbox (null: every site's, for admins). */
export const outboxKey = (siteUniqueId: string | null) => ['mail-outbox', siteUniqueId ?? ''] as const;

/** The server's own error text when it sent one, else `fallback`. */
async function failure(response: Response, fallback: string): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' && body.error !== '' ? body.error : `${fallback} (HTTP ${response.status})`);
}

export async function fetchOutbox(fetcher: Fetcher, siteUniqueId: string | null, page: number, signal?: AbortSignal): Promise<OutboxPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(OUTBOX_PAGE_SIZE) });
  if (siteUniqueId) query.set('siteId', siteUniqueId);
  const response = await fetcher(`${OUTBOX_API}?${query}`, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, 'The outbox could not be loaded');
  return (await response.json()) as OutboxPage;
}

export async function retryMail(fetcher: Fetcher, id: string): Promise<{ status: string; error: string | null }> {
  const response = await fetcher(outboxRetryApi(id), { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw await failure(response, 'The mail could not be sent again');
  return ((await response.json()) as { data: { status: string; error: string | null } }).data;
}
