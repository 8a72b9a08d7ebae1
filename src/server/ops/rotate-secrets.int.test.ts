import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '#server/auth-secret.ts';
import { databaseTargetFromEnv, openDatabase, type Database, type DatabaseTarget } from '#server/db/client.ts';
import { site, sitePaymentSettings } from '#server/db/schema.ts';
import { paymentSecretContext } from '#server/modules/shop/site-payment-settings.public.ts';
import { keyFromAuthSecret, keyFromConfigured, open, seal, SecretBoxError, sealedKeyId } from '#server/shared/secrets/secret-box.ts';
import { runScript } from '#server/testing/run-script.ts';
import { createThrowawayDatabase } from '#server/testing/throwaway-database.ts';
import { ROTATION_NEEDS_TWO_KEYS, rotateSecrets } from './rotate-secrets.ts';

// The rotation on a database of its own (embedded in a directory, or a fresh PostgreSQL database
// with TEST_DATABASE_URL), so the command-line script can open it too.
let database: Database;
let target: DatabaseTarget;
let scriptEnv: Record<string, string>;
let drop = async () => {};
const dataDir = `.tmp/rotate-${process.pid}-${Math.random().toString(36).slice(2)}`;
const newKey = randomBytes(32).toString('base64');
const siteIds: Record<string, string> = {};

const connect = () => openDatabase(target);
const sealedOf = async (siteId: string) => (await database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId)))[0]!;

/** A site whose Stripe secret key and PayPal secret are sealed under the auth-secret-derived key, as an app without SECRETS_KEY saves them. */
async function siteWithSecrets(uniqueId: string, sealUnder?: ReturnType<typeof keyFromConfigured>) {
  const key = sealUnder ?? keyFromAuthSecret(await resolveAuthSecret(database.db, undefined));
  const [row] = await database.db.insert(site).values({ uniqueId, title: uniqueId }).returning();
  siteIds[uniqueId] = row!.id;
  await database.db.insert(sitePaymentSettings).values({
    siteId: row!.id,
    stripeSecretKeySealed: seal(key, `sk_test_${uniqueId}`, paymentSecretContext(row!.id, 'stripeSecretKey')),
    paypalSecretSealed: seal(key, `paypal-${uniqueId}`, paymentSecretContext(row!.id, 'paypalSecret')),
  });
}

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const throwaway = await createThrowawayDatabase(base, 'sw_rotate');
    target = { kind: 'postgres', url: throwaway.url };
    drop = throwaway.drop;
  } else target = databaseTargetFromEnv({ DATA_DIR: dataDir });
  scriptEnv = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: target.kind === 'postgres' ? target.url : '' };
  database = await connect();
  await siteWithSecrets('first');
  await siteWithSecrets('second');
}, 60_000);

afterAll(async () => {
  await database?.close();
  await drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('secrets rotation', () => {
  it('refuses to run with only one key', async () => {
    await expect(rotateSecrets(database.db, {})).rejects.toThrow(ROTATION_NEEDS_TWO_KEYS);
  });

  it('re-seals every value from the auth-secret-derived key to SECRETS_KEY, once', async () => {
    const before = await sealedOf(siteIds.first!);
    expect(await rotateSecrets(database.db, { SECRETS_KEY: newKey })).toEqual({ resealed: 4, unchanged: 0, from: 'the auth secret', to: 'SECRETS_KEY' });
    const current = keyFromConfigured(newKey);
    const after = await sealedOf(siteIds.first!);
    expect(sealedKeyId(after.stripeSecretKeySealed!)).toBe(current.id);
    expect(after.stripeSecretKeySealed).not.toBe(before.stripeSecretKeySealed);
    expect(open([current], after.stripeSecretKeySealed!, paymentSecretContext(siteIds.first!, 'stripeSecretKey'))).toBe('sk_test_first');
    expect(open([current], (await sealedOf(siteIds.second!)).paypalSecretSealed!, paymentSecretContext(siteIds.second!, 'paypalSecret'))).toBe('paypal-second');
    // A second run finds everything under the current key.
    expect(await rotateSecrets(database.db, { SECRETS_KEY: newKey })).toMatchObject({ resealed: 0, unchanged: 4 });
  });

  it('refuses, changing nothing, when one value opens under neither key', async () => {
    await siteWithSecrets('stranger', keyFromConfigured('a key nobody configured, at least thirty-two characters'));
    const before = await database.db.select().from(sitePaymentSettings);
    const next = randomBytes(32).toString('base64');
    await expect(rotateSecrets(database.db, { SECRETS_KEY: next, SECRETS_KEY_PREVIOUS: newKey })).rejects.toThrow(
      new SecretBoxError('The Stripe secret key of site "stranger" opens under neither key (sealed with a key this server does not hold)'),
    );
    expect(await database.db.select().from(sitePaymentSettings)).toEqual(before);
    await database.db.delete(site).where(eq(site.id, siteIds.stranger!));
  });

  it('runs as `npm run secrets:rotate`, reporting the count, and exits 1 naming the value it cannot open', async () => {
    // The embedded database allows one process at a time: the script's, while it runs.
    await database.close();
    const next = randomBytes(32).toString('base64url');
    let rotated: Awaited<ReturnType<typeof runScript>>;
    let refused: Awaited<ReturnType<typeof runScript>>;
    try {
      rotated = await runScript('scripts/secrets-rotate.ts', { env: { ...scriptEnv, SECRETS_KEY: next, SECRETS_KEY_PREVIOUS: newKey } });
      refused = await runScript('scripts/secrets-rotate.ts', { env: { ...scriptEnv, SECRETS_KEY: randomBytes(32).toString('base64'), SECRETS_KEY_PREVIOUS: newKey } });
    } finally {
      database = await connect();
    }
    expect(rotated.output).toContain('Secrets rotated from SECRETS_KEY_PREVIOUS to SECRETS_KEY: 4 re-sealed, 0 already under the current key.');
    expect(rotated.code).toBe(0);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Rotation refused, nothing changed: The Stripe secret key of site "first" opens under neither key');
    const row = await sealedOf(siteIds.first!);
    expect(open([keyFromConfigured(next)], row.stripeSecretKeySealed!, paymentSecretContext(siteIds.first!, 'stripeSecretKey'))).toBe('sk_test_first');
  }, 60_000);
});
