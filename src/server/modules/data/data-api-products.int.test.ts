import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { PRODUCT_RULE_MESSAGES } from '#core/products/product-rules.ts';
import { PRODUCT_TERMS_MESSAGES } from '#core/shop-rules/product-terms.ts';
import { mergeDocumentData } from '#server/db/merge-document-data.ts';
import { document } from '#server/db/schema.ts';
import { human, json, multipart, roles, send, setUpDataApi, solvedToken, t } from './data-api-kit.ts';

setUpDataApi();

/*
 * The product editor's writes (issue 24 item 2) through the data API: the one rule set of
 * product-rules.ts, the derived rating and review count never taken from a client, the three-way
 * merge's 409, and who may not write a site's products.
 */
const PRODUCT = {
  name: 'Linen shirt',
  subtitle: 'Cool in summer',
  description: 'Soft **linen**.',
  price: 49.9,
  discount_price: 39.9,
  price_prefix: '€',
  status: 'active',
  category: 'clothing',
  tags: ['summer'],
  stock: 5,
  low_stock_threshold: 2,
  shipping_weight: 0.35,
  slug: 'linen-shirt',
  colors: [{ value: 'sand', label: 'Sand', hex: '#ccbb99' }],
  sizes: [{ value: 's', label: 'S' }],
  variant_stock: [{ color_value: 'sand', size_value: 's', stock: 5 }],
};

const stored = async (id: string) => (await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id)))[0]?.data as Record<string, unknown>;
const create = async (data: Record<string, unknown> = PRODUCT) => (await json(await send('/api/data/products', multipart(data, { siteId: 'acme' }), 'owner'), 201)).data.id;
const put = (id: string, data: Record<string, unknown>, role: Parameters<typeof send>[2], loaded?: Record<string, unknown>) => {
  const body = multipart(data);
  if (loaded) body.append('loaded', JSON.stringify(loaded));
  return send(`/api/data/products/${id}`, body, role, 'PUT');
};

describe('product writes through the data API', () => {
  it('creates and updates a product for the site’s owner and editor, with every editor field stored as sent', async () => {
    const id = await create();
    expect(await stored(id)).toEqual(PRODUCT);
    const updated = await json(await put(id, { stock: 3, status: 'inactive' }, 'editor'), 200);
    expect(updated.data).toMatchObject({ id, stock: 3, status: 'inactive', name: 'Linen shirt' });
  });

  it('never takes the rating or review count from a client: they stay what approved reviews made them', async () => {
    const id = await create({ ...PRODUCT, rating: 5, review_count: 999 });
    const first = await stored(id);
    expect(first).not.toHaveProperty('rating');
    expect(first).not.toHaveProperty('review_count');
    // What review moderation writes (writeProductRating), then an owner's edit that tries to change it.
    await t.deps.database.db.update(document).set({ data: mergeDocumentData({ rating: 3.5, review_count: 2 }) }).where(eq(document.id, id));
    await json(await put(id, { rating: 5, review_count: 100, subtitle: 'Still cool' }, 'owner', { rating: 3.5, review_count: 2, subtitle: 'Cool in summer' }), 200);
    expect(await stored(id)).toMatchObject({ rating: 3.5, review_count: 2, subtitle: 'Still cool' });
  });

  it('drops them from a products CSV import too, keeping the rest of the row', async () => {
    const response = await t.request(`${COLLECTIONS_API}/products/import`, {
      method: 'POST',
      cookie: roles.cookies.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 'acme', records: [{ name: `Imported ${Date.now()}`, price: '12', rating: '5', review_count: '40' }] }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const rows = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.collection, 'products'));
    const imported = rows.map((row) => row.data as Record<string, unknown>).filter((data) => String(data.name).startsWith('Imported '));
    expect(imported).toHaveLength(1);
    expect(imported[0]).not.toHaveProperty('rating');
    expect(imported[0]).not.toHaveProperty('review_count');
  });

  it('answers broken fields with a 400 and each field’s message, writing nothing', async () => {
    const bad = await json(await send('/api/data/products', multipart({ ...PRODUCT, status: 'draft', category: 'hats', discount_price: 80, slug: 'Linen Shirt' }, { siteId: 'acme' }), 'owner'), 400);
    expect(bad.validationErrors).toEqual({
      status: [PRODUCT_RULE_MESSAGES.status],
      category: [PRODUCT_RULE_MESSAGES.category],
      discount_price: [PRODUCT_RULE_MESSAGES.discountNotLower],
      slug: [PRODUCT_RULE_MESSAGES.slug],
    });
    const id = await create();
    const refused = await json(await put(id, { name: '', stock: -2 }, 'owner'), 400);
    expect(refused.validationErrors).toEqual({ name: [PRODUCT_RULE_MESSAGES.nameRequired], stock: [PRODUCT_RULE_MESSAGES.wholeNumber(1_000_000)] });
    expect(await stored(id)).toEqual(PRODUCT);
  });

  it('stores the shop rules’ tax class and digital flag, and refuses broken ones on create, update and import (decision 065)', async () => {
    const id = await create({ ...PRODUCT, tax_class: 'reduced', is_digital: true });
    expect(await stored(id)).toMatchObject({ tax_class: 'reduced', is_digital: true });
    const refused = await json(await put(id, { tax_class: 'luxury', is_digital: 'maybe' }, 'owner'), 400);
    expect(refused.validationErrors).toEqual({ tax_class: [PRODUCT_TERMS_MESSAGES.taxClass], is_digital: [PRODUCT_TERMS_MESSAGES.digital] });
    expect(await stored(id)).toMatchObject({ tax_class: 'reduced', is_digital: true });
    const created = await json(await send('/api/data/products', multipart({ ...PRODUCT, tax_class: 'luxury' }, { siteId: 'acme' }), 'owner'), 400);
    expect(created.validationErrors).toEqual({ tax_class: [PRODUCT_TERMS_MESSAGES.taxClass] });
    const imported = await t.request(`${COLLECTIONS_API}/products/import`, {
      method: 'POST',
      cookie: roles.cookies.owner,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 'acme', records: [{ name: 'Taxed oddly', price: '12', tax_class: 'luxury' }] }),
    });
    expect(imported.status).toBe(400);
    expect(JSON.stringify(await imported.json())).toContain(PRODUCT_TERMS_MESSAGES.taxClass);
  });

  it('is a 409 when someone else changed the same field since the editor was opened; other fields merge', async () => {
    const id = await create();
    const opened = { ...PRODUCT };
    // A checkout (or a second owner) takes stock meanwhile, and someone renames the product.
    await json(await put(id, { stock: 4, name: 'Linen shirt II' }, 'editor'), 200);
    const conflict = await json(await put(id, { ...opened, stock: 9, subtitle: 'New subtitle' }, 'owner', opened), 409);
    expect(conflict.error).toBeTruthy();
    expect(Object.keys(conflict.validationErrors ?? {})).toEqual(['stock']);
    expect(await stored(id)).toMatchObject({ stock: 4, name: 'Linen shirt II', subtitle: 'Cool in summer' });
    // Without touching stock, the edit merges: the other editor's name stays, the subtitle is written.
    await json(await put(id, { ...opened, subtitle: 'New subtitle' }, 'owner', opened), 200);
    expect(await stored(id)).toMatchObject({ stock: 4, name: 'Linen shirt II', subtitle: 'New subtitle' });
  });

  it('refuses another site’s member, a user of no site and a visitor', async () => {
    const id = await create();
    expect((await put(id, { stock: 0 }, 'otherEditor')).status).toBe(403);
    expect((await put(id, { stock: 0 }, 'stranger')).status).toBe(403);
    expect((await put(id, { stock: 0 }, null)).status).toBe(401);
    for (const [role, status] of [['otherEditor', 403], ['stranger', 403], [null, 401]] as const) {
      // A visitor passes the bot check first, so the refusal is the one for who they are.
      const response = await send('/api/data/products', multipart(human({ ...PRODUCT, turnstileToken: await solvedToken() }), { siteId: 'acme' }), role);
      expect(response.status, String(role)).toBe(status);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(await stored(id)).toEqual(PRODUCT);
  });
});
