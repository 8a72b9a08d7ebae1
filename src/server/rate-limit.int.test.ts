import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// Not Better Auth's own default for these paths (3 per 10 s), so the tests show ours applies.
const MAX = 5;
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  // With pages: the update-password form's action is limited too.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' }, { pages: true });
  ({ cookie } = await t.signUp('changer@example.com'));
});
afterAll(async () => {
  await t?.close();
});

const attempt = (ip: string, extraHeaders: Record<string, string> = {}) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    ip,
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass-1!' }),
  });

describe('sign-in rate limit', () => {
  it('limits attempts per client address and leaves other addresses alone', async () => {
    for (let i = 0; i < MAX; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect((await attempt('198.51.100.9')).status).toBe(401);
  });

  it('cannot be dodged by sending our client-address header or X-Forwarded-For', async () => {
    for (let i = 0; i < MAX; i++) await attempt('203.0.113.8', { 'x-sitewright-client-ip': `10.0.0.${i}`, 'x-forwarded-for': `10.1.0.${i}` });
    const response = await attempt('203.0.113.8', { 'x-sitewright-client-ip': '10.0.0.99', 'x-forwarded-for': '10.1.0.99' });
    expect(response.status).toBe(429);
  });
});

describe('change-password rate limit', () => {
  const wrongCurrent = { currentPassword: 'Not-my-pass-1!', newPassword: 'Brand-New-Pass-2!' };
  const viaApi = (ip: string) =>
    t.request('/api/auth/change-password', { method: 'POST', ip, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(wrongCurrent) });
  const viaForm = (ip: string) =>
    t.request(`${TEST_ORIGIN}/auth/update-password`, {
      method: 'POST',
      ip,
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(wrongCurrent),
    });

  it('limits guesses at the current password through the API like sign-in', async () => {
    for (let i = 0; i < MAX; i++) expect((await viaApi('203.0.113.20')).status).toBe(400);
    const limited = await viaApi('203.0.113.20');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(/too many/i);
    expect((await viaApi('198.51.100.20')).status).toBe(400);
  });

  it('limits the update-password form the same way, by the client address the server saw', async () => {
    for (let i = 0; i < MAX; i++) expect((await viaForm('203.0.113.21')).status).toBe(400);
    const limited = await viaForm('203.0.113.21');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many attempts');
    expect((await viaForm('198.51.100.21')).status).toBe(400);
  });

  it('shares one count between the API and the form for an address', async () => {
    for (let i = 0; i < MAX; i++) await viaApi('203.0.113.22');
    expect((await viaForm('203.0.113.22')).status).toBe(429);
  });
});
