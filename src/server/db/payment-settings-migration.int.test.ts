import { afterAll, expect, it } from 'vitest';
import { databaseBefore, type UpgradedDatabase } from '#server/testing/upgraded-database.ts';

// Migration 0020 on a database that already holds every earlier migration (a running shop that
// upgrades): the migrator applies only migrations newer than the last one applied, so 0020 must
// come after all of them in the journal's order and time.

let upgraded: UpgradedDatabase | undefined;
afterAll(async () => {
  await upgraded?.close();
});

it('adds site_payment_settings to a database that applied every migration before it', async () => {
  upgraded = await databaseBefore('0020_site_payment_settings');
  const { client } = upgraded;
  const exists = async () => (await client.query<{ t: string | null }>(`SELECT to_regclass('public.site_payment_settings')::text AS t`)).rows[0]!.t;
  expect(await exists()).toBeNull();
  await upgraded.upgrade();
  expect(await exists()).toBe('site_payment_settings');
  await expect(client.query(`INSERT INTO site_payment_settings (site_id, paypal_mode) VALUES (gen_random_uuid(), 'production')`)).rejects.toThrow(/site_payment_settings_paypal_mode_check/);
});
