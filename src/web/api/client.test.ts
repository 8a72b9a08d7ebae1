import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorText, fieldErrorOf, isAbort, withQuery } from './client.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function answer(respond: () => Response | Promise<Response>): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(respond());
    }),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('answers the parsed JSON of a successful read, asking for JSON with the cookies', async () => {
    answer(() => json({ items: [1, 2] }));
    await expect(api.get('/api/things', { query: { page: 2, q: '', site: null } })).resolves.toEqual({ items: [1, 2] });
    expect(calls[0]!.url).toBe('/api/things?page=2');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends a write as JSON, and FormData as it is', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(api.post('/api/things', { name: 'Mug' })).resolves.toBeNull();
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"name":"Mug"}', headers: { 'content-type': 'application/json' } });

    const form = new FormData();
    form.set('file', 'x');
    await api.put('/api/upload', form);
    expect(calls[1]!.init.body).toBe(form);
    expect(calls[1]!.init.headers).not.toHaveProperty('content-type');
  });

  it('throws the server’s { error } text with the status and the rest of the body', async () => {
    answer(() => json({ error: 'This page was changed by someone else.', currentVersion: 7 }, 409));
    const error = await failure(api.patch('/api/editor', { version: 6 }));
    expect(error.message).toBe('This page was changed by someone else.');
    expect(error.status).toBe(409);
    expect(error.body.currentVersion).toBe(7);
    expect(errorText(error, 'Could not save.')).toBe('This page was changed by someone else.');
  });

  it('falls back to the caller’s words when the error body is not JSON (a proxy’s HTML page)', async () => {
    answer(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failure(api.delete('/api/things/1'));
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('Request failed (502)');
    expect(errorText(error, 'Could not delete.')).toBe('Could not delete.');

    const withFallback = await failure(api.get('/api/things', { fallback: 'Could not load the things.' }));
    expect(withFallback.message).toBe('Could not load the things.');
  });

  it('answers null for an empty success, fails a success that is not JSON, and answers text when asked for text', async () => {
    answer(() => new Response('', { status: 200 }));
    await expect(api.post('/api/things')).resolves.toBeNull();

    answer(() => new Response('<!doctype html><p>Home</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await failure(api.get('/api/things'));
    expect(error.status).toBe(200);
    expect(errorText(error, 'Could not load.')).toBe('Could not load.');

    answer(() => new Response('<svg/>', { status: 200 }));
    await expect(api.getText('/api/icon.svg')).resolves.toBe('<svg/>');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.post('/api/things'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('The server could not be reached. Check your connection and try again.');
    expect(errorText(error, 'Could not save.')).toBe('Could not save.');
  });

  it('lets an aborted request reject as an abort, not as a failure to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      }),
    );
    const controller = new AbortController();
    const reading = api.get('/api/slow', { signal: controller.signal });
    controller.abort();
    const error = await reading.catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbort(error)).toBe(true);
    expect(isAbort(new ApiError('x', 500))).toBe(false);
  });
});

describe('withQuery', () => {
  it('adds only the given values, after any query already there', () => {
    expect(withQuery('/api/x', { a: 1, b: undefined, c: '', d: false })).toBe('/api/x?a=1&d=false');
    expect(withQuery('/api/x?siteId=s', { page: 0 })).toBe('/api/x?siteId=s&page=0');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});

describe('fieldErrorOf', () => {
  it('answers the first message the server sent for a field, and nothing for other errors or fields', () => {
    const refused = new ApiError('Invalid', 400, { error: 'Invalid', validationErrors: { trackingUrl: ['Use https.', 'Too long.'], amountCents: 'not a list' } });
    expect(fieldErrorOf(refused, 'trackingUrl')).toBe('Use https.');
    expect(fieldErrorOf(refused, 'amountCents')).toBeUndefined();
    expect(fieldErrorOf(refused, 'carrier')).toBeUndefined();
    expect(fieldErrorOf(new ApiError('Down', 0), 'trackingUrl')).toBeUndefined();
    expect(fieldErrorOf(new Error('Invalid'), 'trackingUrl')).toBeUndefined();
    expect(fieldErrorOf(null, 'trackingUrl')).toBeUndefined();
  });
});
