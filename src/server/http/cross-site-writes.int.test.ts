import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { CROSS_SITE_MESSAGE } from './cross-site-writes.ts';

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  ({ cookie } = await t.signUp('member@example.com'));
});
afterAll(async () => {
  await t?.close();
});

const FOREIGN_ORIGINS = ['https://evil.example', 'null'];

const signInJson = { email: 'member@example.com', password: 'Wrong-pass-1!' };
const signUpJson = (email: string) => ({ email, password: TEST_PASSWORD, name: 'Someone' });
const API_WRITES = [
  { path: '/api/auth/sign-in/email', body: () => signInJson },
  { path: '/api/auth/sign-up/email', body: () => signUpJson(`api-${crypto.randomUUID()}@example.com`) },
];
const FORM_WRITES = [
  { path: '/auth/login', body: () => ({ email: 'member@example.com', password: 'Wrong-pass-1!' }) },
  { path: '/login', body: () => ({ email: 'member@example.com', password: 'Wrong-pass-1!' }) },
  { path: '/auth/signup', body: () => ({ name: 'Someone', email: `form-${crypto.randomUUID()}@example.com`, password: TEST_PASSWORD }) },
  { path: '/signup', body: () => ({ name: 'Someone', email: `form-${crypto.randomUUID()}@example.com`, password: TEST_PASSWORD }) },
];

describe('login CSRF: sign-in and sign-up from another site are refused', () => {
  for (const origin of FOREIGN_ORIGINS) {
    for (const withCookie of [false, true]) {
      const who = `Origin ${origin}, ${withCookie ? 'with' : 'without'} a cookie`;

      it.each(API_WRITES)(`$path (${who}): 403 JSON`, async ({ path, body }) => {
        const response = await t.request(path, {
          method: 'POST',
          cookie: withCookie ? cookie : undefined,
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify(body()),
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: CROSS_SITE_MESSAGE });
        expect(response.headers.getSetCookie()).toEqual([]);
      });

      it.each(FORM_WRITES)(`$path form (${who}): 403`, async ({ path, body }) => {
        const response = await t.request(`${TEST_ORIGIN}${path}`, {
          method: 'POST',
          cookie: withCookie ? cookie : undefined,
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body()),
        });
        expect(response.status).toBe(403);
        expect(await response.text()).toBe(CROSS_SITE_MESSAGE);
        expect(response.headers.getSetCookie()).toEqual([]);
      });
    }
  }
});

describe('our own origins and server-to-server callers still get through', () => {
  it('accepts PUBLIC_URL as the Origin, on the API and on the sign-in form', async () => {
    const api = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: TEST_PASSWORD }),
    });
    expect(api.status).toBe(200);
    const formPost = await t.request(`${TEST_ORIGIN}/auth/login`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'member@example.com', password: TEST_PASSWORD }),
    });
    expect(formPost.status).toBe(302);
    expect(formPost.headers.getSetCookie().some((c) => c.startsWith('sitewright.session_token='))).toBe(true);
  });

  it('accepts the Origin of the host the request was sent to', async () => {
    const response = await t.request('http://127.0.0.1:4321/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' },
      body: JSON.stringify(signInJson),
    });
    expect(response.status).toBe(401);
  });

  it('accepts a write without Origin and without a cookie (a server calling the API)', async () => {
    // t.request would add our Origin; app.request sends exactly these headers.
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signInJson),
    });
    expect(response.status).toBe(401);
  });

  it('still refuses a write with a cookie and no Origin', async () => {
    const response = await t.app.request('/api/auth/signout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE_MESSAGE });
  });
});
