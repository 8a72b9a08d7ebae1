import { data, type AppLoadContext } from 'react-router';
import { SITE_PREFIX } from '#core/constants.ts';
import type { SiteCurrency } from '#core/money/currency.ts';
import { siteCurrencyOf } from '#server/modules/shop/shop-settings.public.ts';
import { listSitesForActor } from '#server/modules/sites/queries.public.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { requireUser } from '#web/auth/session.server.ts';

/** The sites the signed-in user may work on, with their page and template counts. */
export function sitesOfUser(context: AppLoadContext, user: NonNullable<AppLoadContext['user']>) {
  return listSitesForActor(context.deps.database.db, user);
}

/** The site of a /dashboard/sites/site-{id} URL, if the signed-in user may work on it. */
export async function loadSiteForUser(request: Request, context: AppLoadContext, siteSlug: string) {
  const user = requireUser(request, context);
  const uniqueId = siteSlug.startsWith(SITE_PREFIX) ? siteSlug.slice(SITE_PREFIX.length) : null;
  const site = uniqueId ? (await sitesOfUser(context, user)).find((s) => s.unique_id === uniqueId) : undefined;
  // Sites the user may not see answer exactly like sites that do not exist.
  if (!site) throw data('Site not found', { status: 404 });
  return { user, site };
}

/** The currency a site's shop sells in (decision 060), for screens that show its prices. */
export async function siteCurrencyForScreen(context: AppLoadContext, uniqueId: string): Promise<SiteCurrency> {
  const { db } = context.deps.database;
  return siteCurrencyOf(db, (await resolveScope(db, uniqueId)).site?.id ?? null);
}
