// Where the navigation's Login button and user-menu links lead (spec 3 §2).
import { ACCOUNT_LOGOUT, ACCOUNT_PROFILE, AUTH_SIGNIN, AUTH_SIGNOUT, LOGIN } from '../paths/routes.ts';
import { isAccountTypePath } from '../paths/site-prefix.ts';
import { safeCallbackPath } from '../paths/safe-callback.ts';

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
