import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES } from './json-body-guard.ts';

const LIMIT = 4096;
let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(LIMIT) }, { pages: true });
  ({ cookie } = await t.signUp('guarded@example.com'));
});
afterAll(async () => {
  await t?.close();
});

const json = (path: string, body: string, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  t.request(path, { method: 'POST', cookie: init.cookie, headers: { 'content-type': 'application/json', ...init.headers }, body });

// React Router refuses an action whose URL is not on the Origin the request carries.
const form = (path: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) =>
  t.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body });

/** A body with no Content-Length, as a chunked upload arrives. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000));
      controller.close();
    },
  });

async function expectJsonError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(((await response.json()) as { error: string }).error).toMatch(message);
}

async function expectTextError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('text/plain');
  expect(await response.text()).toMatch(message);
}

describe('malformed URLs', () => {
  it.each(['/media/%E0%A4%A', '/site-demo/%E0%A4%A', '/dashboard/%zz', '/auth/login%ff', '/site-demo/about%0a'])('answers %s with a short 400', async (path) => {
    await expectTextError(await t.request(path), 400, /^Malformed URL/);
  });

  it.each(['/api/editor/%E0%A4%A', '/api/editor/site-demo/%C0%AF', '/api/no-such-route/%'])('answers %s with a 400 JSON error', async (path) => {
    await expectJsonError(await t.request(path, { cookie }), 400, /^Malformed URL/);
  });

  it('refuses an encoded NUL in the query too, which would otherwise reach a database query', async () => {
    await expectJsonError(await t.request('/api/page-history?path=/site-demo/a%00', { cookie }), 400, /NUL/);
  });

  it('leaves well-encoded paths alone', async () => {
    expect((await t.request('/api/editor/site-%64emo/about', { cookie })).status).toBe(403);
    expect((await t.request('/auth/log%69n')).status).toBe(200);
  });
});

describe('JSON bodies under /api', () => {
  const deep = (levels: number) => `{"email":${'['.repeat(levels)}${']'.repeat(levels)}}`;
  const wide = (entries: number) => `{"email":[${'0,'.repeat(entries - 2)}0]}`;

  it('refuses nesting deeper than the limit before anything else looks at the body', async () => {
    // Anonymous: today the editor answers 401 first; the body is refused before that.
    await expectJsonError(await json('/api/editor', deep(MAX_JSON_DEPTH)), 400, /nests deeper than/);
    await expectJsonError(await json('/api/auth/sign-in/email', deep(MAX_JSON_DEPTH)), 400, /nests deeper than/);
  });

  it('refuses more keys and elements than the limit', async () => {
    const body = wide(MAX_JSON_ENTRIES + 1);
    const big = await createTestApp({ BODY_LIMIT_BYTES: String(body.length + 1) });
    try {
      const response = await big.request('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await expectJsonError(response, 400, /more than 100000 keys/);
    } finally {
      await big.close();
    }
  });

  it('checks a body whatever its Content-Type says, since our routes parse the text regardless', async () => {
    await expectJsonError(await json('/api/editor', deep(MAX_JSON_DEPTH), { cookie, headers: { 'content-type': 'text/plain' } }), 400, /nests deeper/);
  });

  it('refuses a NUL character, which PostgreSQL cannot store', async () => {
    await expectJsonError(await json('/api/auth/update-user', JSON.stringify({ name: 'a\u0000b' }), { cookie }), 400, /NUL/);
  });

  it('hands Better Auth the very body it checked, with or without Content-Length', async () => {
    const body = JSON.stringify({ email: 'guarded@example.com', password: TEST_PASSWORD });
    expect((await json('/api/auth/sign-in/email', body)).status).toBe(200);
    const chunked = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(body),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(200);
  });
});

describe('form posts to pages', () => {
  const oversized = `email=${'a'.repeat(LIMIT)}&password=x`;

  it.each(['/auth/login', '/auth/signup', '/login', '/auth/update-password', '/dashboard/sites/site-x/settings'])(
    'refuses a body over BODY_LIMIT_BYTES at %s with 413',
    async (path) => {
      await expectTextError(await form(path, oversized), 413, /Request body too large \(limit 4096 bytes\)/);
    },
  );

  it('refuses an oversized body sent without Content-Length too', async () => {
    const response = await t.request(`${TEST_ORIGIN}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: streamed(oversized),
      duplex: 'half',
    } as RequestInit);
    await expectTextError(response, 413, /too large/);
  });

  it('lets a form within the limit reach the action', async () => {
    const response = await form('/auth/login', new URLSearchParams({ email: 'guarded@example.com', password: 'Wrong-pass-1!' }));
    expect(response.status).toBe(401);
  });

  it('reads a multipart form as the browser sends it', async () => {
    const body = new FormData();
    body.set('email', 'guarded@example.com');
    body.set('password', 'Wrong-pass-1!');
    expect((await t.request(`${TEST_ORIGIN}/auth/login`, { method: 'POST', body })).status).toBe(401);
  });

  it('refuses a body that is not a form with 415, where the action would have thrown', async () => {
    const response = await form('/auth/login', JSON.stringify({ email: 'a@example.com' }), { 'content-type': 'application/json' });
    await expectTextError(response, 415, /Unsupported Media Type/);
  });

  it('refuses a broken multipart body with 400', async () => {
    const response = await form('/auth/signup', '--abc\r\nContent-Disposition: form-data', { 'content-type': 'multipart/form-data; boundary=xyz' });
    await expectTextError(response, 400, /Malformed form body/);
  });

  it('refuses a NUL character in a field, here and under /api', async () => {
    await expectTextError(await form('/auth/signup', 'name=a%00b&email=n%40example.com&password=x'), 400, /NUL/);
    const api = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a%00b',
    });
    await expectJsonError(api, 400, /NUL/);
  });
});
