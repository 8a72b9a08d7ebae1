import { expect } from 'vitest';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { createPasskeyOf, passkeyNameOf, turnOnTotpFor, twoFactorRowsOf } from './account-fixtures.ts';
import { auth, defineCase, NOBODY, type Row, SIGNED_IN, SIGNED_IN_REFUSED } from './matrix-kit.ts';

export const SECOND_FACTOR_ROWS: Row[] = [
  // ---- Better Auth's two-factor plugin (decision 032) ----
  {
    route: 'POST /api/auth/two-factor/enable',
    cases: [
      defineCase({
        name: 'starts TOTP set-up for the caller (with the password)',
        expect: SIGNED_IN,
        ownUser: true,
        act: (cell) => auth('/two-factor/enable')(cell, { password: TEST_PASSWORD }),
        verify: async (cell, _s, { allowed }) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual(allowed ? [{ verified: false }] : []);
        },
      }),
      defineCase({
        name: 'starts TOTP set-up with a wrong password',
        expect: SIGNED_IN_REFUSED(400),
        ownUser: true,
        act: (cell) => auth('/two-factor/enable')(cell, { password: 'Wrong-Pass-789!' }),
        verify: async (cell) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    cases: [
      defineCase({
        name: "turns the caller's TOTP off (with the password)",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: turnOnTotpFor,
        act: (cell) => auth('/two-factor/disable')(cell, { password: TEST_PASSWORD }),
        verify: async (cell) => {
          if (cell.actor) expect(await twoFactorRowsOf(cell.actor.userId)).toEqual([]);
        },
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/verify-totp',
    cases: [
      defineCase({
        name: 'verifies a code with no sign-in step pending and no authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/verify-totp')(cell, { code: '000000' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/verify-backup-code',
    cases: [
      defineCase({
        name: 'verifies a backup code with no sign-in step pending and no authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/verify-backup-code')(cell, { code: 'AAAAA-BBBBB' }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/generate-backup-codes',
    cases: [
      defineCase({
        name: 'makes new backup codes without an authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/generate-backup-codes')(cell, { password: TEST_PASSWORD }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/get-totp-uri',
    cases: [
      defineCase({
        name: 'reads the TOTP key without an authenticator set up',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/two-factor/get-totp-uri')(cell, { password: TEST_PASSWORD }),
      }),
    ],
  },
  {
    route: 'POST /api/auth/two-factor/send-otp',
    cases: [defineCase({ name: 'mails a one-time code (not configured)', expect: NOBODY(400), act: (cell) => auth('/two-factor/send-otp')(cell, {}) })],
  },
  {
    route: 'POST /api/auth/two-factor/verify-otp',
    cases: [defineCase({ name: 'verifies a mailed one-time code (not configured)', expect: { ...NOBODY(400), anonymous: 401 }, act: (cell) => auth('/two-factor/verify-otp')(cell, { code: '000000' }) })],
  },

  // ---- Passkeys (@better-auth/passkey) ----
  {
    route: 'POST /api/auth/passkey/verify-registration',
    cases: [
      defineCase({
        name: 'registers a passkey without a challenge',
        expect: SIGNED_IN_REFUSED(400),
        act: (cell) => auth('/passkey/verify-registration')(cell, { response: {}, name: 'Mine' }),
      }),
      defineCase({
        name: 'registers a passkey with a name over the limit',
        // The name is refused before the session is read.
        expect: NOBODY(400),
        act: (cell) => auth('/passkey/verify-registration')(cell, { response: {}, name: 'x'.repeat(101) }),
        verify: async (_c, _s, { body }) => expect(body).toContain('PASSKEY_NAME_TOO_LONG'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/passkey/verify-authentication',
    cases: [defineCase({ name: 'signs in with a passkey without a challenge', expect: NOBODY(400), act: (cell) => auth('/passkey/verify-authentication')(cell, { response: {} }) })],
  },
  {
    route: 'POST /api/auth/passkey/delete-passkey',
    cases: [
      defineCase({
        name: "removes the caller's own passkey",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/delete-passkey')(cell, { id }),
        verify: async (_c, id: string, { allowed }) => expect(await passkeyNameOf(id)).toBe(allowed ? null : 'Original'),
      }),
      defineCase({
        name: "removes another user's passkey",
        // Better Auth's ownership check answers 401 to everyone but the owner.
        expect: NOBODY(401),
        arrange: () => createPasskeyOf(),
        act: (cell, id: string) => auth('/passkey/delete-passkey')(cell, { id }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
    ],
  },
  {
    route: 'POST /api/auth/passkey/update-passkey',
    cases: [
      defineCase({
        name: "renames the caller's own passkey",
        expect: SIGNED_IN,
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: `Renamed ${cell.id}` }),
        verify: async (cell, id: string, { allowed }) => expect(await passkeyNameOf(id)).toBe(allowed ? `Renamed ${cell.id}` : 'Original'),
      }),
      defineCase({
        name: "renames another user's passkey",
        expect: NOBODY(401),
        arrange: () => createPasskeyOf(),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: 'Taken' }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
      defineCase({
        name: "renames the caller's own passkey with a name over the limit",
        expect: NOBODY(400),
        ownUser: true,
        arrange: (cell) => createPasskeyOf(cell.actor?.userId),
        act: (cell, id: string) => auth('/passkey/update-passkey')(cell, { id, name: 'x'.repeat(101) }),
        verify: async (_c, id: string) => expect(await passkeyNameOf(id)).toBe('Original'),
      }),
    ],
  },

];
