// Where the navigation's Login button and user-menu links lead (spec 3 §2).
import { ACCOUNT_LOGOUT, ACCOUNT_PROFILE, AUTH_SIGNIN, AUTH_SIGNOUT, LOGIN } from '../paths/routes.ts';
import { SITE_PREFIX } from '../constants.ts';
import { isAccountTypePath } from '../paths/site-prefix.ts';
import { safeCallbackPath } from '../paths/safe-callback.ts';
import { shopAccountPath, type ShopBase } from '../paths/shop-account.ts';
import { pathSegments } from '../paths/split-path.ts';

export interface AccountLinks {
  login: string;
  profile: string;
  logout: string;
}

/**
 * On account-type pages (auth, account, billing, dashboard, after any site slug) the user menu
 * leads to /account/profile and /account/logout; elsewhere Logout and Login go through the auth
 * provider's endpoints. Both work here: GET /api/auth/signin redirects to the login page with the
 * callback, and GET /api/auth/signout to the sign-out confirmation (a GET never signs anyone out).
 * Login comes back to `currentPath` (path, query and hash of the page).
 */
export function accountLinks(currentPath: string): AccountLinks {
  const callback = `callbackURL=${encodeURIComponent(safeCallbackPath(currentPath, '/'))}`;
  if (isAccountTypePath(currentPath)) {
    return { login: `${LOGIN}?${callback}`, profile: ACCOUNT_PROFILE, logout: ACCOUNT_LOGOUT };
  }
  return { login: `${AUTH_SIGNIN}?${callback}`, profile: ACCOUNT_PROFILE, logout: AUTH_SIGNOUT };
}

/**
 * The base of the shop a page belongs to: `/site-{id}` when its address names the site (also in
 * the data area, /data/site-{id}/…), '' on the shop's own domain, null off any shop.
 */
export function shopBaseOf(currentPath: string, siteSlug: string | null): ShopBase | null {
  if (typeof siteSlug !== 'string' || siteSlug.length <= SITE_PREFIX.length || !siteSlug.startsWith(SITE_PREFIX)) return null;
  const [first, second] = pathSegments(currentPath);
  return first === siteSlug || (first === 'data' && second === siteSlug) ? `/${siteSlug}` : '';
}

/** On a shop's page, the user menu's way to the shopper's account in that shop (issue 24 item 5); null elsewhere. */
export function shopAccountLink(currentPath: string, siteSlug: string | null): string | null {
  const base = shopBaseOf(currentPath, siteSlug);
  return base === null ? null : shopAccountPath(base);
}
