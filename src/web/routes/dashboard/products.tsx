import type { Route } from './+types/products';
import { PRODUCTS_SCREEN_MESSAGES } from '#core/products/product-admin.ts';
import { ProductsScreen } from '#web/dashboard/products/products-screen.tsx';
import { loadSiteForUser, siteCurrencyForScreen } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${PRODUCTS_SCREEN_MESSAGES.title} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/** A site's products for its owners, editors and admins (the API checks the same again). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title }, currency: await siteCurrencyForScreen(context, site.unique_id) };
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <SiteScreenFrame site={site}>
      <ProductsScreen siteId={site.uniqueId} heading={PRODUCTS_SCREEN_MESSAGES.heading(site.title)} currency={loaderData.currency} />
    </SiteScreenFrame>
  );
}
