import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { document, review } from '#server/db/schema.ts';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * /api/reviews: visitors submit reviews (pending until the seller approves), read approved ones
 * with stats, vote helpful and report once each; a site's members moderate, which writes the
 * product's rating and review count back and drops its collection's cached pages.
 */

export let t: TestApp;
export let roles: SiteRoles;
export const ids = {} as Record<'scarf' | 'mug' | 'hat' | 'retired' | 'secret', string>;
export const invalidatedTags: string[] = [];
export let ipCounter = 0;
/** A client address of its own, so the per-address rate limit never decides a test it is not about. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export type Json = Record<string, unknown>;

export async function call(method: string, path: string, options: { body?: unknown; cookie?: string; ip?: string } = {}): Promise<{ status: number; body: Json }> {
  const response = await t.request(path, {
    method,
    cookie: options.cookie,
    ip: options.ip ?? freshIp(),
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

export const form = (overrides: Json = {}): Json => ({
  rating: 5,
  reviewer_name: 'Ada',
  review_title: 'Warm and soft',
  review_text: 'I wear it every day and it still looks new.',
  would_recommend: 'yes',
  product_id: ids.scarf,
  submission_date: '1999-01-01T00:00:00.000Z',
  ...overrides,
});

export async function submit(overrides: Json = {}, options: { ip?: string; token?: boolean; cookie?: string } = {}) {
  const token = options.token === false ? {} : { turnstileToken: await solvedAltchaToken(t) };
  return call('POST', '/api/reviews/submit', { body: { ...form(overrides), ...token }, ip: options.ip, cookie: options.cookie });
}

export async function reviewIdTitled(title: string): Promise<string> {
  const [row] = await t.deps.database.db.select({ id: review.id }).from(review).where(eq(review.reviewTitle, title));
  return row!.id;
}

export const moderate = (id: string, action: string, cookie: string | undefined = roles.cookies.owner) =>
  call('POST', `/api/reviews/moderation/${id}`, { body: { action }, cookie });

export async function productData(id: string): Promise<Json> {
  const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
  return row!.data as Json;
}

export async function approvedReview(productId: string, title: string, extra: Partial<typeof review.$inferInsert> = {}): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(review)
    .values({ siteId: roles.siteId, productId, rating: 4, reviewerName: 'Bo', reviewTitle: title, reviewText: 'A review long enough to be valid.', wouldRecommend: 'yes', status: 'approved', ...extra })
    .returning({ id: review.id });
  return row!.id;
}

/** One app per test file: the shop site's roles, its products (scarf, mug, hat, retired, secret), invalidations recorded. */
export function setUpReviewsApi() {
  beforeAll(async () => {
    t = await createTestApp();
    roles = await seedSiteRoles(t, { tag: 'reviews-api', site: { uniqueId: 'shop', title: 'Shop' }, otherSite: { uniqueId: 'elsewhere', title: 'Elsewhere' } });
    const { db } = t.deps.database;
    const insert = async (siteId: string, collection: string, data: Json) =>
      (await db.insert(document).values({ siteId, collection, data }).returning({ id: document.id }))[0]!.id;
    ids.scarf = await insert(roles.siteId, 'products', { name: 'Wool scarf', price: 30, stock: 5 });
    ids.mug = await insert(roles.siteId, 'products', { name: 'Mug', price: 12, stock: 5 });
    ids.hat = await insert(roles.siteId, 'products', { name: 'Hat', price: 20, stock: 5 });
    ids.retired = await insert(roles.siteId, 'products', { name: 'Retired', price: 5, status: 'inactive' });
    ids.secret = await insert(roles.siteId, 'orders', { name: 'Private record', price: 5 });
    const forward = t.deps.invalidatePages;
    t.deps.invalidatePages = async (event) => {
      invalidatedTags.push(...(event.tags ?? []));
      await forward?.(event);
    };
  });
  afterAll(async () => {
    await t?.close();
  });
}
