import type { Context } from 'hono';
import { SITE_PREFIX } from '#core/constants.ts';
import { publicUrl } from '#server/env.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { siteOfDomain } from '#server/modules/pages/resolve-public-page.public.ts';

export interface ShopSite {
  id: string;
  uniqueId: string;
}

/**
 * Where a shop's pages live for this request: the site's own domain (its pages at the root) or
 * the platform's address with the `/site-{id}` prefix. A Host that is neither falls back to the
 * platform's address, so a forged Host cannot send a buyer elsewhere.
 */
export async function shopBase(c: Context<AppEnv>, shop: ShopSite | null): Promise<{ origin: string; base: string }> {
  const { env, database } = c.get('deps');
  const platform = new URL(publicUrl(env));
  const host = (c.req.header('host') ?? '').toLowerCase();
  if (shop && host && host !== platform.host.toLowerCase()) {
    const bySite = await siteOfDomain(database.db, host.split(':')[0] ?? '');
    if (bySite?.id === shop.id) return { origin: `${platform.protocol}//${host}`, base: '' };
  }
  return { origin: platform.origin, base: shop ? `/${SITE_PREFIX}${shop.uniqueId}` : '' };
}

/** The site whose own domain this request came to, or null (the platform's address, or an unknown host). */
export async function shopOfHost(c: Context<AppEnv>): Promise<ShopSite | null> {
  const hostname = (c.req.header('host') ?? '').toLowerCase().split(':')[0] ?? '';
  const found = hostname ? await siteOfDomain(c.get('deps').database.db, hostname) : null;
  return found ? { id: found.id, uniqueId: found.uniqueId } : null;
}

/** The checkout pages' addresses for an order (checkout-api contract, decision 023). */
export async function checkoutUrls(c: Context<AppEnv>, shop: ShopSite | null, sessionToken: string) {
  const { origin, base } = await shopBase(c, shop);
  const token = encodeURIComponent(sessionToken);
  return {
    success: `${origin}${base}/checkout/success?order=${token}`,
    paypalSuccess: `${origin}${base}/checkout/success?paypal_session=${token}`,
    paypalReturn: `${origin}${base}/checkout/paypal-return?session=${token}`,
    cancelled: `${origin}${base}/checkout/cancelled?order=${token}`,
    home: `${base}/` === '/' ? '/' : base,
  };
}
