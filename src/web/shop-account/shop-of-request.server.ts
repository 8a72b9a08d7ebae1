import { data, type AppLoadContext } from 'react-router';
import { SITE_PREFIX } from '#core/constants.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import type { Db } from '#server/db/client.ts';
import { siteOfDomain, siteOfUniqueId, type ResolvedSite } from '#server/modules/pages/resolve-public-page.public.ts';
import { shopLookOf } from '#server/modules/pages/shop-look.public.ts';
import type { ShopFrameData } from './shop-frame.tsx';

/**
 * The shop whose account pages a request asks for: `/site-{id}/account…` names it; `/account…`
 * is on the shop's own proved domain (decision 037). Null when neither names an active shop
 * (the platform's own address: its account pages are the builder's).
 */
export async function shopOfRequest(request: Request, context: AppLoadContext, siteSlug: string | undefined): Promise<ShopFrameData | null> {
  const db = context.deps.database.db;
  if (siteSlug !== undefined && !isSiteSegment(siteSlug)) throw data(null, { status: 404 });
  const hostname = (request.headers.get('host') ?? new URL(request.url).host).toLowerCase().split(':')[0] ?? '';
  const site = siteSlug !== undefined ? await siteOfUniqueId(db, siteSlug.slice(SITE_PREFIX.length)) : await siteOfDomain(db, hostname);
  if (site === null || !site.isActive) {
    if (siteSlug !== undefined) throw data(null, { status: 404 });
    return null;
  }
  return shopFrameOf(db, site, siteSlug !== undefined ? `/${siteSlug}` : '');
}

/** What the shop's frame shows: its name, logo and its homepage's look. */
export async function shopFrameOf(db: Db, site: ResolvedSite, base: string): Promise<ShopFrameData> {
  const look = await shopLookOf(db, site.id);
  return {
    uniqueId: site.uniqueId,
    base,
    name: site.title.trim() || site.uniqueId,
    logo: site.image,
    theme: look.theme,
    fontFamily: look.fontFamily,
    language: look.language ?? site.language,
  };
}
