import { expect, test, type Page } from '@playwright/test';
import { login, origin } from './fixtures.ts';

/**
 * A product of the demo site's `products` collection, made through the data API by a signed-in
 * owner (no colours or sizes unless `extra` gives them: its stock is the product's own). Specs
 * delete what they make (deleteDemoProduct) so the seeded catalogue stays as it is.
 */
export async function createDemoProduct(owner: Page, fields: { name: string; price: number; stock: number } & Record<string, unknown>): Promise<string> {
  const form = new FormData();
  form.append('siteId', 'demo');
  form.append(
    'data',
    JSON.stringify({
      subtitle: 'Made by an end-to-end test',
      description: 'A product an end-to-end test made.',
      discount_price: null,
      price_prefix: '$',
      colors: [],
      sizes: [],
      variant_stock: [],
      status: 'active',
      category: 'other',
      tags: [],
      ...fields,
    }),
  );
  const response = await owner.request.post('/api/data/products', { headers: origin(owner), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Deletes a product createDemoProduct made (its reviews go with it). */
export async function deleteDemoProduct(owner: Page, id: string): Promise<void> {
  const response = await owner.request.delete(`/api/data/products/${id}`, { headers: origin(owner) });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A demo product made before a spec's tests (by the e2e admin) and deleted after them; the returned
 * function reads its id once made.
 */
export function demoProductForSpec(fields: Parameters<typeof createDemoProduct>[1]): () => string {
  let id = '';
  test.beforeAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await login(owner);
    id = await createDemoProduct(owner, fields);
    await owner.close();
  });
  test.afterAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await login(owner);
    if (id) await deleteDemoProduct(owner, id);
    await owner.close();
  });
  return () => id;
}
