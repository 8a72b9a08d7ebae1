import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { session, user } from '#server/db/schema.ts';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { createVictim, passwordHashOf, sessionTokensOf, userRow } from './account-fixtures.ts';
import { actors, ANYONE, auth, defineCase, NOBODY, type Row, SIGNED_IN, SIGNED_IN_REFUSED, signInTarget, t } from './matrix-kit.ts';

export const ACCOUNT_ROWS: Row[] = [
  // ---- Better Auth endpoints (POST /api/auth/…) ----
  {
    route: 'POST /api/auth/sign-up/email',
    cases: [
      defineCase({
        name: 'creates an account',
        expect: ANYONE,
        act: (cell) => auth('/sign-up/email')(cell, { email: `signup-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'New' }),
        verify: async (cell) => {
          const [row] = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `signup-${cell.id}@matrix.test`));
          expect(row).toEqual({ role: 'user' });
        },
      }),
      defineCase({
        name: 'creates an account with role admin',
        expect: NOBODY(400),
        act: (cell) => auth('/sign-up/email')(cell, { email: `signup-admin-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'New', role: 'admin' }),
        verify: async (cell) => expect(await t.deps.database.db.select().from(user).where(eq(user.email, `signup-admin-${cell.id}@matrix.test`))).toEqual([]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/sign-in/email',
    cases: [defineCase({ name: 'signs in with email and password', expect: ANYONE, act: (cell) => auth('/sign-in/email')(cell, { email: signInTarget.email, password: TEST_PASSWORD }) })],
  },
  {
    route: 'POST /api/auth/sign-in/social',
    cases: [defineCase({ name: 'signs in with a provider (none are configured)', expect: NOBODY(404), act: (cell) => auth('/sign-in/social')(cell, { provider: 'github' }) })],
  },
  {
    route: 'POST /api/auth/callback/:id',
    cases: [
      defineCase({
        name: "a provider's form_post callback only bounces to the GET callback",
        expect: NOBODY(302),
        act: (cell) => t.request('/api/auth/callback/github', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: new URLSearchParams({ state: 'x' }) }),
        verify: async (_c, _s, { response }) => expect(new URL(response.headers.get('location')!).pathname).toBe('/api/auth/callback/github'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/get-session',
    cases: [defineCase({ name: 'reads the session by POST (not enabled)', expect: NOBODY(405), act: (cell) => auth('/get-session')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/sign-out',
    cases: [
      defineCase({
        name: 'signs the caller out',
        expect: ANYONE,
        ownUser: true,
        act: (cell) => auth('/sign-out')(cell, {}),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/verify-password',
    cases: [defineCase({ name: "checks the caller's password", expect: SIGNED_IN, act: (cell) => auth('/verify-password')(cell, { password: TEST_PASSWORD }) })],
  },
  {
    route: 'POST /api/auth/change-password',
    cases: [
      defineCase({
        name: "changes the caller's password",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => (cell.actor ? passwordHashOf(cell.actor.userId) : null),
        act: (cell) => auth('/change-password')(cell, { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-456!' }),
        verify: async (cell, before, { allowed }) => {
          if (cell.actor) expect((await passwordHashOf(cell.actor.userId)) !== before).toBe(allowed);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/change-email',
    cases: [
      defineCase({
        name: "changes the caller's email (disabled)",
        expect: SIGNED_IN_REFUSED(400),
        ownUser: true,
        act: (cell) => auth('/change-email')(cell, { newEmail: `changed-${cell.id}@matrix.test` }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.email).toBe(cell.actor.email);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/update-user',
    cases: [
      defineCase({
        name: "renames the caller",
        expect: SIGNED_IN,
        act: (cell) => auth('/update-user')(cell, { name: `Renamed ${cell.id}` }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.name).toBe(`Renamed ${cell.id}`);
        },
      }),
      defineCase({
        name: "sets the caller's own role to admin",
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-user')(cell, { role: 'admin' }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user');
        },
      }),
      defineCase({
        name: "bans the caller through the admin plugin's fields (not user input)",
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-user')(cell, { banned: true, banReason: 'x' }),
        verify: async (cell) => {
          if (cell.actor) expect((await userRow(cell.actor.userId))?.banned).toBe(false);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/update-session',
    cases: [
      defineCase({
        name: 'marks the session as an impersonation',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/update-session')(cell, { impersonatedBy: actors.admin.userId }),
        verify: async () => expect(await t.deps.database.db.select().from(session).where(eq(session.impersonatedBy, actors.admin.userId))).toEqual([]),
      }),
      defineCase({
        name: "moves the caller's session to another user",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/update-session')(cell, { userId: victim.id }),
        verify: async (_c, victim) => expect(await sessionTokensOf(victim.id)).toEqual([victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/delete-user',
    cases: [
      defineCase({
        name: "deletes the caller's account (disabled)",
        expect: SIGNED_IN_REFUSED(404),
        ownUser: true,
        act: (cell) => auth('/delete-user')(cell, { password: TEST_PASSWORD }),
        verify: async (cell) => {
          if (cell.actor) expect(await userRow(cell.actor.userId)).not.toBeNull();
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/request-password-reset',
    cases: [
      defineCase({
        name: 'asks for a reset email (the same answer for any address)',
        expect: ANYONE,
        act: (cell) => auth('/request-password-reset')(cell, { email: signInTarget.email, redirectTo: '/auth/update-password' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/reset-password',
    cases: [
      defineCase({
        name: 'resets a password with a token that was never issued',
        expect: NOBODY(400),
        act: (cell) => auth('/reset-password')(cell, { token: 'not-a-token', newPassword: 'Changed-Pass-456!' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/send-verification-email',
    cases: [
      defineCase({
        // Signed out, the same answer for any address; signed in, only for one's own unconfirmed address (Better Auth's rule).
        name: "sends a confirmation link for another account's address",
        expect: { ...SIGNED_IN_REFUSED(400), anonymous: 'ok' },
        act: (cell) => auth('/send-verification-email')(cell, { email: signInTarget.email }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-session',
    cases: [
      defineCase({
        name: "revokes the caller's own session",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => (cell.actor ? (await sessionTokensOf(cell.actor.userId))[0]! : 'no-session'),
        act: (cell, token) => auth('/revoke-session')(cell, { token }),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
      defineCase({
        name: "revokes another user's session (answers ok, revokes nothing)",
        expect: SIGNED_IN,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/revoke-session')(cell, { token: victim.token }),
        verify: async (_c, victim) => expect(await sessionTokensOf(victim.id)).toEqual([victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-sessions',
    cases: [
      defineCase({
        name: "revokes all the caller's sessions",
        expect: SIGNED_IN,
        ownUser: true,
        act: (cell) => auth('/revoke-sessions')(cell, {}),
        verify: async (cell) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/revoke-other-sessions',
    cases: [
      defineCase({
        name: "revokes the caller's other sessions",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: async (cell) => {
          if (!cell.actor) return [];
          const current = await sessionTokensOf(cell.actor.userId);
          await t.deps.database.db.insert(session).values({ id: crypto.randomUUID(), token: `other-${cell.id}`, userId: cell.actor.userId, expiresAt: new Date(Date.now() + 3_600_000) });
          return current;
        },
        act: (cell) => auth('/revoke-other-sessions')(cell, {}),
        verify: async (cell, current) => {
          if (cell.actor) expect(await sessionTokensOf(cell.actor.userId)).toEqual(current);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/link-social',
    cases: [defineCase({ name: 'links a provider account (none are configured)', expect: SIGNED_IN_REFUSED(404), act: (cell) => auth('/link-social')(cell, { provider: 'github' }) })],
  },
  {
    route: 'POST /api/auth/unlink-account',
    cases: [
      defineCase({
        name: "unlinks another user's account",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/unlink-account')(cell, { providerId: 'credential', accountId: victim.accountId }),
        verify: async (_c, victim) => expect(await passwordHashOf(victim.id)).toBe('stored-hash'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/refresh-token',
    cases: [
      defineCase({
        name: "refreshes another user's provider token",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/refresh-token')(cell, { accountId: victim.accountId, userId: victim.id }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/get-access-token',
    cases: [
      defineCase({
        name: "reads another user's provider token",
        expect: SIGNED_IN_REFUSED(400),
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/get-access-token')(cell, { accountId: victim.accountId, userId: victim.id }),
      }),
    ],
  },

];
