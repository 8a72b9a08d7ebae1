import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('reports the database as up', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { status: string; kind: string } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('API errors are JSON', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.request('/api/does-not-exist', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/does-not-exist') });
  });

  it('refuses an oversized body with 413 JSON', async () => {
    const { cookie } = await t.signUp('big@example.com');
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
  });

  it('refuses malformed JSON with 400 and no stack trace', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sets security headers', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('admin-only routes', () => {
  it('answer 401 JSON to anonymous callers', async () => {
    const response = await t.request('/api/admin/users');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });

  it('answer 403 JSON to a signed-in non-admin', async () => {
    const { cookie } = await t.signUp('editor@example.com');
    const response = await t.request('/api/admin/users', { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  it('answer an admin with the user list', async () => {
    const { cookie } = await t.signUp('boss@example.com', { admin: true });
    const response = await t.request('/api/admin/users', { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { email: string; role: string }[] };
    expect(body.data.map((u) => u.email)).toContain('boss@example.com');
    expect(body.data.find((u) => u.email === 'boss@example.com')?.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('refuses a cookie-carrying write without our Origin (CSRF)', async () => {
    const { cookie } = await t.signUp('csrf@example.com');
    const response = await t.request('/api/auth/signout', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    // Still signed in.
    const sites = await t.request('/api/sites', { cookie });
    expect(sites.status).toBe(200);
  });

  it('refuses cross-site form posts to pages too (dashboard actions)', async () => {
    const { cookie } = await t.signUp('forms@example.com');
    const response = await t.request('/dashboard/sites/site-demo/settings', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=Hijacked',
    });
    expect(response.status).toBe(403);
  });

  it('signs out with POST /api/auth/signout', async () => {
    const { cookie } = await t.signUp('leaver@example.com');
    const response = await t.request('/api/auth/signout', { method: 'POST', cookie, headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect((await t.request('/api/sites', { cookie })).status).toBe(401);
  });

  it("a shop's sign-out form lands back in the shop, and only on this site", async () => {
    const form = (callbackURL: string) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ callbackURL }).toString() });
    const shopper = await t.signUp('shop-leaver@example.com');
    const back = await t.request('/api/auth/signout', { ...form('/site-demo'), cookie: shopper.cookie });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/site-demo');
    expect((await t.request('/api/sites', { cookie: shopper.cookie })).status).toBe(401);
    const other = await t.signUp('shop-leaver-2@example.com');
    const away = await t.request('/api/auth/signout', { ...form('//evil.example/x'), cookie: other.cookie });
    expect(away.headers.get('location')).toBe('/auth/login');
  });

  it('sends GET /api/auth/signin to the login page with a safe callback', async () => {
    const response = await t.request('/api/auth/signin?callbackURL=https://evil.example/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?callbackURL=%2Fdashboard');
  });

  it('rejects a sign-up whose password breaks the password rule, naming what is missing', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'weak@example.com', password: 'alllowercase', name: 'Weak' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; error: string };
    expect(body.message).toMatch(/^Password must contain/);
    // Better Auth's own errors carry `error` like every other API error.
    expect(body.error).toBe(body.message);
  });

  it('answers Better Auth errors without a body (unknown endpoint) with JSON too', async () => {
    const response = await t.request('/api/auth/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it.each([
    [{ name: [] }, 'Name: this field is required'],
    [{ name: null }, 'Name: this field is required'],
    [{ name: 'Ok', image: true }, 'Image: this field must be a string'],
    [{ image: [] }, 'Image: this field must be a string'],
  ])('refuses a profile update of the wrong type, %j, with 400 (not a database error)', async (update, message) => {
    const { cookie } = await t.signUp(`profile-${crypto.randomUUID()}@example.com`);
    const response = await t.request('/api/auth/update-user', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(update) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });
});
