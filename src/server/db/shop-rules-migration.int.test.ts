import { afterAll, expect, it } from 'vitest';
import { databaseBefore, type UpgradedDatabase } from '#server/testing/upgraded-database.ts';

// Migration 0027 (decision 065) on a running shop's database: its orders keep their totals with 0
// discount, shipping and tax; its settings price exclusive of tax with shipping taxed at the
// standard class (and no rates, so nothing it charges changes).

let upgraded: UpgradedDatabase | undefined;
afterAll(async () => {
  await upgraded?.close();
});

it('gives existing orders 0 discount, shipping and tax and existing shops tax-exclusive prices', async () => {
  upgraded = await databaseBefore('0027_shop_rules');
  const { client } = upgraded;
  const owner = (await client.query<{ id: string }>(`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Owner', 'owner@example.com') RETURNING id`)).rows[0]!.id;
  const siteId = (await client.query<{ id: string }>(`INSERT INTO site (unique_id, title, owner_id) VALUES ('shop', 'Shop', $1) RETURNING id`, [owner])).rows[0]!.id;
  await client.query(`INSERT INTO shop_settings (site_id, currency) VALUES ($1, 'EUR')`, [siteId]);
  await client.query(
    `INSERT INTO shop_order (reference, session_token, site_id, method, lines, subtotal_cents, total_cents, currency) VALUES ('SW-2345678923', 'tok', $1, 'invoice', '[]', 3499, 3499, 'EUR')`,
    [siteId],
  );

  await upgraded.upgrade();
  expect((await client.query(`SELECT subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, tax_included, discount_code, shipping_choice FROM shop_order`)).rows).toEqual([
    { subtotal_cents: 3499, discount_cents: 0, shipping_cents: 0, tax_cents: 0, total_cents: 3499, tax_included: false, discount_code: null, shipping_choice: null },
  ]);
  expect((await client.query(`SELECT currency, prices_include_tax, shipping_tax_class FROM shop_settings`)).rows).toEqual([{ currency: 'EUR', prices_include_tax: false, shipping_tax_class: 'standard' }]);
  await expect(client.query(`UPDATE shop_settings SET shipping_tax_class = 'luxury'`)).rejects.toThrow(/shop_settings_shipping_tax_class_check/);
  await expect(client.query(`UPDATE shop_order SET tax_cents = -1`)).rejects.toThrow(/shop_order_parts_check/);
  // A site's rules go with it.
  await client.query(`INSERT INTO shipping_zone (site_id, name, countries) VALUES ($1, 'EU', '["DE"]')`, [siteId]);
  await client.query(`INSERT INTO tax_rate (site_id, country, tax_class, rate_ppm) VALUES ($1, 'DE', 'standard', 190000)`, [siteId]);
  await client.query(`DELETE FROM site WHERE id = $1`, [siteId]);
  expect((await client.query(`SELECT (SELECT count(*) FROM shipping_zone)::int AS zones, (SELECT count(*) FROM tax_rate)::int AS rates`)).rows).toEqual([{ zones: 0, rates: 0 }]);
});
