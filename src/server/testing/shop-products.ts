import { document } from '#server/db/schema.ts';
import type { SiteRoles } from './site-roles.ts';
import type { TestApp } from './test-app.ts';

/**
 * Inserts a shop's products on the roles' site and one product of the other site (key `foreign`),
 * so cart and checkout tests can see other sites' products dropped. Returns the ids by key.
 */
export async function insertShopProducts(t: TestApp, roles: SiteRoles, products: Record<string, Record<string, unknown>>): Promise<Record<string, string>> {
  const { db } = t.deps.database;
  const ids: Record<string, string> = {};
  for (const [key, data] of Object.entries(products)) {
    const [row] = await db.insert(document).values({ siteId: roles.siteId, collection: 'products', data }).returning({ id: document.id });
    ids[key] = row!.id;
  }
  const [foreign] = await db.insert(document).values({ siteId: roles.otherSiteId, collection: 'products', data: { name: 'Foreign', price: 1, stock: 3 } }).returning({ id: document.id });
  ids.foreign = foreign!.id;
  return ids;
}
