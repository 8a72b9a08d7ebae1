import { and, eq, sql } from 'drizzle-orm';
import { type cart, collection, document, review, shopOrder, type wishlist } from '#server/db/schema.ts';
import { seedContactForm, type SeededContactForm } from '#server/testing/contact-form.ts';
import { acmeId, actors, type Cell, t } from './matrix-kit.ts';

export async function collectionsNamed(name: string) {
  return t.deps.database.db.select({ siteId: collection.siteId }).from(collection).where(eq(collection.name, name));
}

/** A record of acme's products collection, created by `ownerId` (null: by nobody in particular). */
export async function insertMatrixRecord(ownerId: string | null): Promise<string> {
  const [row] = await t.deps.database.db.insert(document).values({ siteId: acmeId, collection: 'products', data: { title: 'Matrix' }, ownerId }).returning({ id: document.id });
  return row!.id;
}

/**
 * A record of acme's `collectionName` submitted by `nonMember` through a published form (fresh per
 * cell), the collection's submitter setting as given (null: never set, the default).
 */
export async function matrixSubmission(collectionName: string, submitterEdits: '24h' | 'always' | null, createdAt?: Date): Promise<{ form: SeededContactForm; id: string }> {
  const { db } = t.deps.database;
  const form = await seedContactForm(t, { siteId: acmeId, collection: collectionName, purpose: 'default' });
  if (submitterEdits) {
    await db.insert(collection).values({ siteId: acmeId, name: collectionName, fields: [] }).onConflictDoNothing();
    await db.update(collection).set({ submitterEdits }).where(and(eq(collection.siteId, acmeId), eq(collection.name, collectionName)));
  }
  const [row] = await db
    .insert(document)
    .values({ siteId: acmeId, collection: collectionName, data: { name: 'Mine' }, ownerId: actors.nonMember.userId, formId: form.formId, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: document.id });
  return { form, id: row!.id };
}

/** A review of an acme product (a fresh one), pending or approved; returns its id. */
export async function insertMatrixReview(status: 'pending' | 'approved'): Promise<string> {
  const productId = await insertMatrixRecord(null);
  const [row] = await t.deps.database.db
    .insert(review)
    .values({ siteId: acmeId, productId, rating: 4, reviewerName: 'Matrix', reviewTitle: 'Matrix review', reviewText: 'A review long enough to be valid.', wouldRecommend: 'yes', status })
    .returning({ id: review.id });
  return row!.id;
}

/** A pending order of acme (its token is the buyer's secret); returns its id and token. */
export async function insertMatrixOrder(method: 'paypal' | 'invoice'): Promise<{ id: string; token: string }> {
  const token = `matrix-token-${crypto.randomUUID()}`;
  const [row] = await t.deps.database.db
    .insert(shopOrder)
    .values({ reference: `SW-M${crypto.randomUUID().slice(0, 12)}`, sessionToken: token, siteId: acmeId, method, lines: [], subtotalCents: 0, totalCents: 0, currency: 'USD', stockHeld: false })
    .returning({ id: shopOrder.id });
  return { id: row!.id, token };
}

export async function orderStatus(id: string) {
  const [row] = await t.deps.database.db.select({ status: shopOrder.status }).from(shopOrder).where(eq(shopOrder.id, id));
  return row?.status;
}

export async function reviewRow(id: string) {
  const [row] = await t.deps.database.db.select({ status: review.status, helpfulVotes: review.helpfulVotes }).from(review).where(eq(review.id, id));
  return row;
}

/** The product ids in a user's acme cart or wishlist row. */
export async function listItemIds(table: typeof cart | typeof wishlist, userId: string): Promise<string[]> {
  const rows = await t.deps.database.db.select({ items: table.items }).from(table).where(and(eq(table.userId, userId), eq(table.scope, acmeId)));
  return rows.flatMap((row) => row.items.map((item) => item.id));
}

/** A stored acme list holding product `id`, for `userId` or for a fresh user of its own (whose id is returned). */
export async function insertListFor(table: typeof cart | typeof wishlist, id: string, userId?: string): Promise<string> {
  const owner = userId ?? (await t.signUp(`list-owner-${crypto.randomUUID()}@matrix.test`)).userId;
  const item = { id, product_id: id, collection: 'products', name: 'Matrix', image: null, price: 0, quantity: 1, addedAt: Date.now(), site: null, color: null, size: null, stock: null };
  await t.deps.database.db
    .insert(table)
    .values({ userId: owner, scope: acmeId, siteId: acmeId, items: [item] as never })
    .onConflictDoUpdate({ target: [table.userId, table.scope], set: { items: [item] as never } });
  return owner;
}

/** A data API submission (multipart: data, rules, formId/siteId/collection, one optional file part). */
export function sendMatrixSubmission(
  cell: Cell,
  url: string,
  data: Record<string, unknown>,
  fields: { formId?: string; siteId?: string; collection?: string },
  method = 'POST',
  file?: { field: string; name: string; bytes: Buffer },
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('rules', '{}');
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), file.name);
  return t.request(url, { method, cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

export const recordsWhere = async (field: 'title' | 'name', value: string) =>
  (await t.deps.database.db.select({ id: document.id }).from(document).where(sql`${document.data}->>${field} = ${value}`)).length;
export const recordsTitled = (title: string) => recordsWhere('title', title);
export const recordsNamed = (name: string) => recordsWhere('name', name);

export async function recordExists(id: string): Promise<boolean> {
  return (await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.id, id))).length === 1;
}
