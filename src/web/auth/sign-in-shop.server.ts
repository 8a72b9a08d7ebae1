import type { AppLoadContext } from 'react-router';
import { isBuilderReturnPath, shopSiteIdOfReturnPath } from '#core/auth/sign-in-audience.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { toSiteSlug } from '#core/paths/site-prefix.ts';
import { siteOfDomain, siteOfUniqueId } from '#server/modules/pages/resolve-public-page.public.ts';
import { shopFrameOf } from '#web/shop-account/shop-of-request.server.ts';
import type { ShopFrameData } from '#web/shop-account/shop-frame.tsx';

/**
 * The shop a sign-in comes from (its name, logo and look), or null for a builder's sign-in. Read
 * on the server from the return path (and a site's own proved domain), never from a name the
 * browser sends.
 */
export async function signInShop(request: Request, context: AppLoadContext, returnPath: string): Promise<ShopFrameData | null> {
  if (isBuilderReturnPath(returnPath)) return null;
  const db = context.deps.database.db;
  const hostname = (request.headers.get('host') ?? new URL(request.url).host).toLowerCase().split(':')[0] ?? '';
  const uniqueId = shopSiteIdOfReturnPath(returnPath);
  const site = uniqueId !== null ? await siteOfUniqueId(db, uniqueId) : await siteOfDomain(db, hostname);
  if (!site || !site.isActive || site.title.trim() === '') return null;
  return shopFrameOf(db, site, uniqueId !== null ? `/${toSiteSlug(site.uniqueId)}` : '');
}

/**
 * The return path of a page on the way to signing in (forgot password, the reset link's page, the
 * second step), from its `?callbackURL=`, and the shop it leads back into, whose clothes the page
 * wears; null for a builder.
 */
export async function authStepShop(request: Request, context: AppLoadContext): Promise<{ callback: string; shop: ShopFrameData | null }> {
  const callback = safeCallbackPath(new URL(request.url).searchParams.get('callbackURL'));
  return { callback, shop: await signInShop(request, context, callback) };
}
