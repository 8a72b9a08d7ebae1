import { afterAll, beforeAll, expect } from 'vitest';
import { contentListUrl, type ListQuery } from '#core/content/content-sources.ts';
import { document, media, page } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * GET /api/{collection} and /api/data/{collection} on a realistic amount of rows: 5,000 images
 * and 5,000 records of one site, seeded with multi-row inserts.
 */

export let t: TestApp;
export let roles: SiteRoles;
export const IMAGE_COUNT = 5_000;
export const DOCUMENT_COUNT = 5_000;
export const BATCH = 1_000;
export const WORDS = ['harbour', 'meadow', 'granite', 'lantern', 'orchard'];
/** Names whose characters mean something to LIKE, SQL or regular expressions: each must match only itself. */
export const LITERAL_NAMES = ['Spring sale 50% off', 'snake_case banner', 'folder\\file', "O'Brien portrait", 'regex .* star'];
export const BASE_TIME = Date.UTC(2026, 0, 1);

export interface Listed<Item> {
  data: Item[];
  items: Item[];
  error: null;
  pagination?: { total: number; page: number; limit: number };
}
export type Media = { id: string; name: string; kind: string; created_at: string; updated_at: string; webpUrl: string | null };
export type Doc = Record<string, unknown> & { id: string; _id: string; created_at: string; site_id: string | null };
export type Page = { id: string; _id: string; title: string; path: string; pathWithNoSite: string; site_id: string | null; isSystemRevalidatePage?: true } & Record<string, unknown>;

export const imageWordOf = (i: number) => WORDS[i % WORDS.length]!;
export const imageNameOf = (i: number) => `Photo ${imageWordOf(i)} view ${String(i).padStart(4, '0')}`;
export const statusOf = (i: number) => (i % 4 === 0 ? 'draft' : 'published');
export const categoryOf = (i: number) => ['shoes', 'hats', 'bags'][i % 3]!;

export async function list<Item>(collection: string, query: ListQuery, role: SiteRole | null = 'editor'): Promise<{ status: number; body: Listed<Item> & { error: string | null } }> {
  const response = await t.request(contentListUrl(collection, query), { cookie: role ? roles.cookies[role] : undefined });
  return { status: response.status, body: (await response.json()) as Listed<Item> & { error: string | null } };
}

export async function listOk<Item>(collection: string, query: ListQuery, role: SiteRole | null = 'editor'): Promise<Listed<Item>> {
  const { status, body } = await list<Item>(collection, query, role);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body;
}

export const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** One app per test file, seeded with 5,000 images and 5,000 records of acme (and a few of other). */
export function setUpContentList() {
  beforeAll(async () => {
    t = await createTestApp();
    roles = await seedSiteRoles(t, { tag: 'content-list', site: { uniqueId: 'acme', title: 'Acme Harbour Shop' }, otherSite: { uniqueId: 'other', title: 'Other Meadow Store' } });
    const { db } = t.deps.database;
    // Ten rows share each timestamp: only the id tiebreaker keeps pages apart.
    const at = (i: number) => new Date(BASE_TIME + Math.floor(i / 10) * 1000);
    for (let start = 0; start < IMAGE_COUNT; start += BATCH) {
      await db.insert(media).values(
        Array.from({ length: BATCH }, (_, k) => {
          const i = start + k;
          const name = i < LITERAL_NAMES.length ? LITERAL_NAMES[i]! : imageNameOf(i);
          return { siteId: roles.siteId, kind: 'image' as const, storageKey: `uploads/${roles.siteId}/img-${i}.png`, url: `/media/uploads/${roles.siteId}/img-${i}.png`, name, description: `Picture number ${i}`, bytes: 100, mime: 'image/png', createdAt: at(i), updatedAt: at(IMAGE_COUNT - 1 - i) };
        }),
      );
    }
    await db.insert(media).values([
      { siteId: roles.siteId, kind: 'video', storageKey: `uploads/${roles.siteId}/clip.mp4`, url: '/media/clip.mp4', name: 'Harbour clip', bytes: 100, mime: 'video/mp4' },
      { siteId: roles.otherSiteId, kind: 'image', storageKey: `uploads/${roles.otherSiteId}/x.png`, url: '/media/x.png', name: 'Photo harbour elsewhere', bytes: 100, mime: 'image/png' },
      { siteId: null, kind: 'image', storageKey: 'uploads/platform/logo.png', url: '/media/logo.png', name: 'Platform logo', bytes: 100, mime: 'image/png' },
    ]);
    for (let start = 0; start < DOCUMENT_COUNT; start += BATCH) {
      await db.insert(document).values(
        Array.from({ length: BATCH }, (_, k) => {
          const i = start + k;
          const title = i < LITERAL_NAMES.length ? LITERAL_NAMES[i]! : `Product ${imageWordOf(i)} Edition ${i}`;
          return { siteId: roles.siteId, collection: 'products', data: { title, status: statusOf(i), category: categoryOf(i), price: i, tags: ['nested-only'] }, createdAt: at(i), updatedAt: at(i) };
        }),
      );
    }
    await db.insert(document).values([
      { siteId: roles.siteId, collection: 'notes-public', data: { title: 'Opening hours', body: 'Mon to Fri' } },
      { siteId: roles.siteId, collection: 'notes-public', data: { title: 'Holiday notice', body: 'Closed in August' } },
      { siteId: roles.otherSiteId, collection: 'products', data: { title: 'Product harbour of the other site', status: 'draft' } },
      { siteId: null, collection: 'products', data: { title: 'Platform record', status: 'draft' } },
    ]);
    const doc = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text: 'A very long page body' } }] };
    const now = new Date();
    await db.insert(page).values([
      { siteId: roles.siteId, kind: 'page', path: '/site-acme/homepage', pathWithNoSite: '/homepage', title: 'Welcome home', data: doc, publishedAt: now },
      { siteId: roles.siteId, kind: 'page', path: '/site-acme/about-us', pathWithNoSite: '/about-us', title: 'About the harbour', data: doc, publishedAt: now, draft: doc },
      { siteId: roles.siteId, kind: 'page', path: '/site-acme/unpublished', pathWithNoSite: '/unpublished', title: 'Not yet', data: doc, publishedAt: null },
      { siteId: roles.siteId, kind: 'template', path: '/site-acme/dynamic-content/all/products', pathWithNoSite: '/dynamic-content/all/products', title: 'All products', data: doc, publishedAt: now },
      { siteId: roles.otherSiteId, kind: 'page', path: '/site-other/homepage', pathWithNoSite: '/homepage', title: 'Other home', data: doc, publishedAt: now },
      { siteId: null, kind: 'page', path: '/pricing', pathWithNoSite: '/pricing', title: 'Pricing', data: doc, publishedAt: now },
      { siteId: null, kind: 'system', path: '/manage/tools', pathWithNoSite: '/manage/tools', title: 'Tools', data: doc, publishedAt: now },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
