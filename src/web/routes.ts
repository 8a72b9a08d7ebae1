import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/signup', 'routes/auth/signup.tsx'),
  route('auth/update-password', 'routes/auth/update-password.tsx'),
  route('auth/two-factor', 'routes/auth/two-factor.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/invitation', 'routes/auth/invitation.tsx'),
  // Short forms from the storefront spec lead to the real screens.
  route('login', 'routes/auth/short-login.tsx', { id: 'short-login' }),
  route('signup', 'routes/auth/short-signup.tsx', { id: 'short-signup' }),
  route('update-password', 'routes/auth/short-update-password.tsx', { id: 'short-update-password' }),
  layout('routes/dashboard/layout.tsx', [
    route('dashboard', 'routes/dashboard/index.tsx'),
    route('dashboard/sites', 'routes/dashboard/sites.tsx'),
    route('dashboard/sites/:siteSlug', 'routes/dashboard/site.tsx'),
    route('dashboard/sites/:siteSlug/settings', 'routes/dashboard/site-settings.tsx'),
    route('dashboard/sites/:siteSlug/outbox', 'routes/dashboard/outbox.tsx', { id: 'site-outbox' }),
    route('dashboard/outbox', 'routes/dashboard/outbox.tsx', { id: 'platform-outbox' }),
    route('dashboard/sites/:siteSlug/collections', 'routes/dashboard/collections.tsx'),
    // A site's reusable sections (decision 071).
    route('dashboard/sites/:siteSlug/sections', 'routes/dashboard/sections.tsx'),
    route('dashboard/sites/:siteSlug/orders', 'routes/dashboard/orders.tsx'),
    route('dashboard/sites/:siteSlug/reviews', 'routes/dashboard/reviews.tsx'),
    route('dashboard/sites/:siteSlug/products', 'routes/dashboard/products.tsx'),
    // The product editor (issue 24 item 2).
    route('dashboard/sites/:siteSlug/products/new', 'routes/dashboard/product-edit.tsx', { id: 'product-new' }),
    route('dashboard/sites/:siteSlug/products/:productId', 'routes/dashboard/product-edit.tsx', { id: 'product-edit' }),
    // A site's shipping, taxes and discount codes (issue 26 item 5); the section is checked by the loader.
    route('dashboard/sites/:siteSlug/shop/:section', 'routes/dashboard/shop-rules.tsx'),
    // The content manager (spec 2 §2). The first four keep their older route ids.
    route('dashboard/manage/pages', 'routes/dashboard/manage.tsx', { id: 'platform-pages' }),
    route('dashboard/manage/dynamic-content', 'routes/dashboard/manage.tsx', { id: 'platform-templates' }),
    route('dashboard/:siteSlug/manage/pages', 'routes/dashboard/manage.tsx', { id: 'site-pages' }),
    route('dashboard/:siteSlug/manage/dynamic-content', 'routes/dashboard/manage.tsx', { id: 'site-templates' }),
    route('dashboard/manage/:source', 'routes/dashboard/manage.tsx', { id: 'platform-manage' }),
    route('dashboard/:siteSlug/manage/:source', 'routes/dashboard/manage.tsx', { id: 'site-manage' }),
    route('dashboard/:siteSlug/manage/data/:collection', 'routes/dashboard/manage.tsx', { id: 'site-manage-data' }),
    route('account/profile', 'routes/account/profile.tsx'),
    route('account/orders', 'routes/account/orders.tsx'),
    route('account/logout', 'routes/account/logout.tsx'),
  ]),
  // An order's packing slip: signed-in members only (its loader checks), without the dashboard's chrome, to print.
  route('dashboard/sites/:siteSlug/orders/:orderId/packing-slip', 'routes/dashboard/packing-slip.tsx'),
  // A reusable section's editor: full screen, like the page editor.
  route('dashboard/sites/:siteSlug/sections/:sectionId/edit', 'routes/dashboard/section-edit.tsx'),
  // A shop's own account pages (issue 24 item 5), on its domain and under /site-{id}; on the
  // platform's address, /account and /account/login|signup lead to the builder's screens.
  route('account', 'routes/shop-account/index.tsx', { id: 'shop-account' }),
  route(':siteSlug/account', 'routes/shop-account/index.tsx', { id: 'site-shop-account' }),
  route('account/login', 'routes/shop-account/login.tsx', { id: 'shop-account-login' }),
  route(':siteSlug/account/login', 'routes/shop-account/login.tsx', { id: 'site-shop-account-login' }),
  route('account/signup', 'routes/shop-account/signup.tsx', { id: 'shop-account-signup' }),
  route(':siteSlug/account/signup', 'routes/shop-account/signup.tsx', { id: 'site-shop-account-signup' }),
  // Checkout's pages (decision 023), on a site's own domain and under the platform's /site-{id}.
  route('checkout/success', 'routes/checkout/success.tsx', { id: 'checkout-success' }),
  route(':siteSlug/checkout/success', 'routes/checkout/success.tsx', { id: 'site-checkout-success' }),
  route('checkout/paypal-return', 'routes/checkout/paypal-return.tsx', { id: 'checkout-paypal-return' }),
  route(':siteSlug/checkout/paypal-return', 'routes/checkout/paypal-return.tsx', { id: 'site-checkout-paypal-return' }),
  route('checkout/cancelled', 'routes/checkout/cancelled.tsx', { id: 'checkout-cancelled' }),
  route(':siteSlug/checkout/cancelled', 'routes/checkout/cancelled.tsx', { id: 'site-checkout-cancelled' }),
  // Everything else: published pages, drafts (/view-draft…) and the editor ({path}/edit).
  route('*', 'routes/page.tsx'),
] satisfies RouteConfig;
