import { afterAll, expect, it } from 'vitest';
import { databaseBefore, type UpgradedDatabase } from '#server/testing/upgraded-database.ts';

// Migration 0025 on a running shop that upgrades (decision 063): its orders and payment settings keep
// what they had, with no connected account; from then on a 'connect' order must name its account,
// and no other order may, and two sites cannot hold the same account.

let upgraded: UpgradedDatabase | undefined;
afterAll(async () => {
  await upgraded?.close();
});

it('keeps existing orders and settings, and ties a connect order to its account', async () => {
  upgraded = await databaseBefore('0025_stripe_connect');
  const { client } = upgraded;
  const sites = await client.query<{ id: string }>(`INSERT INTO site (unique_id, title) VALUES ('one', 'One'), ('two', 'Two') RETURNING id`);
  const [one, two] = sites.rows.map((row) => row.id);
  await client.query(`INSERT INTO site_payment_settings (site_id, stripe_publishable_key) VALUES ($1, 'pk_test_one')`, [one]);
  await client.query(
    `INSERT INTO shop_order (reference, session_token, site_id, method, lines, subtotal_cents, total_cents, currency, payment_source) VALUES ('SW-OLD', 'SW-OLD', $1, 'stripe', '[]', 100, 100, 'USD', 'site')`,
    [one],
  );

  await upgraded.upgrade();
  expect((await client.query(`SELECT reference, payment_source AS source, payment_account AS account FROM shop_order`)).rows).toEqual([{ reference: 'SW-OLD', source: 'site', account: null }]);
  expect((await client.query(`SELECT stripe_publishable_key AS key, stripe_account_id AS account, stripe_account_connected AS connected, stripe_account_charges_enabled AS charges FROM site_payment_settings`)).rows).toEqual([
    { key: 'pk_test_one', account: null, connected: false, charges: false },
  ]);
  const order = (ref: string, source: string, account: string | null) =>
    client.query(`INSERT INTO shop_order (reference, session_token, site_id, method, lines, subtotal_cents, total_cents, currency, payment_source, payment_account) VALUES ($1, $1, $2, 'stripe', '[]', 100, 100, 'USD', $3, $4)`, [ref, one, source, account]);
  await order('SW-CONNECT', 'connect', 'acct_one');
  await expect(order('SW-NOACCOUNT', 'connect', null)).rejects.toThrow(/shop_order_payment_account_check/);
  await expect(order('SW-SITEACCOUNT', 'site', 'acct_one')).rejects.toThrow(/shop_order_payment_account_check/);
  await client.query(`UPDATE site_payment_settings SET stripe_account_id = 'acct_one' WHERE site_id = $1`, [one]);
  await expect(client.query(`INSERT INTO site_payment_settings (site_id, stripe_account_id) VALUES ($1, 'acct_one')`, [two])).rejects.toThrow(/site_payment_settings_stripe_account_unique/);
});
