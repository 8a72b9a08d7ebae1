import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TWO_FACTOR_REQUIRED_CODE } from '#core/auth/second-factor-messages.ts';
import { ACCOUNT_PROFILE } from '#core/paths/routes.ts';
import { passkey, twoFactor, user } from '#server/db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { totpCode, totpSecretOf } from '#server/testing/totp.ts';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

function post(t: TestApp, path: string, body: unknown, cookie?: string) {
  return t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function sessionUser(t: TestApp, cookie: string) {
  const response = await t.request('/api/auth/get-session', { cookie });
  return ((await response.json()) as { user?: { id: string; twoFactorEnabled: boolean } } | null)?.user ?? null;
}

/** Turns TOTP on for a signed-in user as the profile does: enable with the password, confirm with a code. */
async function turnOnTotp(t: TestApp, cookie: string) {
  const enabled = await post(t, '/api/auth/two-factor/enable', { password: TEST_PASSWORD }, cookie);
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = totpSecretOf(totpURI);
  const confirmed = await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  // Confirming replaces the session (its user now has the second factor).
  return { secret, backupCodes, cookie: cookiesOf(confirmed) };
}

/** The first step of a sign-in: the password; answers the response and its cookies. */
async function signInWithPassword(t: TestApp, email: string) {
  const response = await post(t, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  return { response, body: (await response.json()) as Record<string, unknown>, cookie: cookiesOf(response) };
}

describe('second factor (TOTP and backup codes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks a user with TOTP on for a code after the password, and gives no session before it', async () => {
    const email = 'totp-step@example.com';
    const { cookie } = await t.signUp(email);
    await turnOnTotp(t, cookie);
    const [row] = await t.deps.database.db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
    expect(row?.enabled).toBe(true);

    const { response, body, cookie: stepCookie } = await signInWithPassword(t, email);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(body).not.toHaveProperty('token');
    expect(await sessionUser(t, stepCookie)).toBeNull();
  });

  it('refuses a wrong code, and signs in with the right one', async () => {
    const email = 'totp-codes@example.com';
    const { cookie } = await t.signUp(email);
    const { secret } = await turnOnTotp(t, cookie);
    const { cookie: stepCookie } = await signInWithPassword(t, email);

    const right = totpCode(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await post(t, '/api/auth/two-factor/verify-totp', { code: wrong }, stepCookie);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    expect(await sessionUser(t, `${stepCookie}; ${cookiesOf(refused)}`)).toBeNull();

    const accepted = await post(t, '/api/auth/two-factor/verify-totp', { code: right }, stepCookie);
    expect(accepted.status).toBe(200);
    expect((await sessionUser(t, cookiesOf(accepted)))?.id).toBeTruthy();
  });

  it('refuses a code without the password step first', async () => {
    const email = 'totp-no-step@example.com';
    const { cookie } = await t.signUp(email);
    const { secret } = await turnOnTotp(t, cookie);
    const response = await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c))).toBe(false);
  });

  it('lets a backup code sign in once', async () => {
    const email = 'totp-backup@example.com';
    const { cookie } = await t.signUp(email);
    const { backupCodes } = await turnOnTotp(t, cookie);
    expect(backupCodes).toHaveLength(10);

    const first = await signInWithPassword(t, email);
    const used = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, first.cookie);
    expect(used.status, await used.clone().text()).toBe(200);
    expect(await sessionUser(t, cookiesOf(used))).not.toBeNull();

    const second = await signInWithPassword(t, email);
    const reused = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, second.cookie);
    expect(reused.status).toBe(401);
    expect(await sessionUser(t, `${second.cookie}; ${cookiesOf(reused)}`)).toBeNull();
    // Another of the codes still works.
    const other = await post(t, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] }, second.cookie);
    expect(other.status).toBe(200);
  });

  it('keeps the secret and backup codes encrypted at rest', async () => {
    const email = 'totp-at-rest@example.com';
    const { cookie, userId } = await t.signUp(email);
    const { secret, backupCodes } = await turnOnTotp(t, cookie);
    const [row] = await t.deps.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row!.secret).not.toContain(secret);
    expect(row!.backupCodes).not.toContain(backupCodes[0]!);
  });

  it('turns off with the password only, and sign-in then needs the password alone', async () => {
    const email = 'totp-off@example.com';
    const { cookie } = await t.signUp(email);
    const on = await turnOnTotp(t, cookie);
    const wrongPassword = await post(t, '/api/auth/two-factor/disable', { password: 'Not-The-Pass-1!' }, on.cookie);
    expect(wrongPassword.status).toBe(400);
    const off = await post(t, '/api/auth/two-factor/disable', { password: TEST_PASSWORD }, on.cookie);
    expect(off.status).toBe(200);
    const { body } = await signInWithPassword(t, email);
    expect(body).not.toHaveProperty('twoFactorRedirect');
    expect(body).toHaveProperty('token');
  });

  it('counts code guesses in the password-guessing rate limit', async () => {
    // Five, not the plugin's own three per ten seconds: our rule is the one that applies.
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await post(limited, '/api/auth/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('passkey tables', () => {
  it('removes a user’s passkeys and second factor with the user', async () => {
    const t = await createTestApp();
    try {
      const { cookie, userId } = await t.signUp('passkey-cascade@example.com');
      await turnOnTotp(t, cookie);
      await t.deps.database.db
        .insert(passkey)
        .values({ id: crypto.randomUUID(), userId, publicKey: 'pk', credentialID: 'cred-1', counter: 0, deviceType: 'singleDevice', backedUp: false });
      await t.deps.database.db.delete(user).where(eq(user.id, userId));
      expect(await t.deps.database.db.select().from(passkey).where(eq(passkey.userId, userId))).toEqual([]);
      expect(await t.deps.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_ADMIN_2FA: 'true' }, { pages: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every API route of an admin without a second factor with a 403 naming the set-up, and lets them through after set-up', async () => {
    const { cookie } = await t.signUp('gated-admin@example.com', { admin: true });
    const blocked = await t.request('/api/admin/users', { cookie });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: ADMIN_TWO_FACTOR_REQUIRED_CODE, setup: ACCOUNT_PROFILE });
    // Writes too, Better Auth's admin endpoints included.
    const write = await post(t, '/api/system_sites', { title: 'Nope', description: '', image: '', language: 'en' }, cookie);
    expect(write.status).toBe(403);
    const setRole = await post(t, '/api/auth/admin/set-role', { userId: 'x', role: 'admin' }, cookie);
    expect(setRole.status).toBe(403);

    const { cookie: after } = await turnOnTotp(t, cookie);
    const allowed = await t.request('/api/admin/users', { cookie: after });
    expect(allowed.status).toBe(200);
  });

  it('sends such an admin from dashboard, account and editor pages to the set-up screen, whose own page works', async () => {
    const { cookie } = await t.signUp('gated-pages@example.com', { admin: true });
    for (const path of ['/dashboard', '/dashboard/sites', '/account/orders', '/about/edit', '/view-draft/about']) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(ACCOUNT_PROFILE);
    }
    // React Router's data requests get the redirect in its own headers.
    const data = await t.request('/dashboard/sites.data', { cookie });
    expect(data.status).toBe(204);
    expect(data.headers.get('x-remix-redirect')).toBe(ACCOUNT_PROFILE);
    // An action never runs: a form post is sent to the set-up screen too.
    const action = await t.request('/dashboard/sites/site-x/settings', { method: 'POST', cookie, body: new URLSearchParams({ title: 'x' }) });
    expect(action.status).toBe(303);
    const profile = await t.request(ACCOUNT_PROFILE, { cookie });
    expect(profile.status).toBe(200);
  });

  it('gates every spelling of a gated path (percent-encoded, cased, doubled slashes) and record edit screens', async () => {
    const { cookie } = await t.signUp('gated-spellings@example.com', { admin: true });
    // Hono decodes %61 to a: this reaches the admin API.
    for (const path of ['/%61pi/admin/users', '/%61%70%69/admin/users', '/api/%61dmin/users', '/api/auth/two-factor%2F..%2Fadmin/list-users', '/%61pi/auth/admin/list-users']) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({ code: ADMIN_TWO_FACTOR_REQUIRED_CODE });
    }
    // React Router decodes each segment and matches without case.
    const pages = ['/%64ashboard', '/%64ashboard/sites', '/DASHBOARD/sites', '//dashboard', '/%2564ashboard', '/account/%6Frders', '/about/%65dit', '/%76iew-draft/about'];
    const manage = ['/data/site-x/posts/r1/manage', '/data/posts/r1/manage', '/data/site-x/posts/r1/%6Danage', '/%64ata/posts/r1/manage'];
    for (const path of [...pages, ...manage]) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(ACCOUNT_PROFILE);
    }
    for (const path of ['/%64ashboard/sites.data', '/Dashboard.data', '/data/posts/r1/manage.data']) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('x-remix-redirect'), path).toBe(ACCOUNT_PROFILE);
    }
    // The set-up stays open, its data request too; a record's own page and a new record's form stay public.
    expect((await t.request('/account/profile.data', { cookie })).status).toBe(200);
    expect((await t.request('/api/auth/two-factor/%65nable', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: '{}' })).status).not.toBe(403);
    for (const path of ['/data/posts/r1', '/data/posts/create']) expect((await t.request(path, { cookie })).status, path).not.toBe(302);
  });

  it('leaves users who are not admins alone', async () => {
    const { cookie } = await t.signUp('gated-user@example.com');
    expect((await t.request('/dashboard', { cookie })).status).toBe(200);
    expect((await t.request('/api/account/orders', { cookie })).status).toBe(200);
  });
});

describe('REQUIRE_ADMIN_2FA off (the default)', () => {
  it('lets an admin without a second factor use the API', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signUp('free-admin@example.com', { admin: true });
      expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
