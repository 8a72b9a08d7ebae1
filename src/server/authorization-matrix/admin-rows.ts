import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { session, site, user } from '#server/db/schema.ts';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { createVictim, passwordHashOf, sessionTokensOf, userRow } from './account-fixtures.ts';
import { acmeId, ADMINS, auth, defineCase, type Row, sendJson, SIGNED_IN, SIGNED_IN_REFUSED, t } from './matrix-kit.ts';

export const ADMIN_ROWS: Row[] = [
  // ---- Better Auth's admin plugin: platform admins only ----
  {
    route: 'POST /api/auth/admin/set-role',
    cases: [
      defineCase({
        name: 'makes another user an admin',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/set-role')(cell, { userId: victim.id, role: 'admin' }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.role).toBe(allowed ? 'admin' : 'user'),
      }),
      defineCase({
        name: 'makes the caller an admin',
        expect: ADMINS,
        arrange: async (cell) => cell.actor?.userId ?? (await createVictim()).id,
        act: (cell, userId) => auth('/admin/set-role')(cell, { userId, role: 'admin' }),
        verify: async (cell, userId) => expect((await userRow(userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/create-user',
    cases: [
      defineCase({
        name: 'creates an admin account',
        expect: ADMINS,
        act: (cell) => auth('/admin/create-user')(cell, { email: `created-${cell.id}@matrix.test`, password: TEST_PASSWORD, name: 'Created', role: 'admin' }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `created-${cell.id}@matrix.test`));
          expect(rows).toEqual(allowed ? [{ role: 'admin' }] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/update-user',
    cases: [
      defineCase({
        name: 'renames another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/update-user')(cell, { userId: victim.id, data: { name: 'Renamed by admin' } }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.name).toBe(allowed ? 'Renamed by admin' : 'Victim'),
      }),
      defineCase({
        name: 'gives the caller the admin role',
        expect: ADMINS,
        arrange: async (cell) => cell.actor?.userId ?? (await createVictim()).id,
        act: (cell, userId) => auth('/admin/update-user')(cell, { userId, data: { role: 'admin' } }),
        verify: async (cell, userId) => expect((await userRow(userId))?.role).toBe(cell.role === 'admin' ? 'admin' : 'user'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/list-user-sessions',
    cases: [
      defineCase({
        name: "lists another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/list-user-sessions')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed, body }) => expect(body.includes(victim.token)).toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/ban-user',
    cases: [
      defineCase({
        name: 'bans another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/ban-user')(cell, { userId: victim.id, banReason: 'matrix' }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.banned).toBe(allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/unban-user',
    cases: [
      defineCase({
        name: 'unbans a banned user',
        expect: ADMINS,
        arrange: () => createVictim({ banned: true }),
        act: (cell, victim) => auth('/admin/unban-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect((await userRow(victim.id))?.banned).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/impersonate-user',
    cases: [
      defineCase({
        name: 'signs in as another user',
        expect: ADMINS,
        // No session is ever made for an unverified account, an admin's included.
        arrange: () => createVictim({ emailVerified: true }),
        act: (cell, victim) => auth('/admin/impersonate-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => {
          const rows = await t.deps.database.db.select().from(session).where(and(eq(session.userId, victim.id), isNotNull(session.impersonatedBy)));
          expect(rows).toHaveLength(allowed ? 1 : 0);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/stop-impersonating',
    cases: [defineCase({ name: 'ends an impersonation the caller is not in', expect: SIGNED_IN_REFUSED(400), act: (cell) => auth('/admin/stop-impersonating')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/admin/revoke-user-session',
    cases: [
      defineCase({
        name: "revokes one of another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/revoke-user-session')(cell, { sessionToken: victim.token }),
        verify: async (_c, victim, { allowed }) => expect(await sessionTokensOf(victim.id)).toEqual(allowed ? [] : [victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/revoke-user-sessions',
    cases: [
      defineCase({
        name: "revokes all another user's sessions",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/revoke-user-sessions')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect(await sessionTokensOf(victim.id)).toEqual(allowed ? [] : [victim.token]),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/remove-user',
    cases: [
      defineCase({
        name: 'deletes another user',
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/remove-user')(cell, { userId: victim.id }),
        verify: async (_c, victim, { allowed }) => expect(await userRow(victim.id)).toEqual(allowed ? null : expect.objectContaining({ id: victim.id })),
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/set-user-password',
    cases: [
      defineCase({
        name: "sets another user's password",
        expect: ADMINS,
        arrange: () => createVictim(),
        act: (cell, victim) => auth('/admin/set-user-password')(cell, { userId: victim.id, newPassword: 'Changed-Pass-456!' }),
        verify: async (_c, victim, { allowed }) => expect((await passwordHashOf(victim.id)) !== 'stored-hash').toBe(allowed),
      }),
    ],
  },
  // ---- The platform's payment accounts for a site (src/server/modules/admin/routes.ts; decision 058): platform admins only ----
  {
    route: 'PUT /api/admin/sites/:uniqueId/platform-payments',
    cases: [
      defineCase({
        name: "lets acme use the platform's payment accounts",
        expect: ADMINS,
        arrange: () => t.deps.database.db.update(site).set({ platformPaymentsAllowed: false }).where(eq(site.id, acmeId)),
        act: (cell) => sendJson(cell, '/api/admin/sites/acme/platform-payments', { allowed: true }, 'PUT'),
        verify: async (_c, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select({ allowed: site.platformPaymentsAllowed }).from(site).where(eq(site.id, acmeId));
          expect(row!.allowed).toBe(allowed);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/admin/has-permission',
    cases: [
      defineCase({
        name: "reports the caller's own permissions (admins have them, others do not)",
        expect: SIGNED_IN,
        act: (cell) => auth('/admin/has-permission')(cell, { permissions: { user: ['set-role'] } }),
        verify: async (cell, _s, { allowed, body }) => {
          if (allowed) expect(JSON.parse(body)).toEqual({ error: null, success: cell.role === 'admin' });
        },
      }),
    ],
  },

];
