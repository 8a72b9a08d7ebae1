import { and, eq, isNotNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { SITE_PREFIX } from '#core/constants.ts';
import { HOMEPAGE, NOT_FOUND_PAGE } from '#core/paths/routes.ts';
import { site } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { toSiteSlug } from '#core/paths/site-prefix.ts';
import type { Db } from '#server/db/client.ts';
import { listPublicDataPaths } from './resolve-data-page.ts';
import { listPublishedPaths } from './resolve-public-page.public.ts';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

async function siteForHost(c: Context<AppEnv>) {
  const hostname = (c.req.header('host') ?? '').toLowerCase().split(':')[0] ?? '';
  const [row] = await c
    .get('deps')
    .database.db.select({ id: site.id, url: site.url })
    .from(site)
    .where(and(eq(site.domain, hostname), isNotNull(site.domainVerifiedAt), eq(site.isActive, true)))
    .limit(1);
  return row ?? null;
}

function sitemap(urls: { loc: string; lastmod: Date }[]) {
  const body = urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod.toISOString()}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

const pagePath = (p: string) => (p === HOMEPAGE ? '' : p);

/**
 * Every URL a site (null: the platform) shows to anyone, at `origin`: its published pages but the
 * 404 page, then its public data-area pages. `slug` (site-{id}) when the site lives under the
 * platform's host, null on its own domain and for the platform.
 */
async function siteUrls(db: Db, siteId: string | null, origin: string, slug: string | null): Promise<{ loc: string; lastmod: Date }[]> {
  const pages = (await listPublishedPaths(db, siteId))
    .filter((p) => p.pathWithNoSite !== NOT_FOUND_PAGE)
    .map((p) => ({ loc: `${origin}${slug ? `/${slug}${pagePath(p.pathWithNoSite)}` : siteId ? pagePath(p.pathWithNoSite) || '/' : p.pathWithNoSite}`, lastmod: p.updatedAt }));
  const data = (await listPublicDataPaths(db, siteId)).map((p) => ({ loc: `${origin}${buildLink(p.path, slug)}`, lastmod: p.updatedAt }));
  return [...pages, ...data];
}

/** sitemap.xml and robots.txt for the platform, for each site under /site-{id}, and for custom domains. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { db } = c.get('deps').database;
    const base = publicUrl(c.get('deps').env);
    const domainSite = await siteForHost(c);
    let urls: { loc: string; lastmod: Date }[];
    if (domainSite) {
      urls = await siteUrls(db, domainSite.id, new URL(domainSite.url!).origin, null);
    } else {
      urls = await siteUrls(db, null, base, null);
      const sites = await db.select({ id: site.id, uniqueId: site.uniqueId }).from(site).where(eq(site.isActive, true));
      for (const s of sites) urls.push(...(await siteUrls(db, s.id, base, toSiteSlug(s.uniqueId))));
    }
    return c.body(sitemap(urls), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  })
  .get('/:siteSlug{site-[A-Za-z0-9_-]+}/sitemap.xml', async (c) => {
    const { db } = c.get('deps').database;
    const uniqueId = c.req.param('siteSlug').slice(SITE_PREFIX.length);
    const [row] = await db.select({ id: site.id }).from(site).where(and(eq(site.uniqueId, uniqueId), eq(site.isActive, true)));
    if (!row) return c.text('Not found', 404);
    const urls = await siteUrls(db, row.id, publicUrl(c.get('deps').env), toSiteSlug(uniqueId));
    return c.body(sitemap(urls), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  })
  .get('/robots.txt', async (c) => {
    const domainSite = await siteForHost(c);
    const origin = domainSite ? new URL(domainSite.url!).origin : publicUrl(c.get('deps').env);
    const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /auth/', 'Disallow: /account/', 'Disallow: /view-draft', 'Disallow: /*/edit$', '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return c.body(lines.join('\n'), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
