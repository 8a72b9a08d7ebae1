import { data, redirect, type AppLoadContext } from 'react-router';
import { SITE_PREFIX } from '#core/constants.ts';
import { shopReturnPath } from '#core/paths/shop-account.ts';
import { isSiteSegment } from '#core/paths/site-prefix.ts';
import type { Db } from '#server/db/client.ts';
import { siteOfDomain, siteOfUniqueId, type ResolvedSite } from '#server/modules/pages/resolve-public-page.public.ts';
import { shopLookOf } from '#server/modules/pages/shop-look.public.ts';
import { siteCurrencyOf } from '#server/modules/shop/shop-settings.public.ts';
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

/**
 * The shop of a sign-in or sign-up page's loader. Where no shop is named, the platform's own page
 * (`platformPath`, with the same query) answers; a shopper already signed in goes on into the shop.
 */
export async function shopOfAuthPage(request: Request, context: AppLoadContext, siteSlug: string | undefined, platformPath: string): Promise<ShopFrameData> {
  const url = new URL(request.url);
  const shop = await shopOfRequest(request, context, siteSlug);
  if (shop === null) throw redirect(`${platformPath}${url.search}`);
  if (context.user) throw redirect(shopReturnPath(url.searchParams.get('callbackURL'), shop.base));
  return shop;
}

/** The shop of a sign-in or sign-up form's post, or the platform's own page when none is named. */
export async function shopOfAuthPost(request: Request, context: AppLoadContext, siteSlug: string | undefined, platformPath: string): Promise<ShopFrameData> {
  const shop = await shopOfRequest(request, context, siteSlug);
  if (shop === null) throw redirect(platformPath);
  return shop;
}

/** What the shop's frame shows: its name, logo and its homepage's look. */
export async function shopFrameOf(db: Db, site: ResolvedSite, base: string): Promise<ShopFrameData> {
  const [look, currency] = await Promise.all([shopLookOf(db, site.id), siteCurrencyOf(db, site.id)]);
  return {
    uniqueId: site.uniqueId,
    base,
    name: site.title.trim() || site.uniqueId,
    logo: site.image,
    theme: look.theme,
    fontFamily: look.fontFamily,
    language: look.language ?? site.language,
    currency,
  };
}
