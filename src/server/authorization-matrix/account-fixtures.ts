import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { account, passkey, session, twoFactor, user } from '#server/db/schema.ts';
import { TEST_PASSWORD } from '#server/testing/test-app.ts';
import { totpCode, totpSecretOf } from '#server/testing/totp.ts';
import { auth, type Cell, t } from './matrix-kit.ts';

export async function userRow(userId: string) {
  const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, userId));
  return row ?? null;
}

export async function sessionTokensOf(userId: string): Promise<string[]> {
  return (await t.deps.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map((r) => r.token);
}

export async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ password: account.password }).from(account).where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/** A plain user made straight in the database (no password hashing): the target of admin endpoints. */
export async function createVictim(options: { banned?: boolean; emailVerified?: boolean } = {}) {
  const { db } = t.deps.database;
  const id = crypto.randomUUID();
  const accountId = crypto.randomUUID();
  const token = crypto.randomUUID();
  await db.insert(user).values({ id, name: 'Victim', email: `victim-${id}@matrix.test`, role: 'user', banned: options.banned === true, emailVerified: options.emailVerified === true });
  await db.insert(account).values({ id: accountId, accountId: id, providerId: 'credential', userId: id, password: 'stored-hash' });
  await db.insert(session).values({ id: crypto.randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { id, accountId, token };
}

/** Turns TOTP on for the cell's own user (enable, then confirm with a code); the confirmation replaces its session cookie. */
export async function turnOnTotpFor(cell: Cell) {
  if (!cell.actor) return;
  const enabled = await auth('/two-factor/enable')(cell, { password: TEST_PASSWORD });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await auth('/two-factor/verify-totp')(cell, { code: totpCode(totpSecretOf(totpURI)) });
  expect(confirmed.status).toBe(200);
  cell.actor.cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function twoFactorRowsOf(userId: string) {
  return t.deps.database.db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId));
}

/** A passkey of `userId` (or of a new victim), straight in the database. */
export async function createPasskeyOf(userId?: string) {
  const owner = userId ?? (await createVictim()).id;
  const id = crypto.randomUUID();
  await t.deps.database.db.insert(passkey).values({ id, userId: owner, name: 'Original', publicKey: 'pk', credentialID: `cred-${id}`, counter: 0, deviceType: 'singleDevice', backedUp: false });
  return id;
}

export async function passkeyNameOf(id: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.id, id));
  return row ? (row.name ?? '') : null;
}
