import { ApiError, api } from '#web/api/client.ts';
import type { ContentItem } from './content-item.ts';

export interface ContentPage {
  items: ContentItem[];
  total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list call failed: the server's own error text when it sent one, else what failed (spec 2 §4's error state). */
function listError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 0) return new ApiError('Network error: the list could not be loaded.', 0);
  const own = typeof error.body.error === 'string' && error.body.error !== '';
  return own ? error : new ApiError(`The list could not be loaded (HTTP ${error.status}).`, error.status, error.body);
}

/**
 * One page of a content list (spec 2 §7): items from `data` or `items`, the total from
 * `pagination.total` or `totalUserData`. Without a total, what has been seen is the total.
 */
export async function fetchContentPage(url: string, { page, limit, signal }: { page: number; limit: number; signal?: AbortSignal }): Promise<ContentPage> {
  let body: unknown;
  try {
    body = await api.get<unknown>(url, { signal });
  } catch (error) {
    throw listError(error);
  }
  if (!isRecord(body)) throw new ApiError('The list could not be loaded (HTTP 200).', 200);
  const list = Array.isArray(body.data) ? body.data : Array.isArray(body.items) ? body.items : [];
  const items = list.filter((item): item is ContentItem => typeof item === 'object' && item !== null);
  const pagination = body.pagination as { total?: unknown } | undefined;
  const declared = typeof pagination?.total === 'number' ? pagination.total : typeof body.totalUserData === 'number' ? body.totalUserData : null;
  return { items, total: declared ?? page * limit + items.length };
}
