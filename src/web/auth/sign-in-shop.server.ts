import type { AppLoadContext } from 'react-router';
import { isBuilderReturnPath, shopSiteIdOfReturnPath } from '#core/auth/sign-in-audience.ts';
import { siteOfDomain, siteOfUniqueId } from '#server/modules/pages/resolve-public-page.public.ts';

/**
 * The name of the shop a sign-in comes from, or null for a builder's sign-in. Read on the server
 * from the return path (and a site's own proved domain), never from a name the browser sends.
 */
export async function signInShopName(request: Request, context: AppLoadContext, returnPath: string): Promise<string | null> {
  if (isBuilderReturnPath(returnPath)) return null;
  const db = context.deps.database.db;
  const hostname = (request.headers.get('host') ?? new URL(request.url).host).toLowerCase().split(':')[0] ?? '';
  const uniqueId = shopSiteIdOfReturnPath(returnPath);
  const site = uniqueId !== null ? await siteOfUniqueId(db, uniqueId) : await siteOfDomain(db, hostname);
  return site && site.isActive && site.title.trim() !== '' ? site.title : null;
}
