import { Link } from 'react-router';
import type { Route } from './+types/product-edit';
import { siteProducts } from '#core/paths/routes.ts';
import { PRODUCT_EDITOR_LABELS as L } from '#core/products/product-editor-messages.ts';
import { ProductEditor } from '#web/dashboard/products/product-editor.tsx';
import { loadSiteForUser, siteCurrencyForScreen } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.productId ? L.editTitle('') : L.newTitle} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/** A new product (…/products/new) or one product (…/products/{id}) of a site, for its members and admins; the data API checks the same again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title }, productId: params.productId ?? null, money: { currency: await siteCurrencyForScreen(context, site.unique_id), language: site.language } };
}

export default function ProductEditRoute({ loaderData }: Route.ComponentProps) {
  const { site, productId } = loaderData;
  return (
    <SiteScreenFrame site={site} wide={false}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{productId ? L.editTitle('') : L.newTitle}</h1>
        <Link to={siteProducts(site.uniqueId)} className="text-sm font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {L.backToProducts}
        </Link>
      </div>
      <ProductEditor key={productId ?? 'new'} siteId={site.uniqueId} productId={productId} money={loaderData.money} />
    </SiteScreenFrame>
  );
}
