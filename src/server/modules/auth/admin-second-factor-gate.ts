import type { MiddlewareHandler } from 'hono';
import { ADMIN_TWO_FACTOR_REQUIRED, ADMIN_TWO_FACTOR_REQUIRED_CODE } from '#core/auth/second-factor-messages.ts';
import { ACCOUNT_LOGOUT, ACCOUNT_PROFILE, DASHBOARD, VIEW_DRAFT } from '#core/paths/routes.ts';
import { parseDataAreaPath } from '#core/paths/data-area.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';
import type { Env } from '#server/env.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';

/** The set-up screen: the profile, whose authenticator app section turns TOTP on. */
export const SECOND_FACTOR_SETUP_PATH = ACCOUNT_PROFILE;

/** An admin who must still set up a second factor (REQUIRE_ADMIN_2FA) may use nothing else. */
export function needsSecondFactorSetup(user: (Actor & { twoFactorEnabled?: boolean | null }) | null | undefined, env: Pick<Env, 'REQUIRE_ADMIN_2FA'>): boolean {
  return env.REQUIRE_ADMIN_2FA && isAdmin(user) && user?.twoFactorEnabled !== true;
}

// What the set-up needs: turning TOTP on and confirming it, reading the session, signing out.
const OPEN_API_PATHS = ['/api/health', '/api/auth/get-session', '/api/auth/sign-out', '/api/auth/signout'];
const OPEN_API_PREFIXES = ['/api/health/', '/api/auth/two-factor/'];

const DATA_SUFFIX = /(?:\/_)?\.data$/;

function isGatedPage(pathname: string): boolean {
  if (pathname === SECOND_FACTOR_SETUP_PATH || pathname === ACCOUNT_LOGOUT) return false;
  const target = parseDataAreaPath(pathname);
  return (
    pathname === DASHBOARD ||
    pathname.startsWith(`${DASHBOARD}/`) ||
    pathname.startsWith('/account/') ||
    pathname === VIEW_DRAFT ||
    pathname.startsWith(`${VIEW_DRAFT}/`) ||
    isEditPath(pathname) ||
    // A record's edit screen (/data/…/{id}/manage) writes the record as its site's member.
    (target?.kind === 'manage' && target.id !== null)
  );
}

function decodeOr(value: string, decoder: (text: string) => string): string {
  try {
    return decoder(value);
  } catch {
    return value;
  }
}

/**
 * Every spelling of the path that some reader of this request may route on: the raw pathname
 * (loaders that read request.url), Hono's (decodeURI, %25 and %2F kept), React Router's (each
 * segment decoded, case-insensitive matching), and the whole path decoded again and again (a
 * %2F or a double encoding that some decoder further down might unfold). Lower-cased, repeated
 * slashes folded: a spelling no reader routes on may be gated too, as long as none gets through.
 */
function pathSpellings(rawPathname: string, honoPath: string): string[] {
  const spellings = [rawPathname, honoPath, rawPathname.split('/').map((segment) => decodeOr(segment, decodeURIComponent).replace(/\//g, '%2F')).join('/')];
  let decoded = rawPathname;
  for (let round = 0; round < 3; round += 1) {
    const next = decodeOr(decoded, decodeURIComponent);
    if (next === decoded) break;
    spellings.push((decoded = next));
  }
  return [...new Set(spellings.map((spelling) => spelling.toLowerCase().replace(/\/{2,}/g, '/')))];
}

function isOpenApiPath(pathname: string): boolean {
  return OPEN_API_PATHS.includes(pathname) || OPEN_API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * REQUIRE_ADMIN_2FA, enforced for every request of such an admin's session: API calls are a 403
 * (except the set-up's own), dashboard, account and editor pages lead to the set-up screen, and
 * their actions never run. Published pages stay as open to them as to anyone.
 */
export const adminSecondFactorGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!needsSecondFactorSetup(c.get('user'), c.get('deps').env)) return next();
  // Hono routes on a decoded path, React Router on another: /%61pi/admin is /api/admin to Hono.
  const spellings = pathSpellings(new URL(c.req.url).pathname, c.req.path);
  if (spellings.some((pathname) => pathname.startsWith('/api/') && !isOpenApiPath(pathname))) {
    return jsonError(c, 403, ADMIN_TWO_FACTOR_REQUIRED, { code: ADMIN_TWO_FACTOR_REQUIRED_CODE, setup: SECOND_FACTOR_SETUP_PATH });
  }
  const isDataRequest = spellings.some((pathname) => DATA_SUFFIX.test(pathname));
  if (!spellings.some((pathname) => isGatedPage(pathname.replace(DATA_SUFFIX, '') || '/'))) return next();
  // React Router's data requests take their redirects in headers (its single-fetch protocol).
  if (isDataRequest) return c.body(null, 204, { 'X-Remix-Redirect': SECOND_FACTOR_SETUP_PATH, 'X-Remix-Status': '302' });
  return c.redirect(SECOND_FACTOR_SETUP_PATH, c.req.method === 'GET' || c.req.method === 'HEAD' ? 302 : 303);
};
