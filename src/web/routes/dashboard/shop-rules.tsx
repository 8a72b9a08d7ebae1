import { data } from 'react-router';
import type { Route } from './+types/shop-rules';
import { SHIPPING_SCREEN, DISCOUNT_SCREEN, SHOP_RULES_NAV, TAXES_SCREEN, isShopRulesSection } from '#core/shop-rules/screen-messages.ts';
import { loadSiteForUser, siteCurrencyForScreen } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';
import { DiscountCodesScreen } from '#web/dashboard/shop-rules/discount-codes-screen.tsx';
import { ShippingScreen } from '#web/dashboard/shop-rules/shipping-screen.tsx';
import { ShopRulesNav } from '#web/dashboard/shop-rules/shop-rules-kit.tsx';
import { TaxesScreen } from '#web/dashboard/shop-rules/taxes-screen.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d ? SHOP_RULES_NAV.titles[d.section] : SHOP_RULES_NAV.label} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/**
 * A site's shipping, taxes or discount codes (issue 26 item 5) for its members; the owners' API
 * answers its editors 403, which the screen shows as such (the site's pages link here for owners only).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  if (!isShopRulesSection(params.section)) throw data('Not found', { status: 404 });
  return { site: { uniqueId: site.unique_id, title: site.title }, section: params.section, currency: await siteCurrencyForScreen(context, site.unique_id) };
}

export default function ShopRulesRoute({ loaderData }: Route.ComponentProps) {
  const { site, section, currency } = loaderData;
  return (
    <SiteScreenFrame site={site}>
      <ShopRulesNav siteId={site.uniqueId} current={section} />
      {section === 'shipping' ? <ShippingScreen key={section} siteId={site.uniqueId} heading={SHIPPING_SCREEN.heading(site.title)} currency={currency} /> : null}
      {section === 'taxes' ? <TaxesScreen key={section} siteId={site.uniqueId} heading={TAXES_SCREEN.heading(site.title)} /> : null}
      {section === 'discount-codes' ? <DiscountCodesScreen key={section} siteId={site.uniqueId} heading={DISCOUNT_SCREEN.heading(site.title)} currency={currency} /> : null}
    </SiteScreenFrame>
  );
}
