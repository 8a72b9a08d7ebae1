// Where a shop's account pages live and where they may send a shopper afterwards (issue 24 item 5).
import { SITE_PREFIX } from '../constants.ts';
import { isBuilderReturnPath } from '../auth/sign-in-audience.ts';
import { SHOP_ACCOUNT, SHOP_ACCOUNT_LOGIN, SHOP_ACCOUNT_SIGNUP, withCallback } from './routes.ts';
import { safeCallbackPath } from './safe-callback.ts';
import { getSiteSlugFromPath } from './site-prefix.ts';
import { splitPath } from './split-path.ts';

/** `/site-{id}` on the platform's address; '' on the shop's own domain. */
export type ShopBase = string;

export const shopAccountPath = (base: ShopBase): string => `${base}${SHOP_ACCOUNT}`;
export const shopHomePath = (base: ShopBase): string => base || '/';

export const shopLoginPath = (base: ShopBase, callback: string | null = null): string => withCallback(`${base}${SHOP_ACCOUNT_LOGIN}`, callback);
export const shopSignupPath = (base: ShopBase, callback: string | null = null): string => withCallback(`${base}${SHOP_ACCOUNT_SIGNUP}`, callback);

/**
 * A return path that stays in this shop: a safe relative path (no other host) inside the shop's
 * base (`/site-{id}` itself or below it; on the shop's own domain, no other site's `/site-…` path),
 * and never a builder's area. Anything else falls back to the shop's account page.
 */
export function shopReturnPath(value: unknown, base: ShopBase): string {
  const fallback = shopAccountPath(base);
  const safe = safeCallbackPath(value, fallback);
  if (safe === fallback) return fallback;
  const { pathname } = splitPath(safe);
  if (base !== '') {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return fallback;
  } else if (getSiteSlugFromPath(pathname, SITE_PREFIX) !== null) {
    return fallback;
  }
  if (isBuilderReturnPath(safe)) return fallback;
  // The shop's own sign-in and sign-up pages lead nowhere new: after them comes the account page.
  const rest = pathname.slice(base.length);
  if (rest === SHOP_ACCOUNT_LOGIN || rest === SHOP_ACCOUNT_SIGNUP) return fallback;
  return safe;
}
