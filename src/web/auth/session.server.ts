import { redirect } from 'react-router';
import { LOGIN } from '#core/paths/routes.ts';
import type { AppLoadContext } from 'react-router';
import { needsSecondFactorSetup } from '#server/modules/auth/admin-second-factor-gate.ts';
import { callAuthEndpoint, type AuthCallResult } from '#server/modules/auth/call-endpoint.ts';

// The auth screens' message for a failed call, for route modules (they reach server code only
// through *.server.ts files).
export { authErrorMessage } from '#server/modules/auth/call-endpoint.ts';

export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  return `${LOGIN}?callbackURL=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export function requireUser(request: Request, context: AppLoadContext) {
  if (!context.user) throw redirect(loginUrlFor(request));
  return context.user;
}

export function authCall(request: Request, context: AppLoadContext, endpoint: string, body?: unknown): Promise<AuthCallResult> {
  return callAuthEndpoint(context.deps, endpoint, { body, requestHeaders: request.headers, clientIp: context.clientIp });
}

export function cookieHeaders(result: AuthCallResult): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** REQUIRE_ADMIN_2FA: whether this user must turn on two-factor sign-in before anything else. */
export function secondFactorRequired(context: AppLoadContext): boolean {
  return needsSecondFactorSetup(context.user, context.deps.env);
}
