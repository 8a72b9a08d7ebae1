import type { ContentItem } from './content-item.ts';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export interface ContentPage {
  items: ContentItem[];
  total: number;
}

/** The list call failed; `message` is the server's own error text when it sent one. */
export class ContentListError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ContentListError';
  }
}

/**
 * One page of a content list (spec 2 §7): items from `data` or `items`, the total from
 * `pagination.total` or `totalUserData`. Without a total, what has been seen is the total.
 */
export async function fetchContentPage(url: string, { page, limit, fetcher, signal }: { page: number; limit: number; fetcher: Fetcher; signal?: AbortSignal }): Promise<ContentPage> {
  let response: Response;
  try {
    response = await fetcher(url, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ContentListError('Network error: the list could not be loaded.', 0);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || body === null) {
    const message = typeof body?.error === 'string' && body.error !== '' ? body.error : `The list could not be loaded (HTTP ${response.status}).`;
    throw new ContentListError(message, response.status);
  }
  const list = Array.isArray(body.data) ? body.data : Array.isArray(body.items) ? body.items : [];
  const items = list.filter((item): item is ContentItem => typeof item === 'object' && item !== null);
  const pagination = body.pagination as { total?: unknown } | undefined;
  const declared = typeof pagination?.total === 'number' ? pagination.total : typeof body.totalUserData === 'number' ? body.totalUserData : null;
  return { items, total: declared ?? page * limit + items.length };
}
