import type { AppDeps } from '#server/http/app-env.ts';
import { publicUrl } from '#server/env.ts';
import { CLIENT_IP_HEADER } from './auth.public.ts';

export interface AuthCallResult {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
  retryAfterSeconds: number | null;
}

/**
 * Calls one of Better Auth's endpoints through its router (not `auth.api`), so rate limiting,
 * origin checks and hooks apply exactly as for a browser calling it directly.
 */
export async function callAuthEndpoint(
  deps: Pick<AppDeps, 'auth' | 'env'>,
  endpoint: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; requestHeaders: Headers; clientIp: string },
): Promise<AuthCallResult> {
  const origin = publicUrl(deps.env);
  const headers = new Headers({ origin, [CLIENT_IP_HEADER]: init.clientIp });
  const cookie = init.requestHeaders.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const userAgent = init.requestHeaders.get('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await deps.auth.handler(
    new Request(`${origin}/api/auth${endpoint}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { message: text };
  }
  const retryAfter = Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after'));
  return {
    ok: response.ok,
    status: response.status,
    body,
    setCookies: response.headers.getSetCookie(),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/** A message a person can act on, from a failed auth call. */
export function authErrorMessage(result: AuthCallResult, fallback: string): string {
  if (result.status === 429) {
    return result.retryAfterSeconds
      ? `Too many attempts. Try again in ${result.retryAfterSeconds} seconds.`
      : 'Too many attempts. Try again in a minute.';
  }
  const message = typeof result.body.message === 'string' ? result.body.message : '';
  return message || fallback;
}
