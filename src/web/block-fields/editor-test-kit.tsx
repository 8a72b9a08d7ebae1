// Test helper for the editor's fields (dom tests only): the editor scope around an element, and a
// fake fetch that routes by path so a test answers the calls it cares about.
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { notify } from '#web/ui/toast.ts';
import { EditorScopeProvider, createEditorQueryClient } from './editor-scope.tsx';

export function inEditorScope(element: ReactElement, siteUniqueId: string | null = 'acme', templateCollection: string | null = null): ReactElement {
  const client = createEditorQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return (
    <EditorScopeProvider scope={{ siteUniqueId, templateCollection }} client={client}>
      {element}
    </EditorScopeProvider>
  );
}

export type FakeRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Installs a fetch that asks each route in turn; unanswered calls get 404 JSON. Returns the mock. */
export function fakeFetch(...routes: FakeRoute[]) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://editor.test');
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer !== undefined) return answer;
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** A list answer of one zero-based page, as the list routes give it. */
export function pageOf<Item>(all: readonly Item[], url: URL, defaultLimit = 24): Response {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const page = Number(url.searchParams.get('page') ?? 0);
  const data = all.slice(page * limit, page * limit + limit);
  return json({ data, pagination: { total: all.length, page, limit } });
}

/**
 * After each test: stubbed globals (fetch) restored and the toast spies emptied. The test file itself
 * mocks `#web/ui/toast.ts` (vi.mock is per file), so `notify` here is that mock.
 */
export function resetAfterEachTest(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
}
