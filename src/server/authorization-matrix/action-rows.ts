import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { siteInvitation, siteMember, user } from '#server/db/schema.ts';
import { newInvitationToken } from '#server/modules/sites/invitation-token.ts';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { createVictim, passwordHashOf } from './account-fixtures.ts';
import { acmeId, ANYONE, defineCase, NOBODY, type Row, sendForm, SIGNED_IN, SIGNED_IN_REFUSED, signInTarget, t } from './matrix-kit.ts';
import { arrangeProvableDomain, domainVerified, siteRoleOf, siteTitle } from './page-fixtures.ts';

export const ACTION_ROWS: Row[] = [
  // ---- React Router actions ----
  {
    route: 'POST /auth/login',
    cases: [
      defineCase({ name: 'signs in', expect: ANYONE, act: (cell) => sendForm(cell, '/auth/login', { email: signInTarget.email, password: TEST_PASSWORD }) }),
      defineCase({
        name: 'asks for a new confirmation link (intent resend-verification; the same answer for any address)',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/login', { intent: 'resend-verification', email: `resend-${cell.id}@matrix.test`, callbackURL: '' }),
      }),
    ],
  },
  // A shop's own sign-in and sign-up (decision 054): the same actions as /auth/login and /auth/signup.
  {
    route: 'POST /:siteSlug/account/login',
    cases: [
      defineCase({
        name: "signs in at a shop, back into the shop only",
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/site-acme/account/login', { email: signInTarget.email, password: TEST_PASSWORD, callbackURL: 'https://evil.example/' }),
        verify: async (_cell, _state, { response }) => {
          expect(response.headers.get('location')).toBe('/site-acme/account');
        },
      }),
    ],
  },
  {
    route: 'POST /account/login',
    cases: [
      defineCase({
        name: "on the platform's address (no shop there) leads to the builder's sign-in, doing nothing",
        expect: NOBODY('to-login'),
        act: (cell) => sendForm(cell, '/account/login', { email: signInTarget.email, password: TEST_PASSWORD }),
      }),
    ],
  },
  {
    route: 'POST /:siteSlug/account/signup',
    cases: [
      defineCase({
        name: 'creates an account from a shop',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/site-acme/account/signup', { name: 'Shop person', email: `shop-signup-${cell.id}@matrix.test`, password: TEST_PASSWORD, callbackURL: '/site-acme' }),
        verify: async (cell) => {
          const [row] = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `shop-signup-${cell.id}@matrix.test`));
          expect(row).toEqual({ role: 'user' });
        },
      }),
    ],
  },
  {
    route: 'POST /account/signup',
    cases: [
      defineCase({
        name: "on the platform's address (no shop there) leads to the builder's sign-up, creating nothing",
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/account/signup', { name: 'Nobody', email: `no-shop-signup-${cell.id}@matrix.test`, password: TEST_PASSWORD }),
        verify: async (cell) => {
          expect(await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, `no-shop-signup-${cell.id}@matrix.test`))).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /auth/forgot-password',
    cases: [
      defineCase({
        name: 'asks for a reset link (the same answer for any address)',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/forgot-password', { email: `forgot-${cell.id}@matrix.test` }),
      }),
    ],
  },
  {
    route: 'POST /auth/invitation',
    cases: [
      defineCase({
        name: "joins acme through an invitation sent to the caller's own address",
        expect: { ...SIGNED_IN, anonymous: 401 },
        // The caller becomes a member of acme: a user of its own, so the shared roles stay as they are.
        ownUser: true,
        arrange: async (cell) => {
          const { token, tokenHash, expiresAt } = newInvitationToken();
          await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: cell.actor?.email ?? `nobody-${cell.id}@matrix.test`, tokenHash, expiresAt });
          return token;
        },
        act: (cell, token: string) => sendForm(cell, `/auth/invitation?token=${token}`, { token }),
        verify: async (cell, _t, { allowed }) => {
          if (cell.actor) expect((await siteRoleOf(cell.actor.userId)) !== null).toBe(allowed);
        },
      }),
      defineCase({
        name: 'joins acme through an invitation sent to another address',
        expect: { ...SIGNED_IN_REFUSED(403), anonymous: 401 },
        ownUser: true,
        arrange: async (cell) => {
          const { token, tokenHash, expiresAt } = newInvitationToken();
          await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `someone-else-${cell.id}@matrix.test`, tokenHash, expiresAt });
          return token;
        },
        act: (cell, token: string) => sendForm(cell, `/auth/invitation?token=${token}`, { token }),
        verify: async (cell) => {
          if (cell.actor && cell.role !== 'editor' && cell.role !== 'owner') expect(await siteRoleOf(cell.actor.userId)).toBeNull();
        },
      }),
    ],
  },
  {
    route: 'POST /auth/two-factor',
    cases: [
      defineCase({
        name: "the sign-in's second step with no password step pending",
        // Anonymous: the step's cookie is missing; signed in: already signed in, sent on unchanged.
        expect: { ...NOBODY(302), anonymous: 401 },
        act: (cell) => sendForm(cell, '/auth/two-factor', { code: '000000', method: 'totp' }),
      }),
    ],
  },
  {
    route: 'POST /auth/signup',
    cases: [
      defineCase({
        name: 'creates an account',
        expect: ANYONE,
        act: (cell) => sendForm(cell, '/auth/signup', { name: 'New person', email: `form-signup-${cell.id}@matrix.test`, password: TEST_PASSWORD }),
        verify: async (cell) => {
          const [row] = await t.deps.database.db.select({ role: user.role }).from(user).where(eq(user.email, `form-signup-${cell.id}@matrix.test`));
          expect(row).toEqual({ role: 'user' });
        },
      }),
    ],
  },
  {
    route: 'POST /auth/update-password',
    cases: [
      defineCase({
        name: "changes the caller's password",
        expect: { ...SIGNED_IN, anonymous: 'to-login' },
        ownUser: true,
        arrange: async (cell) => (cell.actor ? passwordHashOf(cell.actor.userId) : null),
        act: (cell) => sendForm(cell, '/auth/update-password', { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-456!' }),
        verify: async (cell, before, { allowed }) => {
          if (cell.actor) expect((await passwordHashOf(cell.actor.userId)) !== before).toBe(allowed);
        },
      }),
      defineCase({
        name: 'sets a password with a reset link that was never issued',
        expect: NOBODY(400),
        act: (cell) => sendForm(cell, '/auth/update-password?token=not-a-token', { newPassword: 'Changed-Pass-456!' }),
      }),
    ],
  },
  {
    route: 'POST /dashboard/sites/:siteSlug/settings',
    cases: [
      defineCase({
        name: "changes the site's settings (owner-only)",
        // Sites a caller may not see answer like sites that do not exist; editors see it but may not change it.
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: siteTitle,
        act: (cell) =>
          sendForm(cell, '/dashboard/sites/site-acme/settings', { title: `Acme ${cell.id}`, description: 'Matrix', language: 'en', url: '', is_active: 'on' }),
        verify: async (cell, before, { allowed }) => expect(await siteTitle()).toBe(allowed ? `Acme ${cell.id}` : before),
      }),
      defineCase({
        name: "verifies the site's custom domain (intent verify-domain)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: arrangeProvableDomain,
        act: (cell) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'verify-domain' }),
        verify: async (_c, domain: string, { allowed }) => expect(await domainVerified(domain)).toBe(allowed),
      }),
      defineCase({
        name: "changes the site's shop settings (intent save-shop, owner-only)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async () => {
          const { shopSettings } = await import('#server/db/schema.ts');
          await t.deps.database.db.delete(shopSettings).where(eq(shopSettings.siteId, acmeId));
        },
        act: (cell) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'save-shop', payOnDelivery: 'on', offlineHoldHours: '48', maxUnitsPerCheckout: '7' }),
        verify: async (_c, _s, { allowed }) => {
          const { shopSettings } = await import('#server/db/schema.ts');
          const rows = await t.deps.database.db.select({ hours: shopSettings.offlineHoldHours, units: shopSettings.maxUnitsPerCheckout, invoice: shopSettings.payByInvoice }).from(shopSettings).where(eq(shopSettings.siteId, acmeId));
          expect(rows).toEqual(allowed ? [{ hours: 48, units: 7, invoice: false }] : []);
        },
      }),
      defineCase({
        name: "turns the caller's own new-order mail off (intent save-notifications, current owners only)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 403 },
        act: (cell) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'save-notifications', new_review: 'on' }),
        verify: async (cell, _s, { allowed }) => {
          const { ownerNotificationOptOut } = await import('#server/db/schema.ts');
          const rows = cell.actor ? await t.deps.database.db.select({ kind: ownerNotificationOptOut.kind }).from(ownerNotificationOptOut).where(and(eq(ownerNotificationOptOut.siteId, acmeId), eq(ownerNotificationOptOut.userId, cell.actor.userId))) : [];
          expect(rows).toEqual(allowed ? [{ kind: 'new_order' }] : []);
        },
      }),
      defineCase({
        name: 'invites (never adds) an existing account with a confirmed address (intent add-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: () => createVictim({ emailVerified: true }),
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'add-member', email: `victim-${victim.id}@matrix.test` }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          // Admins too: the account joins only by following the mailed link.
          expect(await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)))).toEqual([]);
          const invited = await t.deps.database.db
            .select({ siteId: siteInvitation.siteId, role: siteInvitation.role })
            .from(siteInvitation)
            .where(eq(siteInvitation.email, `victim-${victim.id}@matrix.test`));
          expect(invited).toEqual(allowed ? [{ siteId: acmeId, role: 'editor' }] : []);
        },
      }),
      defineCase({
        name: 'removes an editor (intent remove-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async () => {
          const victim = await createVictim();
          await t.deps.database.db.insert(siteMember).values({ siteId: acmeId, userId: victim.id, role: 'editor' });
          return victim;
        },
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'remove-member', userId: victim.id }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          const rows = await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)));
          expect(rows).toHaveLength(allowed ? 0 : 1);
        },
      }),
      defineCase({
        name: 'invites (never adds) an account that has not confirmed its address (intent add-member)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: () => createVictim(),
        act: (cell, victim: { id: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'add-member', email: `victim-${victim.id}@matrix.test` }),
        verify: async (_c, victim: { id: string }, { allowed }) => {
          expect(await t.deps.database.db.select().from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, victim.id)))).toEqual([]);
          const invited = await t.deps.database.db.select().from(siteInvitation).where(eq(siteInvitation.email, `victim-${victim.id}@matrix.test`));
          expect(invited).toHaveLength(allowed ? 1 : 0);
        },
      }),
      defineCase({
        name: 'mails an invitation again with a new link (intent resend-invitation)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { tokenHash, expiresAt } = newInvitationToken();
          const [row] = await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `resent-${cell.id}@matrix.test`, tokenHash, expiresAt }).returning();
          return { id: row!.id, tokenHash };
        },
        act: (cell, invitation: { id: string; tokenHash: string }) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'resend-invitation', invitationId: invitation.id }),
        verify: async (_c, invitation: { id: string; tokenHash: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ tokenHash: siteInvitation.tokenHash }).from(siteInvitation).where(eq(siteInvitation.id, invitation.id));
          expect(row!.tokenHash !== invitation.tokenHash).toBe(allowed);
        },
      }),
      defineCase({
        name: 'cancels an invitation (intent cancel-invitation)',
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 'ok' },
        arrange: async (cell) => {
          const { siteInvitation } = await import('#server/db/schema.ts');
          const [row] = await t.deps.database.db.insert(siteInvitation).values({ siteId: acmeId, email: `invited-${cell.id}@matrix.test` }).returning();
          return row!.id;
        },
        act: (cell, id: string) => sendForm(cell, '/dashboard/sites/site-acme/settings', { intent: 'cancel-invitation', invitationId: id }),
        verify: async (_c, id: string, { allowed }) => {
          const { siteInvitation } = await import('#server/db/schema.ts');
          expect(await t.deps.database.db.select().from(siteInvitation).where(eq(siteInvitation.id, id))).toHaveLength(allowed ? 0 : 1);
        },
      }),
    ],
  },
];
