import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { computeReviewStats, productRatingFields } from '#core/reviews/review.ts';
import { collection, color, document, icon, media, page, pageVersion, review, site, siteMember, siteSection, user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { createOrPromoteAdmin } from '#server/modules/auth/create-admin.ts';
import { DEMO_CONTENT_COLLECTION, DEMO_POSTS_COLLECTION, demoContent, demoPosts } from './demo-content.ts';
import { demoChromeSections, demoPages, demoTemplates, withShopChrome } from './demo-pages.ts';
import { demoProducts } from './demo-products.ts';
import { demoReviewsFor } from './demo-reviews.ts';
import { demoBrandColors, demoIcon, demoSite } from './demo-site.ts';
import { loadSharp } from '#server/modules/media/load-sharp.ts';

export const PRODUCTS_COLLECTION = 'products';

const imagesDir = new URL('./images/', import.meta.url);

/** A password that satisfies the password rule, random enough to be printed once and used. */
export function generateDemoPassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-7a!`;
}

/**
 * On the first start with an empty database: the demo admin, the demo site with its
 * collections (demo-content, demo-posts, products), images and brand colours. Returns the
 * admin's credentials to print once, or null when the database already had users or sites.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<{ email: string; password: string } | null> {
  const { db } = deps.database;
  const [users] = await db.select({ n: count() }).from(user);
  const [sites] = await db.select({ n: count() }).from(site);
  if (Number(users?.n ?? 0) > 0 || Number(sites?.n ?? 0) > 0) return null;

  const email = deps.env.DEMO_ADMIN_EMAIL;
  const password = deps.env.DEMO_ADMIN_PASSWORD ?? generateDemoPassword();
  await createOrPromoteAdmin(deps, { email, password, name: 'Demo Admin' });
  const [admin] = await db.select({ id: user.id }).from(user);
  const ownerId = admin!.id;

  // Bytes first (idempotent puts); catalogue rows after, in one transaction.
  const uploads = new Map<string, { url: string; key: string; width: number | null; height: number | null; bytes: number; mime: string; name: string }>();
  const upload = async (relative: string) => {
    const existing = uploads.get(relative);
    if (existing) return existing;
    const body = await fs.readFile(new URL(relative, imagesDir));
    const key = `${demoSite.unique_id}/${relative}`;
    const mime = relative.endsWith('.svg') ? 'image/svg+xml' : 'image/webp';
    await deps.storage.put(key, body, mime);
    const meta = await (await loadSharp())(body).metadata();
    const record = { url: deps.storage.publicUrl(key), key, width: meta.width ?? null, height: meta.height ?? null, bytes: body.length, mime, name: relative.split('/').pop()! };
    uploads.set(relative, record);
    return record;
  };

  const logo = await upload(demoSite.logo);
  const productDocs: { slug: string; data: Record<string, unknown> }[] = [];
  for (const product of demoProducts) {
    const main = await upload(`products/${product.image}`);
    const others: { image: string }[] = [];
    for (const file of product.images_other) others.push({ image: (await upload(`products/${file}`)).url });
    const { slug, image: _image, images_other: _others, ...fields } = product;
    // Rating and review count follow the approved reviews, as moderation keeps them afterwards.
    const rated = productRatingFields(computeReviewStats(demoReviewsFor(productDocs.length).map((r) => r.rating)));
    productDocs.push({ slug, data: { ...fields, ...rated, slug, image: main.url, images_other: others, collection: PRODUCTS_COLLECTION, site: demoSite.unique_id } });
  }
  const contentDocs: { collection: string; slug: string; data: Record<string, unknown> }[] = [];
  for (const [name, records] of [
    [DEMO_CONTENT_COLLECTION, demoContent],
    [DEMO_POSTS_COLLECTION, demoPosts],
  ] as const) {
    for (const record of records) {
      const image = await upload(`content/${record.image}`);
      contentDocs.push({ collection: name, slug: record.slug, data: { ...record, image: image.url } });
    }
  }

  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(site)
      .values({
        uniqueId: demoSite.unique_id,
        ownerId,
        title: demoSite.title,
        description: demoSite.description,
        image: logo.url,
        language: demoSite.language,
        sources: demoSite.sources,
        // The platform's own demo shop takes card and PayPal through the server's keys (decision 058).
        platformPaymentsAllowed: true,
      })
      .returning({ id: site.id });
    const siteId = created!.id;
    await tx.insert(siteMember).values({ siteId, userId: ownerId, role: 'owner' });
    await tx.insert(collection).values([
      { siteId, name: DEMO_CONTENT_COLLECTION, readAccess: 'public', createAccess: 'members' },
      { siteId, name: DEMO_POSTS_COLLECTION, readAccess: 'public', createAccess: 'members' },
      { siteId, name: PRODUCTS_COLLECTION, readAccess: 'public', createAccess: 'members' },
    ]);
    await tx.insert(media).values(
      [...uploads.values()].map((u) => ({
        siteId,
        kind: 'image' as const,
        storageKey: u.key,
        url: u.url,
        name: u.name,
        description: 'Demo image',
        alt: '',
        width: u.width,
        height: u.height,
        bytes: u.bytes,
        mime: u.mime,
        ownerId,
      })),
    );
    // A second apart, the catalogue's first product newest: the shop lists them in catalogue order.
    const listedAt = Date.now();
    const productIds = await tx
      .insert(document)
      .values(
        productDocs.map((p, i) => {
          const at = new Date(listedAt - i * 1000);
          return { collection: PRODUCTS_COLLECTION, siteId, data: p.data, path: `/${PRODUCTS_COLLECTION}/${p.slug}`, ownerId, createdAt: at, updatedAt: at };
        }),
      )
      .returning({ id: document.id });
    // A day apart, newest first: the reviews block's default order reads them as written.
    const reviews = productIds.flatMap(({ id }, index) =>
      demoReviewsFor(index).map((r, i) => ({
        siteId,
        productId: id,
        rating: r.rating,
        reviewerName: r.reviewer_name,
        reviewTitle: r.review_title,
        reviewText: r.review_text,
        wouldRecommend: r.would_recommend,
        helpfulVotes: r.helpful_votes,
        isVerifiedPurchase: r.is_verified_purchase,
        status: 'approved' as const,
        moderatedBy: ownerId,
        moderatedAt: new Date(listedAt - i * 86_400_000),
        createdAt: new Date(listedAt - (i + 1) * 86_400_000),
      })),
    );
    await tx.insert(review).values(reviews);
    const contentIds = await tx
      .insert(document)
      .values(contentDocs.map((d) => ({ collection: d.collection, siteId, data: d.data, path: `/${d.collection}/${d.slug}`, ownerId })))
      .returning({ id: document.id, path: document.path });
    const idOfPath = new Map(contentIds.map((row) => [row.path, row.id]));
    await tx.insert(color).values(demoBrandColors.map((c) => ({ siteId, name: c.name, hex: c.hex, family: c.family })));
    await tx.insert(icon).values({ siteId, name: demoIcon.name, svg: demoIcon.svg });

    const posts = contentDocs.filter((d) => d.collection === DEMO_POSTS_COLLECTION).slice(0, 3);
    const pages = demoPages({
      heroImage: (await upload('content/home-and-living.webp')).url,
      posts: posts.map((p) => ({ id: idOfPath.get(`/${p.collection}/${p.slug}`)!, title: String(p.data.title), description: String(p.data.description), image: String(p.data.image), slug: p.slug })),
      gallery: productDocs.slice(0, 6).map((p) => ({ url: String(p.data.image), alt: String(p.data.name) })),
    });
    const now = new Date();
    const templates = demoTemplates().map((template) => ({ ...template, kind: 'template' as const }));
    // The header and footer are sections of the site (decision 071), shown on every page and template.
    const chrome = demoChromeSections();
    const sectionIds = { header: '', footer: '' };
    for (const key of ['header', 'footer'] as const) {
      const [row] = await tx.insert(siteSection).values({ siteId, name: chrome[key].name, content: chrome[key].content as never, updatedBy: ownerId }).returning({ id: siteSection.id });
      sectionIds[key] = row!.id;
    }
    for (const entry of [...pages.map((p) => ({ ...p, kind: 'page' as const })), ...templates]) {
      const demo = { ...entry, data: withShopChrome(entry.data, sectionIds) };
      const [row] = await tx
        .insert(page)
        .values({
          siteId,
          kind: demo.kind,
          path: `/site-${demoSite.unique_id}${demo.path}`,
          pathWithNoSite: demo.path,
          title: demo.title,
          description: demo.description,
          data: demo.data,
          publishedAt: now,
        })
        .returning({ id: page.id });
      await tx.insert(pageVersion).values({ pageId: row!.id, version: 1, title: demo.title, description: demo.description, data: demo.data, publishedBy: ownerId, publishedAt: now });
    }
  });
  return { email, password };
}
