import { afterAll, expect, it } from 'vitest';
import { databaseBefore, type UpgradedDatabase } from '#server/testing/upgraded-database.ts';

// Migration 0021 on a running shop that upgrades (decision 058): every site that exists keeps being
// paid through the environment's keys (the platform default, allowed), and every online order
// already placed is known to have been charged through them; a site made later starts without it.

let upgraded: UpgradedDatabase | undefined;
afterAll(async () => {
  await upgraded?.close();
});

it('allows the platform default to the sites of an upgraded installation and marks their online orders as paid through it', async () => {
  upgraded = await databaseBefore('0021_site_payment_sources');
  const { client } = upgraded;
  const { rows } = await client.query<{ id: string }>(`INSERT INTO site (unique_id, title) VALUES ('old', 'Old shop') RETURNING id`);
  const siteId = rows[0]!.id;
  const order = (method: string, ref: string) =>
    client.query(`INSERT INTO shop_order (reference, session_token, site_id, method, lines, subtotal_cents, total_cents, currency) VALUES ($1, $1, $2, $3, '[]', 100, 100, 'USD')`, [ref, siteId, method]);
  await order('stripe', 'SW-CARD');
  await order('paypal', 'SW-PAYPAL');
  await order('invoice', 'SW-INVOICE');

  await upgraded.upgrade();
  await client.query(`INSERT INTO site (unique_id, title) VALUES ('new', 'New shop')`);
  expect((await client.query(`SELECT unique_id, platform_payments_allowed AS allowed FROM site ORDER BY unique_id`)).rows).toEqual([
    { unique_id: 'new', allowed: false },
    { unique_id: 'old', allowed: true },
  ]);
  expect((await client.query(`SELECT reference, payment_source AS source FROM shop_order ORDER BY reference`)).rows).toEqual([
    { reference: 'SW-CARD', source: 'platform' },
    { reference: 'SW-INVOICE', source: null },
    { reference: 'SW-PAYPAL', source: 'platform' },
  ]);
  await expect(client.query(`UPDATE shop_order SET payment_source = 'someone' WHERE reference = 'SW-CARD'`)).rejects.toThrow(/shop_order_payment_source_check/);
});
