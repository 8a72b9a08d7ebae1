// Route constants of spec 1 §2 and the account routes of spec 3 §2.
import { SITE_PREFIX } from '../constants.ts';

export const HOME = '/';
export const HOMEPAGE = '/homepage';
export const NOT_FOUND_PAGE = '/404';

export const DASHBOARD = '/dashboard';
export const DASHBOARD_SITES = '/dashboard/sites';
export function siteDashboard(siteId: string): string {
  return `${DASHBOARD_SITES}/${SITE_PREFIX}${siteId}`;
}
export const SITE_SETTINGS_SUFFIX = '/settings';
export function siteSettings(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_SETTINGS_SUFFIX}`;
}
export const SITE_COLLECTIONS_SUFFIX = '/collections';
export function siteCollections(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_COLLECTIONS_SUFFIX}`;
}

/** A site's reusable sections (decision 071), for whoever may edit its pages. */
export const SITE_SECTIONS_SUFFIX = '/sections';
export function siteSections(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_SECTIONS_SUFFIX}`;
}
/** The editor of one section: a full-screen Puck over the section's blocks. */
export function siteSectionEditor(siteId: string, sectionId: string): string {
  return `${siteSections(siteId)}/${encodeURIComponent(sectionId)}/edit`;
}

/** `path` with the return path a sign-in page goes on to (`?callbackURL=`); `path` alone when there is none. */
export function withCallback(path: string, callback: string | null | undefined): string {
  return callback ? `${path}?callbackURL=${encodeURIComponent(callback)}` : path;
}

export const LOGIN = '/auth/login';
export const SIGNUP = '/auth/signup';
export const UPDATE_PASSWORD = '/auth/update-password';
/** The sign-in's second step, for accounts with an authenticator app (decision 032). */
export const SIGN_IN_TWO_FACTOR = '/auth/two-factor';
/** Asks for a password-reset mail. */
export const FORGOT_PASSWORD = '/auth/forgot-password';
/**
 * Where a confirmation link lands: the sign-in page, which sends a signed-in visitor on to
 * `callback`, and says the link failed when Better Auth adds ?error=.
 */
export const verificationLanding = (callback: string) => withCallback(LOGIN, callback);
/** Where an invitation's mailed link leads (its token in the query). */
export const ACCEPT_INVITATION = '/auth/invitation';
export const AUTH_SIGNIN = '/api/auth/signin';
export const AUTH_SIGNOUT = '/api/auth/signout';
export const ACCOUNT_PROFILE = '/account/profile';
export const ACCOUNT_LOGOUT = '/account/logout';
/** The outbox of every site's mail (admins); a site's own is siteOutbox(). */
export const DASHBOARD_OUTBOX = '/dashboard/outbox';
export const SITE_OUTBOX_SUFFIX = '/outbox';
export function siteOutbox(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_OUTBOX_SUFFIX}`;
}
/** A site's orders, for its owners, editors and admins. */
export const SITE_ORDERS_SUFFIX = '/orders';
export function siteOrders(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_ORDERS_SUFFIX}`;
}
/** One order's packing slip, a page to print (the order's site members and admins). */
export function siteOrderPackingSlip(siteId: string, orderId: string): string {
  return `${siteOrders(siteId)}/${encodeURIComponent(orderId)}/packing-slip`;
}
/** A site's reviews to moderate, for its owners, editors and admins. */
export const SITE_REVIEWS_SUFFIX = '/reviews';
export function siteReviews(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_REVIEWS_SUFFIX}`;
}
/** A site's products (the list, for its owners, editors and admins) and its product editor (a new product, or one by its record id). */
export const SITE_PRODUCTS_SUFFIX = '/products';
export function siteProducts(siteId: string): string {
  return `${siteDashboard(siteId)}${SITE_PRODUCTS_SUFFIX}`;
}
export function siteProductNew(siteId: string): string {
  return `${siteProducts(siteId)}/new`;
}
export function siteProductEdit(siteId: string, productId: string): string {
  return `${siteProducts(siteId)}/${encodeURIComponent(productId)}`;
}

/** A site's shop rules screens (shipping, taxes, discount codes), for its owners and admins (decision 065). */
export const SITE_SHOP_RULES_SUFFIX = '/shop';
export function siteShopRules(siteId: string, section: 'shipping' | 'taxes' | 'discount-codes'): string {
  return `${siteDashboard(siteId)}${SITE_SHOP_RULES_SUFFIX}/${section}`;
}

export const MANAGE = '/manage';
export const MANAGE_PAGES = '/manage/pages';
export const MANAGE_DYNAMIC_CONTENT = '/manage/dynamic-content';

export const DYNAMIC_CONTENT = '/dynamic-content';
export const DYNAMIC_CONTENT_ALL = '/dynamic-content/all';
export const DYNAMIC_CONTENT_VIEW = '/dynamic-content/view';
export const DYNAMIC_CONTENT_MANAGE = '/dynamic-content/manage';
/** The three template kinds a template path may start with. */
export const DYNAMIC_CONTENT_TEMPLATE_ROOTS = [DYNAMIC_CONTENT_ALL, DYNAMIC_CONTENT_MANAGE, DYNAMIC_CONTENT_VIEW] as const;

export const VIEW_DRAFT = '/view-draft';
export const EDIT_SUFFIX = '/edit';
export const DATA = '/data';
export const CREATE_SUFFIX = '/create';
export const REVALIDATE_ALL_SITE_PAGES = '/revalidate-all-site-pages';

export const PRODUCTS = '/products';
export const CHECKOUT_SUCCESS = '/checkout/success';
/** The buyer's orders (decision 023). */
export const ACCOUNT_ORDERS = '/account/orders';

/** {page path}/edit; the homepage-style '/' gets '/edit', not '//edit'. */
export function editPath(pagePath: string): string {
  return pagePath === '/' || pagePath === '' ? EDIT_SUFFIX : `${pagePath.replace(/\/+$/, '')}${EDIT_SUFFIX}`;
}

/** A shop's own account pages (issue 24 item 5), under its base: `/site-{id}/account…` on the platform, `/account…` on its domain. */
export const SHOP_ACCOUNT = '/account';
export const SHOP_ACCOUNT_LOGIN = '/account/login';
export const SHOP_ACCOUNT_SIGNUP = '/account/signup';

/** Where a provider sends a site's payment events (issue 25; decision 058): the site's own webhook address. */
export function webhookPathOf(provider: 'stripe' | 'paypal', siteUniqueId: string): string {
  return `/api/webhooks/${provider}/${siteUniqueId}`;
}
/** A platform admin's switch: may this site use the platform's payment accounts (decision 058). */
export function adminSitePlatformPayments(siteUniqueId: string): string {
  return `/api/admin/sites/${encodeURIComponent(siteUniqueId)}/platform-payments`;
}
