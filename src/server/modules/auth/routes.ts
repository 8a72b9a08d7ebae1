import { Hono } from 'hono';
import { ACCOUNT_LOGOUT, LOGIN } from '#core/paths/routes.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/**
 * The spec's provider endpoints (/api/auth/signin, /api/auth/signout) in front of Better Auth's
 * own routes, which answer everything else under /api/auth.
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/signin', (c) => {
    const callback = safeCallbackPath(c.req.query('callbackURL') ?? c.req.query('callbackUrl'));
    return c.redirect(`${LOGIN}?callbackURL=${encodeURIComponent(callback)}`, 302);
  })
  // A link may point here; signing out on a GET would let any page sign our users out, so a GET
  // leads to the confirmation page, whose form posts back here.
  .get('/signout', (c) => c.redirect(ACCOUNT_LOGOUT, 302))
  .post('/signout', async (c) => {
    const { auth } = c.get('deps');
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    if (!response.ok) {
      headers.set('content-type', 'application/json');
      const body = await response.json().catch(() => ({}));
      return new Response(JSON.stringify({ error: (body as { message?: string }).message ?? 'Sign-out failed' }), {
        status: response.status,
        headers,
      });
    }
    if (wantsJson) {
      headers.set('content-type', 'application/json');
      return new Response(JSON.stringify({ success: true }), { status: 200, headers });
    }
    // A shop's sign-out form says where in the shop to land (a same-site path only); others land on sign-in.
    headers.set('location', safeCallbackPath(await formCallback(c.req.raw), LOGIN));
    return new Response(null, { status: 303, headers });
  })
  .on(['GET', 'POST'], '/*', async (c) => withErrorField(await c.get('deps').auth.handler(c.req.raw)));

/** A form post's `callbackURL` field, or null (JSON and empty posts have none). */
async function formCallback(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return null;
  const form = await request.formData().catch(() => null);
  const value = form?.get('callbackURL');
  return typeof value === 'string' ? value : null;
}

/**
 * Better Auth answers errors as `{ message, code }`, or with no body at all; every error of our
 * API carries `error`. The body gains `error` (its message) and keeps the rest, so Better Auth's
 * own client, which reads `message` and `code`, works as before.
 */
async function withErrorField(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the text itself, if any, is the message.
  }
  const error =
    typeof body.error === 'string' ? body.error : typeof body.message === 'string' && body.message ? body.message : text.trim().slice(0, 500) || response.statusText || `Request failed (${response.status})`;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, error }), { status: response.status, statusText: response.statusText, headers });
}
