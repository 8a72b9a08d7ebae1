import { afterAll, expect, it } from 'vitest';
import { databaseBefore, type UpgradedDatabase } from '#server/testing/upgraded-database.ts';

// Migration 0022 on a running shop's database (every earlier migration applied, shop settings
// saved): the shop keeps selling in US dollars, what it sold in before; only the seven are stored.

let upgraded: UpgradedDatabase | undefined;
afterAll(async () => {
  await upgraded?.close();
});

it('gives every saved shop US dollars and stores only the seven currencies', async () => {
  upgraded = await databaseBefore('0022_site_currency');
  const { client } = upgraded;
  const owner = (await client.query<{ id: string }>(`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Owner', 'owner@example.com') RETURNING id`)).rows[0]!.id;
  const siteId = (await client.query<{ id: string }>(`INSERT INTO site (unique_id, title, owner_id) VALUES ('shop', 'Shop', $1) RETURNING id`, [owner])).rows[0]!.id;
  await client.query(`INSERT INTO shop_settings (site_id, max_units_per_checkout) VALUES ($1, 7)`, [siteId]);

  await upgraded.upgrade();
  expect((await client.query(`SELECT currency, max_units_per_checkout FROM shop_settings WHERE site_id = $1`, [siteId])).rows).toEqual([{ currency: 'USD', max_units_per_checkout: 7 }]);
  await client.query(`UPDATE shop_settings SET currency = 'JPY' WHERE site_id = $1`, [siteId]);
  await expect(client.query(`UPDATE shop_settings SET currency = 'XBT' WHERE site_id = $1`, [siteId])).rejects.toThrow(/shop_settings_currency_check/);
});
