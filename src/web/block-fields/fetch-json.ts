// JSON calls of the editor's fields and the dashboard's screens. A failed answer becomes an Error with the server's
// `error` text, so a field can show it or fall back to its own message.

export class FetchJsonError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FetchJsonError';
  }
}

export async function fetchJson<Body>(url: string, init?: RequestInit & { signal?: AbortSignal }): Promise<Body> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...(init?.headers ?? {}) } });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const text = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : `Request failed (${response.status})`;
    throw new FetchJsonError(text, response.status);
  }
  return body as Body;
}

/** A list answer: `data` (or `items`) and `pagination.total`. */
export interface ListAnswer<Item> {
  data?: Item[];
  items?: Item[];
  pagination?: { total?: number };
}

export function listItems<Item>(answer: ListAnswer<Item>): Item[] {
  return answer.data ?? answer.items ?? [];
}

export function listTotal(answer: ListAnswer<unknown>): number {
  return answer.pagination?.total ?? listItems(answer).length;
}
