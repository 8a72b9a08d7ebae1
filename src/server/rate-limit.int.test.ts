import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
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
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect((await attempt('198.51.100.9')).status).toBe(401);
  });

  it('cannot be dodged by sending our client-address header or X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) await attempt('203.0.113.8', { 'x-sitewright-client-ip': `10.0.0.${i}`, 'x-forwarded-for': `10.1.0.${i}` });
    const response = await attempt('203.0.113.8', { 'x-sitewright-client-ip': '10.0.0.99', 'x-forwarded-for': '10.1.0.99' });
    expect(response.status).toBe(429);
  });
});
