import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  EMAIL_NOT_VERIFIED_MESSAGE,
  EXISTING_ACCOUNT_MAIL_SUBJECT,
  FORGOT_PASSWORD_LINK,
  PASSWORD_RESET_DONE,
  RESEND_LINK_LABEL,
  RESEND_LINK_SENT,
  RESET_LINK_INVALID,
  RESET_LINK_REQUESTED,
  RESET_MAIL_SUBJECT,
  signUpCheckMailMessage,
  VERIFICATION_MAIL_SUBJECT,
  VERIFY_LINK_INVALID,
} from '#core/auth/messages.ts';
import { session, user } from '#server/db/schema.ts';
import { cookieOf, linkIn, mailsTo, mailTo } from '#server/testing/account-mail.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';

// Proved addresses, password reset by mail and answers that do not tell who has an account,
// through Better Auth's real endpoints and the real screens, mail read from the outbox.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

const json = (path: string, body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init });
const form = (path: string, fields: Record<string, string>, init: { cookie?: string; ip?: string } = {}) =>
  t.request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(fields), ...init });
const html = async (response: Response) => (await response.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const signIn = (email: string, password = TEST_PASSWORD) => json('/api/auth/sign-in/email', { email, password });
const sessionOf = async (cookie: string) => (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string } } | null;
const userByEmail = async (email: string) => (await t.deps.database.db.select().from(user).where(eq(user.email, email)))[0];
/** The body's keys, recursively, with the types of their values: what a caller can tell apart. */
const shape = (value: unknown): unknown =>
  value === null ? null : Array.isArray(value) ? value.map(shape) : typeof value === 'object' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)])) : typeof value;

describe('email verification', () => {
  it('answers a sign-up with "check your mail" and no session; the mailed link confirms the address and signs in', async () => {
    const response = await json('/api/auth/sign-up/email', { email: 'New@Verify.test', password: TEST_PASSWORD, name: 'New' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('sitewright.session_token=') && !c.includes('Max-Age=0'))).toEqual([]);
    expect(((await response.json()) as { token: unknown }).token).toBeNull();
    expect((await userByEmail('new@verify.test'))?.emailVerified).toBe(false);

    const refused = await signIn('new@verify.test');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    const link = linkIn(await mailTo(t.deps.database.db, 'new@verify.test', VERIFICATION_MAIL_SUBJECT));
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
    const followed = await t.request(link);
    expect(followed.status).toBe(302);
    expect((await sessionOf(cookieOf(followed)))?.user.email).toBe('new@verify.test');
    expect((await userByEmail('new@verify.test'))?.emailVerified).toBe(true);
    expect((await signIn('new@verify.test')).status).toBe(200);
  });

  it("never turns the name someone signs up with into a link in the mail to the address they typed", async () => {
    expect((await json('/api/auth/sign-up/email', { email: 'stranger@verify.test', password: TEST_PASSWORD, name: 'Claim your prize at evil.example.com/win' })).status).toBe(200);
    const text = await mailTo(t.deps.database.db, 'stranger@verify.test', VERIFICATION_MAIL_SUBJECT);
    expect(text).not.toContain('evil.example.com');
    expect(text.replaceAll('\u200C', '')).toContain('Claim your prize at evil.example.com/win');
    // The one link is still our own.
    expect(linkIn(text).startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
  });

  it('shows the sign-up screen\'s "check your mail" state, and the link leads back through the sign-in page to the callback', async () => {
    const page = await form('/auth/signup', { name: 'Screen', email: 'screen@verify.test', password: TEST_PASSWORD, callbackURL: '/dashboard/sites' });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await html(page)).toContain(signUpCheckMailMessage('screen@verify.test'));
    const link = linkIn(await mailTo(t.deps.database.db, 'screen@verify.test', VERIFICATION_MAIL_SUBJECT));
    const followed = await t.request(link);
    expect(followed.headers.get('location')).toBe('/auth/login?callbackURL=%2Fdashboard%2Fsites');
    const landing = await t.request(`${TEST_ORIGIN}/auth/login?callbackURL=%2Fdashboard%2Fsites`, { cookie: cookieOf(followed) });
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/dashboard/sites');
  });

  it('says so on the sign-in screen, which resends the link; a bad link is named there too', async () => {
    await json('/api/auth/sign-up/email', { email: 'later@verify.test', password: TEST_PASSWORD, name: 'Later' });
    const page = await form('/auth/login', { email: 'later@verify.test', password: TEST_PASSWORD });
    expect(page.status).toBe(403);
    const text = await html(page);
    expect(text).toContain(EMAIL_NOT_VERIFIED_MESSAGE);
    expect(text).toContain(RESEND_LINK_LABEL);
    expect(text).toContain(FORGOT_PASSWORD_LINK);
    // A wrong password says nothing about the address's state.
    const wrong = await html(await form('/auth/login', { email: 'later@verify.test', password: 'Wrong-Pass-123!' }));
    expect(wrong).not.toContain(EMAIL_NOT_VERIFIED_MESSAGE);

    const resent = await form('/auth/login', { intent: 'resend-verification', email: 'later@verify.test', callbackURL: '' });
    expect(resent.status).toBe(200);
    expect(await html(resent)).toContain(RESEND_LINK_SENT);
    await expect.poll(async () => (await mailsTo(t.deps.database.db, 'later@verify.test', VERIFICATION_MAIL_SUBJECT)).length).toBe(2);
    // The same answer for an address with no account, and no mail.
    const nobody = await form('/auth/login', { intent: 'resend-verification', email: 'nobody@verify.test', callbackURL: '' });
    expect(nobody.status).toBe(200);
    expect(await html(nobody)).toContain(RESEND_LINK_SENT);
    expect(await mailsTo(t.deps.database.db, 'nobody@verify.test')).toEqual([]);

    const bad = await t.request(`${TEST_ORIGIN}/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent('/auth/login?callbackURL=%2Fdashboard')}`);
    expect(bad.status).toBe(302);
    expect(bad.headers.getSetCookie().some((c) => c.startsWith('sitewright.session_token=') && !c.includes('Max-Age=0'))).toBe(false);
    expect(await html(await t.request(`${TEST_ORIGIN}${bad.headers.get('location')}`))).toContain(VERIFY_LINK_INVALID);
  });

  it(`mails one address at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} times an hour, whoever asks`, async () => {
    await json('/api/auth/sign-up/email', { email: 'flood@verify.test', password: TEST_PASSWORD, name: 'Flood' });
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR + 3; i++) {
      const response = await json('/api/auth/send-verification-email', { email: 'flood@verify.test' }, { ip: `198.51.100.${i + 1}` });
      expect(response.status).toBe(200);
    }
    // Sent after the answers: wait for them to settle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.poll(async () => (await mailsTo(t.deps.database.db, 'flood@verify.test')).length).toBe(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(t.deps.database.db, 'flood@verify.test')).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
  });
});

describe('no enumeration', () => {
  it('answers a sign-up with a known address exactly as a new one, and mails the owner a note instead of a link', async () => {
    const owner = await t.signUp('owner@enum.test');
    const fresh = await json('/api/auth/sign-up/email', { email: 'fresh@enum.test', password: TEST_PASSWORD, name: 'Someone' });
    const known = await json('/api/auth/sign-up/email', { email: 'owner@enum.test', password: 'Other-Pass-789!', name: 'Someone' });
    expect(known.status).toBe(fresh.status);
    const [freshBody, knownBody] = [await fresh.json(), await known.json()];
    expect(shape(knownBody)).toEqual(shape(freshBody));
    const comparable = (body: unknown) => JSON.stringify(body).replace(/"(id|email|createdAt|updatedAt)":"[^"]*"/g, '"$1":""');
    expect(comparable(knownBody)).toBe(comparable(freshBody));
    expect(JSON.stringify(knownBody)).not.toContain('USER_ALREADY_EXISTS');
    expect((knownBody as { user: { id: string; emailVerified: boolean } }).user.id).not.toBe(owner.userId);
    expect((knownBody as { user: { emailVerified: boolean } }).user.emailVerified).toBe(false);
    expect(known.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());

    const note = await mailTo(t.deps.database.db, 'owner@enum.test', EXISTING_ACCOUNT_MAIL_SUBJECT);
    expect(note).toContain(`${TEST_ORIGIN}/auth/login`);
    expect(note).toContain(`${TEST_ORIGIN}/auth/forgot-password`);
    // One confirmation mail: the one of the owner's own sign-up.
    expect(await mailsTo(t.deps.database.db, 'owner@enum.test', VERIFICATION_MAIL_SUBJECT)).toHaveLength(1);
    // The account and its password are untouched.
    expect((await signIn('owner@enum.test')).status).toBe(200);
    expect((await signIn('owner@enum.test', 'Other-Pass-789!')).status).toBe(401);
    // And the sign-up screen shows the same "check your mail".
    expect(await html(await form('/auth/signup', { name: 'Again', email: 'owner@enum.test', password: TEST_PASSWORD }))).toContain(signUpCheckMailMessage('owner@enum.test'));
  });

  it('answers sign-in and reset the same for an address with an account and one without', async () => {
    await t.signUp('known@enum.test');
    const [known, unknown] = [await signIn('known@enum.test', 'Wrong-Pass-123!'), await signIn('unknown@enum.test', 'Wrong-Pass-123!')];
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await known.json()).toEqual(await unknown.json());
    const [resetKnown, resetUnknown] = [
      await json('/api/auth/request-password-reset', { email: 'known@enum.test', redirectTo: '/auth/update-password' }),
      await json('/api/auth/request-password-reset', { email: 'unknown@enum.test', redirectTo: '/auth/update-password' }),
    ];
    expect(resetKnown.status).toBe(200);
    expect(resetUnknown.status).toBe(200);
    expect(await resetKnown.json()).toEqual(await resetUnknown.json());
    expect(await mailsTo(t.deps.database.db, 'unknown@enum.test')).toEqual([]);
  });
});

describe('password reset by mail', () => {
  it('sets a new password from the mailed link on /auth/update-password and ends every session', async () => {
    const first = await t.signUp('reset@reset.test');
    const second = cookieOf(await signIn('reset@reset.test'));
    const page = await form('/auth/forgot-password', { email: 'reset@reset.test' });
    expect(page.status).toBe(200);
    expect(await html(page)).toContain(RESET_LINK_REQUESTED);
    const link = linkIn(await mailTo(t.deps.database.db, 'reset@reset.test', RESET_MAIL_SUBJECT));
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/update-password');
    // The screen opens signed out, without the current password field.
    const screen = await html(await t.request(link));
    expect(screen).toContain('New password');
    expect(screen).not.toContain('Current password');

    const done = await form(`${url.pathname}${url.search}`, { newPassword: 'Reset-Pass-456!' });
    expect(done.status).toBe(200);
    expect(await html(done)).toContain(PASSWORD_RESET_DONE);
    const account = await userByEmail('reset@reset.test');
    expect(await t.deps.database.db.select().from(session).where(eq(session.userId, account!.id))).toEqual([]);
    expect(await sessionOf(first.cookie)).toBeNull();
    expect(await sessionOf(second)).toBeNull();
    expect((await signIn('reset@reset.test')).status).toBe(401);
    expect((await signIn('reset@reset.test', 'Reset-Pass-456!')).status).toBe(200);

    // The link works once.
    const again = await form(`${url.pathname}${url.search}`, { newPassword: 'Again-Pass-789!' });
    expect(again.status).toBe(400);
    expect(await html(again)).toContain(RESET_LINK_INVALID);
    expect((await signIn('reset@reset.test', 'Again-Pass-789!')).status).toBe(401);
  });

  it('holds the password rule on a reset', async () => {
    await t.signUp('weak@reset.test');
    await json('/api/auth/request-password-reset', { email: 'weak@reset.test' });
    const token = new URL(linkIn(await mailTo(t.deps.database.db, 'weak@reset.test', RESET_MAIL_SUBJECT))).searchParams.get('token')!;
    const weak = await json('/api/auth/reset-password', { token, newPassword: 'alllowercase' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toMatch(/^Password must contain/);
  });
});

describe('per client', () => {
  it('limits confirmation and reset mails per client address (429)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const ask = (path: string, i: number) =>
        limited.request(path, { method: 'POST', ip: '203.0.113.50', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `c${i}@client.test` }) });
      for (const path of ['/api/auth/send-verification-email', '/api/auth/request-password-reset']) {
        expect((await ask(path, 1)).status).toBe(200);
        expect((await ask(path, 2)).status).toBe(200);
        expect((await ask(path, 3)).status).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
