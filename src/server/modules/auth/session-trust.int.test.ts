import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_CODE } from '#core/auth/messages.ts';
import { FRESH_SESSION_MINUTES, SESSION_NOT_FRESH_CODE } from '#core/auth/second-factor-limits.ts';
import { session, user } from '#server/db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('an address nobody proved counts as signed out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends a session of an unverified account (one from before verification existed): 401 on the API, sign-in for the dashboard', async () => {
    const email = 'legacy-unverified@example.com';
    const { cookie, userId } = await t.signUp(email);
    expect((await t.request('/api/account/orders', { cookie })).status).toBe(200);
    // As an account made before addresses were proved: a live session, no proof.
    await t.deps.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, userId));

    expect((await t.request('/api/account/orders', { cookie })).status).toBe(401);
    const dashboard = await t.request('/dashboard', { cookie });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toMatch(/^\/auth\/login/);
    // Better Auth's own endpoints see no session either: the row is gone.
    expect(await (await t.request('/api/auth/get-session', { cookie })).json()).toBeNull();
    expect(await t.deps.database.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
  });

  it('creates no session for an unverified account, whatever the way in', async () => {
    const email = 'never-verified@example.com';
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'never' }),
    });
    expect(signUp.status).toBe(200);
    const userId = await userIdOf(t, email);
    // Below every endpoint (as the passkey sign-in reaches it).
    const context = await t.deps.auth.$context;
    await expect(context.internalAdapter.createSession(userId)).rejects.toMatchObject({ body: { code: EMAIL_NOT_VERIFIED_CODE } });
    // Through an endpoint: an admin impersonating the account.
    const { cookie: adminCookie } = await t.signUp('impersonating-admin@example.com', { admin: true });
    const impersonate = await t.request('/api/auth/admin/impersonate-user', {
      method: 'POST',
      cookie: adminCookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    expect(impersonate.status).toBe(403);
    expect(await impersonate.json()).toMatchObject({ code: EMAIL_NOT_VERIFIED_CODE });
    expect(await t.deps.database.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
  });
});

describe('adding a passkey needs a recent sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`refuses registration options to a session older than ${FRESH_SESSION_MINUTES} minutes, and gives them to a new one`, async () => {
    const { cookie, userId } = await t.signUp('fresh-passkey@example.com');
    const options = () => t.request('/api/auth/passkey/generate-register-options', { cookie });
    expect((await options()).status).toBe(200);

    // As a cookie stolen a little while ago (well within the old one-day limit).
    const signedInAt = new Date(Date.now() - (FRESH_SESSION_MINUTES + 1) * 60_000);
    await t.deps.database.db.update(session).set({ createdAt: signedInAt }).where(eq(session.userId, userId));
    const stale = await options();
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: SESSION_NOT_FRESH_CODE });
    // Nor can it finish a registration it started earlier.
    const verify = await t.request('/api/auth/passkey/verify-registration', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: {} }),
    });
    expect(verify.status).toBe(403);
  });
});
